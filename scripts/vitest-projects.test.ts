import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importsOf, INTEGRATED_HELPERS, isIntegrated, runsStories, splitTestFiles } from './vitest-projects';

describe('the Vitest project of a test file', () => {
  it.each([
    ["import { call } from '../testing/call';", 'mocks/handlers/users.test.ts'],
    ["import { db } from '../../mocks/db';", 'src/api/credit-notes.test.ts'],
    ["import { server } from '../../../../mocks/node';", 'src/features/billing/invoices/view.test.tsx'],
    ["import { http } from 'msw';", 'src/api/wire.test.ts'],
    ["import { screen } from '@testing-library/react';", 'scripts/vite-landing-preload.test.ts'],
    ["import { renderRoute, signInAs } from '@/testing/render';", 'src/features/billing/quotes/quote-page.test.tsx'],
    ["import { watchRequests } from '../testing/watch-requests';", 'src/api/request.test.ts'],
    // \u0028 is "(": written so, the sample is not read as this file's own import.
    ["const { seed } = await import\u0028'../mocks/seed');", 'scripts/some.test.ts'],
  ])('is integrated when it imports the mock, MSW, Testing Library or a rendering helper: %s', (source, file) => {
    expect(isIntegrated(file, source)).toBe(true);
  });

  it.each([
    ["import fc from 'fast-check';\nimport { money } from './money';", 'src/lib/money.test.ts'],
    ["import { mathLine } from '@/testing/math-line';", 'src/lib/invoice-math.test.ts'],
    ["import { checkExchange } from './contract';", 'src/testing/contract.test.ts'],
    ["import { invoicePdf } from './invoice-pdf';\nimport { pdfText } from '../../../e2e/pdf-text';", 'src/features/invoices/invoice-pdf.test.ts'],
    ["import { readFileSync } from 'node:fs';", 'deploy/dockerfile.test.ts'],
  ])('is pure otherwise: %s', (source, file) => {
    expect(isIntegrated(file, source)).toBe(false);
  });

  it('does not depend on where the file lives, only on what it imports', () => {
    const source = "import { invoiceCsv } from './invoice-csv';";
    expect(isIntegrated('src/features/invoices/invoice-csv.test.ts', source)).toBe(false);
    expect(isIntegrated('src/features/billing/shared/invoice-csv.test.ts', source)).toBe(false);
    const screen = "import { renderRoute } from '@/testing/render';";
    expect(isIntegrated('src/features/invoices/history.test.tsx', screen)).toBe(true);
    expect(isIntegrated('src/features/billing/invoices/history.test.tsx', screen)).toBe(true);
  });

  it('gives a test that runs stories through Storybook a page of its own', () => {
    expect(runsStories("import { composeStories } from '@storybook/react';")).toBe(true);
    expect(runsStories("import { expect, userEvent } from 'storybook/test';")).toBe(true);
    expect(runsStories("import userEvent from '@testing-library/user-event';")).toBe(false);
  });

  it('reads static, side-effect, dynamic and vi.mock imports, in order', () => {
    const source = [
      "import a from 'a';",
      "import type { B } from './b';",
      "import './c';",
      "export { d } from '@/d';",
      'const e = await import("./e");',
      "vi.mock('./f', () => ({}));",
    ].join('\n');
    expect(importsOf(source)).toEqual(['a', './b', './c', '@/d', './e', './f']);
    expect(importsOf("import {\n  a,\n  b,\n} from '../../mocks/db';")).toEqual(['../../mocks/db']);
  });

  it('does not read sample code inside a string as an import', () => {
    expect(importsOf(`const sample = ["import { server } from '../mocks/node';"];`)).toEqual([]);
  });
});

describe('the split of this repository', () => {
  const root = join(import.meta.dirname, '..');
  const { pure, integrated, stories } = splitTestFiles(root);

  it('puts every test file in exactly one project', () => {
    expect(new Set([...pure, ...integrated, ...stories]).size).toBe(pure.length + integrated.length + stories.length);
    expect(pure).toContain('src/lib/invoice-math.test.ts');
    expect(pure).toContain('scripts/vitest-projects.test.ts');
    // Storybook's own user-event on a shared page would make React miss what Testing Library's types.
    expect(stories).toEqual(['src/stories.test.tsx']);
    expect(integrated).toContain('src/api/client.test.ts');
    expect(integrated.filter((file) => file.startsWith('mocks/')).length).toBeGreaterThan(10);
  });

  it('keeps the maths, the config and the deployment checks out of the mock backend', () => {
    expect(pure.filter((file) => /^src\/(lib|config)\/|^deploy\//.test(file)).length).toBeGreaterThan(15);
    expect(integrated.filter((file) => /^src\/(lib|config)\/|^deploy\//.test(file))).toEqual([]);
  });
});

describe('a helper that is gone', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stops the split, naming the list to update, rather than turning its tests pure', () => {
    root = mkdtempSync(join(tmpdir(), 'vitest-projects-'));
    mkdirSync(join(root, 'src/testing'), { recursive: true });
    for (const helper of INTEGRATED_HELPERS.slice(1)) writeFileSync(join(root, `${helper}.ts`), '');
    expect(() => splitTestFiles(root)).toThrow('src/testing/render is gone: update INTEGRATED_HELPERS in scripts/vitest-projects.ts');
  });
});
