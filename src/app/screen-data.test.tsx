import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { EVERY_PART } from '@/features/server-capabilities/capabilities-context';
import { createTestQueryClient, renderRoute, signInAs } from '@/testing/render';
import { holdAnswers } from '@/testing/watch-requests';
import { setMockCapabilities } from '../../mocks/runtime/capabilities';
import { ROUTE_TABLE } from './route-table';
import { prefetchScreen, withScreenData, type ScreenQueries } from './screen-data';

const SLOW = { timeout: 5000 };

const screenQueriesOf = async (path: string): Promise<ScreenQueries> => {
  const data = ROUTE_TABLE.find((route) => route.path === path)?.data;
  if (!data) throw new Error(`${path} has no screen data`);
  return (await data()).screenQueries;
};

describe("a screen's data asked for beside its code", () => {
  // Each address: the screen's heading once it is drawn.
  const cases = [
    { address: paths.dashboard, heading: 'Dashboard' },
    { address: `${paths.dashboard}?businessId=1`, heading: 'Dashboard' },
    { address: paths.invoiceHistory, heading: 'Invoice History' },
    { address: `${paths.invoiceHistory}?status=OVERDUE&sort=total,desc&page=1`, heading: 'Invoice History' },
    { address: `${paths.invoiceHistory}?businessId=1&clientId=2&q=bathroom`, heading: 'Invoice History' },
    { address: `${paths.invoiceHistory}?documents=credit-notes`, heading: 'Invoice History' },
    { address: paths.quotes, heading: 'Quotes' },
    { address: `${paths.quotes}?businessId=1&status=SENT`, heading: 'Quotes' },
  ];

  it.each(cases)('asks at $address only for what the screen asks for itself, under the same keys', async ({ address, heading }) => {
    await signInAs('user');
    const url = new URL(address, 'http://localhost');
    const queries = (await screenQueriesOf(url.pathname))(url.searchParams, EVERY_PART);
    expect(queries.length).toBeGreaterThan(0);
    // What the screen asks for before it knows the user's businesses: what it asks for first.
    const release = holdAnswers('/api/invoicing/businesses');
    const { queryClient } = renderRoute(address);
    await screen.findByRole('heading', { level: 1, name: heading }, SLOW);
    // Every query asked for early is one the screen asks for first: it finds the answer in the cache.
    await waitFor(() => {
      const asked = queryClient
        .getQueryCache()
        .getAll()
        .map((query) => JSON.stringify(query.queryKey));
      expect(asked).toEqual(expect.arrayContaining(queries.map((query) => JSON.stringify(query.queryKey))));
    }, SLOW);
    release();
  });

  it('fills the cache the screen reads from', async () => {
    await signInAs('user');
    const client = createTestQueryClient();
    await prefetchScreen(client, await screenQueriesOf(paths.dashboard), new URLSearchParams());
    await waitFor(
      () =>
        expect(
          client
            .getQueryCache()
            .getAll()
            .every((query) => query.state.status === 'success'),
        ).toBe(true),
      SLOW,
    );
    expect(client.getQueryCache().getAll().length).toBeGreaterThan(1);
  });
});

describe('withScreenData', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  const route = () => {
    const load = vi.fn(() => Promise.resolve({}));
    const data = vi.fn(() => Promise.resolve({ screenQueries: () => [] }));
    return { path: paths.quotes, load, data };
  };

  it('starts the data with the code on a page load of the screen, signed in', async () => {
    window.history.replaceState(null, '', `${paths.quotes}?status=SENT`);
    const screenRoute = route();
    await withScreenData(screenRoute, () => true)();
    expect(screenRoute.load).toHaveBeenCalledOnce();
    expect(screenRoute.data).toHaveBeenCalledOnce();
  });

  it('does not without a stored token (the guard sends the visitor to sign in)', async () => {
    window.history.replaceState(null, '', paths.quotes);
    const screenRoute = route();
    await withScreenData(screenRoute, () => false)();
    expect(screenRoute.load).toHaveBeenCalledOnce();
    expect(screenRoute.data).not.toHaveBeenCalled();
  });

  it('does not on a navigation from another screen (the address is still the other screen’s)', async () => {
    window.history.replaceState(null, '', paths.dashboard);
    const screenRoute = route();
    await withScreenData(screenRoute, () => true)();
    expect(screenRoute.load).toHaveBeenCalledOnce();
    expect(screenRoute.data).not.toHaveBeenCalled();
  });
});

describe('prefetchScreen on a service that offers less', () => {
  it('asks nothing for a screen whose part the service lacks', async () => {
    setMockCapabilities(['invoices']);
    await signInAs('user');
    const client = createTestQueryClient();
    await prefetchScreen(client, await screenQueriesOf(paths.quotes), new URLSearchParams(), 'quotes');
    expect(client.getQueryCache().getAll().map((query) => query.queryKey[0])).toEqual(['capabilities']);
  });

  it('asks the dashboard only for the figures of the parts offered', async () => {
    setMockCapabilities(['invoices']);
    await signInAs('user');
    const client = createTestQueryClient();
    await prefetchScreen(client, await screenQueriesOf(paths.dashboard), new URLSearchParams());
    const asked = client.getQueryCache().getAll().map((query) => JSON.stringify(query.queryKey));
    expect(asked).toHaveLength(3);
    expect(asked.filter((key) => /quote|schedule|upcoming|bank|reminder/i.test(key))).toEqual([]);
  });

  it('asks nothing on the specification’s service', async () => {
    setMockCapabilities(null);
    await signInAs('user');
    const client = createTestQueryClient();
    await prefetchScreen(client, await screenQueriesOf(paths.dashboard), new URLSearchParams());
    await prefetchScreen(client, await screenQueriesOf(paths.invoiceHistory), new URLSearchParams());
    expect(client.getQueryCache().getAll().map((query) => query.queryKey[0])).toEqual(['capabilities']);
  });
});
