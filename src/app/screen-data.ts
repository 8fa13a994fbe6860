// A screen's data asked for beside its code (decision 243): on the first load of a signed-in screen,
// the router's lazy loading of the route also starts the queries the screen asks for first, so the
// answers come while its code is still arriving instead of after it has loaded and rendered. The
// screen then finds them in the cache (the same keys: each screen's test checks it).
import type { QueryClient, QueryExecuteOptions } from '@tanstack/react-query';
import { matchPath, type LazyRouteFunction, type RouteObject } from 'react-router-dom';
import type { Capabilities, Offering } from '@/lib/capabilities';

/**
 * What a screen asks for first at this address (its search parameters), as query options: only
 * what the service offers (its capabilities), never a call bound to answer 404.
 */
export type ScreenQueries = (
  search: URLSearchParams,
  capabilities: Capabilities,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each query has its own data and key types
) => ReadonlyArray<QueryExecuteOptions<any, any, any, any, any>>;

export interface ScreenData {
  path: string;
  load: LazyRouteFunction<RouteObject>;
  /** The module with the screen's first queries; loaded beside the route's. */
  data: () => Promise<{ screenQueries: ScreenQueries }>;
  /** What the route needs of the service: without it the screen asks for nothing. */
  offering?: Offering;
}

export async function prefetchScreen(
  client: QueryClient,
  queries: ScreenQueries,
  search: URLSearchParams,
  offering?: Offering,
): Promise<void> {
  const { capabilitiesQuery, isOffered } = await import('@/api/capabilities');
  const capabilities = await client.query(capabilitiesQuery());
  if (offering && !isOffered(capabilities, offering)) return;
  // A failed answer stays in the cache as the screen's own query would leave it; the screen retries.
  for (const query of queries(search, capabilities)) client.query(query).catch(() => undefined);
}

/**
 * The route's lazy function, starting its data too when this page load opened it with a stored
 * token. Not on a later navigation: the address is still the previous page's while the route loads,
 * and the app is already there to ask.
 */
export function withScreenData({ path, load, data, offering }: ScreenData, hasToken: () => boolean): LazyRouteFunction<RouteObject> {
  return () => {
    if (matchPath(path, window.location.pathname) && hasToken()) {
      const search = new URLSearchParams(window.location.search);
      // The capabilities failing is the screen's to show (its layout asks again).
      void Promise.all([data(), import('@/api/query-client')])
        .then(([{ screenQueries }, { appQueryClient }]) => prefetchScreen(appQueryClient, screenQueries, search, offering))
        .catch(() => undefined);
    }
    return load();
  };
}
