// How a production build groups the code a screen loads before it can draw (decisions 290 and 299).
// Rolldown's automatic chunking gives every distinct set of importers its own chunk: the dashboard
// loaded 62 scripts and stylesheets, 35 of them under 1.3 KB. Lighthouse's slow-4G model (HTTP/1.1, at
// most ten requests at once, the bandwidth shared between all of them) charges each small request a
// round trip and a share of React DOM's download, so the screen's largest paint waited on the count
// of files more than on their bytes. The groups, in this order (a module goes to the first that
// takes it):
//
// - `react`: React, React DOM and the scheduler, which the app and a client's document page load
//   (with src/app/react-dom-client.ts, React DOM's client as our ES module).
// - `core`: what the app's start shares with a client's document page (the configuration), which
//   never loads the router (decision 271).
// - `start`: the rest of the app's start (src/app/start.tsx: the router, the route table, the session)
//   and what it imports, but what a visitor's `/` runs before the app (it stays small, decision 180).
// - `kit-base` and `kit`: what the dashboard, the screen every sign-in opens, shares with any other
//   route module (the query cache, the API modules, the formats, the components); `kit-base` is the
//   part the document page uses too (the formats, the fields), without the router or the query cache.
//   Every byte of them is code the dashboard runs; the other screens find most of what they use there.
// - each layout (`with-query-client`, `public-layout`, `app-layout`): what it imports that no group
//   above holds.
//
// Left to Rolldown: a visitor's `/` before the app starts, the PDF libraries (bundle-budgets.json:
// lazyOnlyPackages), and each screen's own code. A group holds the whole static closure of what it
// takes (less what an earlier group or Rolldown's part holds), so no two groups import each other and
// the modules run in their import order.
//
// Imported by vite.config.ts.
import { resolve } from 'node:path';
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type Group = NonNullable<CodeSplitting['groups']>[number];
type ChunkingContext = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

/** What a visitor's `/` runs before the app starts: never grouped (decision 180). */
const VISITOR_ROOTS = ['src/main.tsx', 'src/features/landing/enhance/enhance-landing.ts', 'src/app/landing-visit.ts'];
const APP_START = 'src/app/start.tsx';
/** A client's link (/d/…): its own small page, without the router or a layout (decision 271). */
const PUBLIC_DOCUMENT = 'src/app/public-document.tsx';
/** The modules whose dynamic imports are the route modules (the screens and the layouts). */
const ROUTE_LOADERS = ['src/app/route-table.ts', 'src/app/router.tsx'];
/** The screen every sign-in opens: what it shares with other routes is the kit. */
const FIRST_SCREEN = 'src/app/routes/dashboard.tsx';
/** The landing route: the app draws `/` with it once started; neither the kit nor a layout takes its modules. */
const LANDING_ROUTE = 'src/app/routes/landing.tsx';
/** The layouts every screen but `/` loads, outermost first: a module goes to the first that imports it. */
const SHELL_MODULES = ['src/app/routes/with-query-client.tsx', 'src/app/routes/public-layout.tsx', 'src/app/routes/app-layout.tsx'];
const REACT_PACKAGES = /\/node_modules\/(react|react-dom|scheduler)\//;
/** React DOM's client as our ES module, which the entry loads without Rolldown's interop helper. */
const REACT_DOM_CLIENT = 'src/app/react-dom-client.ts';

export interface ModuleGraph {
  /** The modules a module imports statically (absolute ids). */
  imports(id: string): readonly string[];
  /** The modules a module imports with `import()` (absolute ids). */
  dynamicImports(id: string): readonly string[];
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

/** The chunk of every grouped module, by absolute id. */
export function groupModules(root: string, graph: ModuleGraph, lazyOnlyPackages: readonly string[]): Map<string, string> {
  const at = (path: string) => resolve(root, path);
  const closureOf = (...paths: string[]) => staticClosure(paths.map(at), graph);
  const lazyOnly = (id: string) => lazyOnlyPackages.some((name) => id.includes(`/node_modules/${name}/`));
  const visitor = closureOf(...VISITOR_ROOTS);
  const app = closureOf(APP_START);
  const publicDocument = closureOf(PUBLIC_DOCUMENT);
  const groups = new Map<string, string>();
  const take = (ids: Iterable<string>, name: string, skip: (id: string) => boolean) => {
    for (const id of ids) if (!id.startsWith('\0') && !lazyOnly(id) && !groups.has(id) && !skip(id)) groups.set(id, name);
  };

  const otherRoutes = ROUTE_LOADERS.flatMap((loader) => graph.dynamicImports(at(loader))).filter((id) => id !== at(FIRST_SCREEN));
  const sharedElsewhere = staticClosure(otherRoutes, graph);
  const landing = closureOf(LANDING_ROUTE);
  // The kit holds neither the app's start nor what `/` runs: the landing page inlines its route's
  // stylesheets (decision 280), and the kit's would come with them.
  const outside = (id: string) => app.has(id) || visitor.has(id) || landing.has(id);
  const kitRoots = [...closureOf(FIRST_SCREEN)].filter((id) => sharedElsewhere.has(id) && !outside(id));
  const kit = staticClosure(kitRoots, graph);

  take([...app, ...publicDocument], 'react', (id) => !REACT_PACKAGES.test(id) && id !== at(REACT_DOM_CLIENT));
  // A client's document page loads neither the router nor the query cache (decision 271): what it
  // shares with the app's start, and with the kit, is in chunks of their own.
  take(app, 'core', (id) => visitor.has(id) || !publicDocument.has(id));
  take(app, 'start', (id) => visitor.has(id));
  take(kit, 'kit-base', (id) => outside(id) || !publicDocument.has(id));
  take(kit, 'kit', outside);

  const ungrouped = new Set([...visitor, ...app, ...publicDocument, ...landing]);
  for (const shell of SHELL_MODULES) {
    take(closureOf(shell), shell.replace(/^.*\//, '').replace(/\.tsx$/, ''), (id) => ungrouped.has(id));
  }
  return groups;
}

/** `build.rolldownOptions.output.codeSplitting` for vite.config.ts. */
export function chunkGroups(root: string, lazyOnlyPackages: readonly string[]): CodeSplitting {
  let groups: Map<string, string> | undefined;
  const graphOf = (ctx: ChunkingContext): ModuleGraph => ({
    imports: (id) => ctx.getModuleInfo(id)?.importedIds ?? [],
    dynamicImports: (id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
  });
  return {
    groups: [
      {
        debugName: 'groups',
        name: (id, ctx) => {
          groups ??= groupModules(root, graphOf(ctx), lazyOnlyPackages);
          return groups.get(id) ?? null;
        },
        // Each group holds its closure already, but for what an earlier group or Rolldown's part
        // holds, which must stay where they are.
        includeDependenciesRecursively: false,
      },
    ],
  };
}
