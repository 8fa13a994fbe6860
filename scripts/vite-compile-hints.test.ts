import { describe, expect, it } from 'vitest';
import { compileHintProblems, wantsCompileHint, COMPILE_HINT } from './vite-compile-hints';

describe('compile hints', () => {
  it("hints the app's chunks, not those holding a PDF library (large, and a document uses little of it)", () => {
    expect(wantsCompileHint(['/repo/src/app/start.tsx', '/repo/node_modules/react-dom/cjs/react-dom-client.production.js'], ['pdf-lib'])).toBe(true);
    expect(wantsCompileHint(['/repo/src/features/pdf.ts', '/repo/node_modules/pdf-lib/cjs/index.js'], ['pdf-lib'])).toBe(false);
  });

  it('finds a built chunk without its hint before its first function, and accepts one after the preload map', () => {
    const chunks = {
      'assets/client-a.js': `${COMPILE_HINT}\nimport{x}from"./index-b.js";function f(){}`,
      'assets/router-c.js': `const __vite__mapDeps=(i)=>i;\n${COMPILE_HINT}\nfunction g(){}`,
      'assets/late-d.js': `function h(){}\n${COMPILE_HINT}\n`,
      'assets/none-e.js': 'function k(){}',
      'assets/fontkit-f.js': 'function pdf(){}',
    };
    expect(compileHintProblems(chunks, (file) => !file.includes('fontkit'))).toEqual(['assets/late-d.js', 'assets/none-e.js']);
  });
});
