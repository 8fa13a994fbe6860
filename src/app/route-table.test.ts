// The lists a new route must join besides the table: each is checked against it here, so a route
// missing from one (or one left behind after a route is removed) fails.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { ROUTE_TABLE, type RouteAccess } from './route-table';

const tablePaths = ROUTE_TABLE.map((route) => route.path);
const read = (file: string) => readFileSync(resolve(process.cwd(), file), 'utf8');

/** The rows of docs/product.md's "Routes and access" table: each path in its first cell, with its "who". */
function documentedRoutes(): Array<{ path: string; who: string }> {
  const section = read('docs/product.md').split('\n## Routes and access\n')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => {
      const [first = '', who = ''] = line.split('|').slice(1);
      return [...first.matchAll(/`([^`]+)`/g)].map((match) => ({ path: match[1] ?? '', who: who.trim() }));
    });
}

const WHO: Record<RouteAccess, string> = { landing: 'anyone', public: 'anyone', 'signed-in': 'signed in', admin: 'ADMIN' };

describe('the route table', () => {
  it('has one route for every path of src/config/paths.ts, and no other', () => {
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    expect([...tablePaths].sort()).toEqual(Object.values(paths).sort());
  });

  it('has a bundle budget for every route, and bundle-budgets.json none for a path it does not have', () => {
    const budgets = JSON.parse(read('bundle-budgets.json')) as { routes: Record<string, unknown> };
    expect(Object.keys(budgets.routes).sort()).toEqual([...tablePaths].sort());
  });

  it('is the routes table of docs/product.md, with who may open each', () => {
    const documented = documentedRoutes();
    expect(documented.map((row) => row.path).sort()).toEqual([...tablePaths].sort());
    expect(Object.fromEntries(documented.map((row) => [row.path, row.who]))).toEqual(
      Object.fromEntries(ROUTE_TABLE.map((route) => [route.path, WHO[route.access]])),
    );
  });
});
