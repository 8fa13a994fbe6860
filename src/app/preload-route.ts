// Starts fetching the opened screen's code (its route module, its layouts and their chunks) at the
// same time as the app's own, from the entry (src/main.tsx). Without it the router asks for them
// only once React, the router and the session have arrived and run: on a phone on a slow connection
// a second wait of a round trip and the app's start (decision 290). The router's `lazy` later imports
// the same modules and gets them from the module map.
import { ROUTE_TABLE, type AppRoute } from './route-table';

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * The route of the table that opens at `pathname`, as the router picks it: segments compared without
 * case, `:name` matching any one segment, and a path with more fixed segments preferred
 * (`/schedules/new` before `/schedules/:id`).
 */
export function routeAt(pathname: string, table: readonly AppRoute[] = ROUTE_TABLE): AppRoute | undefined {
  const wanted = segmentsOf(decodeURI(pathname).toLowerCase());
  let best: { route: AppRoute; fixed: number } | undefined;
  for (const route of table) {
    const pattern = segmentsOf(route.path.toLowerCase());
    if (pattern.length !== wanted.length) continue;
    if (!pattern.every((segment, i) => segment.startsWith(':') || segment === wanted[i])) continue;
    const fixed = pattern.filter((segment) => !segment.startsWith(':')).length;
    if (best === undefined || fixed > best.fixed) best = { route, fixed };
  }
  return best?.route;
}

/** Starts loading what the router will need for `pathname`; a path of no screen loads nothing. */
export function preloadRoute(pathname: string): void {
  const route = routeAt(pathname);
  if (route === undefined || route.access === 'landing') return;
  // A failed fetch here is reported by the router, which asks again.
  const quietly = (loading: Promise<unknown>) => void loading.catch(() => undefined);
  quietly(import('./routes/with-query-client'));
  quietly(route.access === 'public' ? import('./routes/public-layout') : import('./routes/app-layout'));
  quietly(route.load());
}
