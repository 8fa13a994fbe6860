import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeAt } from './preload-route';
import { ROUTE_TABLE } from './route-table';

/** A path that opens `pattern`, its parameters filled in. */
const example = (pattern: string) => pattern.replaceAll(/:[a-zA-Z]+/g, '42');

describe('routeAt', () => {
  // The router's own choice is the reference: a preload of the wrong screen is wasted bandwidth.
  const routerChoice = (pathname: string) => matchRoutes(ROUTE_TABLE.map(({ path }) => ({ path })), pathname)?.at(-1)?.route.path;

  it.each(ROUTE_TABLE.map((route) => example(route.path)))('picks the route the router opens at %s', (pathname) => {
    expect(routeAt(pathname)?.path).toBe(routerChoice(pathname));
  });

  it('prefers a fixed segment to a parameter, ignores case and a trailing slash', () => {
    expect(routeAt('/schedules/new')?.path).toBe('/schedules/new');
    expect(routeAt('/schedules/7')?.path).toBe('/schedules/:id');
    expect(routeAt('/Invoice-History/')?.path).toBe('/invoice-history');
    expect(routeAt('/invoices/7/edit')?.path).toBe('/invoices/:id/edit');
  });

  it('finds nothing for a path of no screen', () => {
    expect(routeAt('/no-such-page')).toBeUndefined();
    expect(routeAt('/invoices/7/nothing')).toBeUndefined();
  });
});
