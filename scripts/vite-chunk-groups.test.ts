import { describe, expect, it } from 'vitest';
import { groupModules, type ModuleGraph } from './vite-chunk-groups';

const ROOT = '/repo';
const id = (path: string) => `${ROOT}/${path}`;

function graphOf(edges: Record<string, string[]>, dynamicEdges: Record<string, string[]>): ModuleGraph {
  const ids = (table: Record<string, string[]>) => (module: string) => (table[module.slice(ROOT.length + 1)] ?? []).map(id);
  return { imports: ids(edges), dynamicImports: ids(dynamicEdges) };
}

describe('groupModules', () => {
  const graph = graphOf(
    {
      'src/main.tsx': ['src/lib/storage.ts'],
      'src/app/landing-visit.ts': ['src/lib/idle.ts'],
      'src/app/start.tsx': ['src/app/react-dom-client.ts', 'src/app/router.tsx', 'src/config/env.ts'],
      'src/app/react-dom-client.ts': ['node_modules/react-dom/client.js'],
      'node_modules/react-dom/client.js': ['node_modules/scheduler/index.js', 'node_modules/react/index.js'],
      'src/app/router.tsx': ['src/lib/storage.ts', 'node_modules/react-router/index.js', 'src/app/route-table.ts', 'src/config/paths.ts'],
      'src/app/public-document.tsx': ['node_modules/react/index.js', 'src/config/env.ts', 'src/lib/money.ts', 'src/components/button.tsx'],
      'src/app/routes/with-query-client.tsx': ['node_modules/@tanstack/query-core/index.js', 'src/api/errors.ts'],
      'src/app/routes/public-layout.tsx': ['src/app/layout/public-shell.tsx', 'src/api/errors.ts'],
      'src/app/routes/app-layout.tsx': ['src/app/layout/app-shell.tsx', 'src/lib/storage.ts', 'src/api/errors.ts'],
      'src/app/layout/app-shell.tsx': ['node_modules/pdf-lib/index.js'],
      'src/app/routes/dashboard.tsx': [
        'src/components/button.tsx',
        'src/features/dashboard/figures.tsx',
        'src/api/invoices.ts',
        'src/components/field.tsx',
      ],
      'src/api/invoices.ts': ['node_modules/@tanstack/query-core/index.js', 'src/lib/money.ts', 'src/config/paths.ts'],
      'src/app/routes/quotes.tsx': ['src/components/button.tsx', 'src/api/invoices.ts', 'src/features/quotes/list.tsx'],
      'src/app/routes/landing.tsx': ['src/components/carousel.tsx', 'src/lib/idle.ts', 'src/components/field.tsx'],
      'src/app/routes/login.tsx': ['src/components/carousel.tsx', 'src/components/login-form.tsx'],
    },
    {
      'src/app/route-table.ts': [
        'src/app/routes/landing.tsx',
        'src/app/routes/login.tsx',
        'src/app/routes/dashboard.tsx',
        'src/app/routes/quotes.tsx',
      ],
      'src/app/router.tsx': ['src/app/routes/with-query-client.tsx', 'src/app/routes/public-layout.tsx', 'src/app/routes/app-layout.tsx'],
    },
  );
  const groups = groupModules(ROOT, graph, ['pdf-lib']);
  const groupOf = (path: string) => groups.get(id(path)) ?? null;

  it('puts React in one chunk, for the app and for the client’s document page', () => {
    // With our ES module of React DOM's client, which the entry loads on `/` without an interop helper.
    for (const path of [
      'node_modules/react/index.js',
      'node_modules/react-dom/client.js',
      'node_modules/scheduler/index.js',
      'src/app/react-dom-client.ts',
    ]) {
      expect(groupOf(path), path).toBe('react');
    }
  });

  it('puts the app’s start in one chunk, and what it shares with the kit or the document page in another', () => {
    expect(groupOf('src/app/start.tsx')).toBe('start');
    expect(groupOf('src/app/router.tsx')).toBe('start');
    expect(groupOf('node_modules/react-router/index.js')).toBe('start');
    // Shared with the document page: in the start's chunk it would bring the router there.
    expect(groupOf('src/config/env.ts')).toBe('core');
    // Shared with the kit only: the screens load the start anyway.
    expect(groupOf('src/config/paths.ts')).toBe('start');
    // The visitor's `/` runs it before the app: it stays out of every group.
    expect(groupOf('src/lib/storage.ts')).toBeNull();
  });

  it('never makes a client’s document page load the router or a layout', () => {
    // What the page loads: its modules' chunks, and every module of each group chunk it reaches.
    const loaded = new Set<string>();
    const stack = [id('src/app/public-document.tsx')];
    for (let module = stack.pop(); module !== undefined; module = stack.pop()) {
      if (loaded.has(module)) continue;
      loaded.add(module);
      stack.push(...graph.imports(module));
      const group = groups.get(module);
      if (group !== undefined) stack.push(...[...groups].filter(([, other]) => other === group).map(([member]) => member));
    }
    const chunks = new Set([...loaded].map((module) => groups.get(module)).filter((group) => group !== undefined));
    expect([...chunks].sort()).toEqual(['core', 'kit-base', 'react']);
  });

  it('puts what the dashboard shares with another route in the kit, its own code not', () => {
    expect(groupOf('src/api/invoices.ts')).toBe('kit');
    // With its closure: the query cache's package.
    expect(groupOf('node_modules/@tanstack/query-core/index.js')).toBe('kit');
    // What the document page uses too is the kit's base, which brings neither the router nor the cache.
    expect(groupOf('src/components/button.tsx')).toBe('kit-base');
    expect(groupOf('src/lib/money.ts')).toBe('kit-base');
    expect(groupOf('src/features/dashboard/figures.tsx')).toBeNull();
    expect(groupOf('src/features/quotes/list.tsx')).toBeNull();
    // What the landing route holds stays out: `/` inlines its route's stylesheets.
    expect(groupOf('src/components/field.tsx')).toBeNull();
  });

  it('puts each layout’s remaining imports in its chunk, a shared module with the outermost layout', () => {
    expect(groupOf('src/api/errors.ts')).toBe('with-query-client');
    expect(groupOf('src/app/layout/public-shell.tsx')).toBe('public-layout');
    expect(groupOf('src/app/layout/app-shell.tsx')).toBe('app-layout');
  });

  it('leaves the PDF libraries and each screen’s own code to Rolldown', () => {
    for (const path of [
      'node_modules/pdf-lib/index.js',
      'src/app/routes/dashboard.tsx',
      'src/components/login-form.tsx',
      'src/lib/idle.ts',
    ]) {
      expect(groupOf(path), path).toBeNull();
    }
  });

  it('never lets a group import a later one: each earlier group holds its closure but for ungrouped modules', () => {
    const order = ['react', 'core', 'start', 'kit-base', 'kit', 'with-query-client', 'public-layout', 'app-layout'];
    for (const [module, group] of groups) {
      for (const imported of graph.imports(module)) {
        const target = groups.get(imported);
        if (target === undefined) continue;
        expect(order.indexOf(target), `${module} → ${imported}`).toBeLessThanOrEqual(order.indexOf(group));
      }
    }
  });
});
