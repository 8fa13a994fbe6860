// How a production build groups the code every screen loads (decision 290). Rolldown's automatic
// chunking gives every distinct set of importers its own chunk; the query cache and the two layouts
// (public and signed-in), which every screen but the landing page loads, came as 10–15 small chunks.
// Each of them is one chunk here, holding what it imports statically. What a visitor's `/` runs before
// the app starts, and the app's start (src/app/start.tsx), are left out: `/` must not load more
// (decision 180), and so are the PDF libraries (bundle-budgets.json: lazyOnlyPackages). Screens' own and shared code stays as
// Rolldown chunks it: grouping what several screens share made every screen load all of it (about
// 25 KB gzip more for a screen).
//
// Imported by vite.config.ts.
import { resolve } from 'node:path';
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type Group = NonNullable<CodeSplitting['groups']>[number];
type ChunkingContext = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

/** Loaded by a visitor's `/`, by the app's start or by the public document page: left to Rolldown. */
const UNGROUPED_ROOTS = [
  'src/main.tsx',
  'src/features/landing/enhance/enhance-landing.ts',
  'src/app/landing-visit.ts',
  'src/app/start.tsx',
  'src/app/routes/landing.tsx',
  // A client's link (/d/…) runs its own small page and must not load a layout's chunk (decision 271).
  'src/app/public-document.tsx',
];
/** The layouts every screen but `/` loads, outermost first: a module goes to the first that imports it. */
const SHELL_MODULES = ['src/app/routes/with-query-client.tsx', 'src/app/routes/public-layout.tsx', 'src/app/routes/app-layout.tsx'];

export interface ModuleGraph {
  /** The modules a module imports statically (absolute ids). */
  imports(id: string): readonly string[];
}

function staticClosure(roots: readonly string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...graph.imports(id));
  }
  return seen;
}

/** The chunk of every grouped module, by absolute id: the name of the layout that first imports it. */
export function groupModules(root: string, graph: ModuleGraph, lazyOnlyPackages: readonly string[]): Map<string, string> {
  const lazyOnly = (id: string) => lazyOnlyPackages.some((name) => id.includes(`/node_modules/${name}/`));
  const ungrouped = staticClosure(
    UNGROUPED_ROOTS.map((path) => resolve(root, path)),
    graph,
  );
  // A package's parts that only the screens use come too (a layout "imports" all of TanStack Query
  // and ky through their index): every signed-in screen needs them anyway, and the bytes are fewer
  // than in many small chunks. Only /unauthorized loads them without needing them.
  const grouped = (id: string) => !id.startsWith('\0') && !lazyOnly(id);
  const groups = new Map<string, string>();
  for (const shell of SHELL_MODULES) {
    const name = shell.replace(/^.*\//, '').replace(/\.tsx$/, '');
    for (const id of staticClosure([resolve(root, shell)], graph)) {
      if (grouped(id) && !ungrouped.has(id) && !groups.has(id)) groups.set(id, name);
    }
  }
  return groups;
}

/** `build.rolldownOptions.output.codeSplitting` for vite.config.ts. */
export function chunkGroups(root: string, lazyOnlyPackages: readonly string[]): CodeSplitting {
  let groups: Map<string, string> | undefined;
  const graphOf = (ctx: ChunkingContext): ModuleGraph => ({ imports: (id) => ctx.getModuleInfo(id)?.importedIds ?? [] });
  return {
    groups: [
      {
        debugName: 'layouts',
        name: (id, ctx) => {
          groups ??= groupModules(root, graphOf(ctx), lazyOnlyPackages);
          return groups.get(id) ?? null;
        },
        // A group holds its layout's whole static closure already, but for the ungrouped modules
        // (React, the session), which must stay where the app's start loads them.
        includeDependenciesRecursively: false,
      },
    ],
  };
}
