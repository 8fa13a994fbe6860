import { describe, expect, it } from 'vitest';
import { groupModules, type ModuleGraph } from './vite-chunk-groups';

const ROOT = '/repo';
const id = (path: string) => `${ROOT}/${path}`;

function graphOf(edges: Record<string, string[]>): ModuleGraph {
  return { imports: (module) => (edges[module.slice(ROOT.length + 1)] ?? []).map(id) };
}

describe('groupModules', () => {
  const graph = graphOf({
    'src/main.tsx': ['src/lib/storage.ts'],
    'src/app/start.tsx': ['node_modules/react/index.js', 'src/app/router.tsx'],
    'src/app/router.tsx': ['src/lib/storage.ts'],
    'src/app/routes/with-query-client.tsx': [
      'node_modules/@tanstack/query-core/index.js',
      'src/api/errors.ts',
      'node_modules/react/index.js',
    ],
    'src/app/routes/public-layout.tsx': ['src/app/layout/public-shell.tsx', 'src/api/errors.ts'],
    'src/app/routes/app-layout.tsx': ['src/app/layout/app-shell.tsx', 'src/lib/storage.ts', 'src/api/errors.ts'],
    'src/app/layout/app-shell.tsx': ['node_modules/pdf-lib/index.js'],
    'src/app/routes/dashboard.tsx': ['src/components/button.tsx'],
  });
  const groups = groupModules(ROOT, graph, ['pdf-lib']);

  it('puts each layout and what it imports in one chunk, a shared module with the outermost layout', () => {
    expect(groups.get(id('node_modules/@tanstack/query-core/index.js'))).toBe('with-query-client');
    expect(groups.get(id('src/api/errors.ts'))).toBe('with-query-client');
    expect(groups.get(id('src/app/layout/public-shell.tsx'))).toBe('public-layout');
    expect(groups.get(id('src/app/layout/app-shell.tsx'))).toBe('app-layout');
  });

  it("leaves what `/` and the app's start load, the PDF libraries and the screens to Rolldown", () => {
    for (const path of [
      'src/lib/storage.ts',
      'node_modules/react/index.js',
      'node_modules/pdf-lib/index.js',
      'src/components/button.tsx',
    ]) {
      expect(groups.has(id(path)), path).toBe(false);
    }
  });
});
