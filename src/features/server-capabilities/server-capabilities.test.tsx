// The screens against a service that offers less than the whole contract: the menu, the routes and
// the first data asked for follow its capability document (docs/product.md#a-service-that-grows).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { apiUrl } from '@/testing/api-url';
import { renderRoute, signInAs } from '@/testing/render';
import { watchRequests } from '@/testing/watch-requests';
import { setMockCapabilities } from '../../../mocks/runtime/capabilities';
import { server } from '../../../mocks/runtime/node';

const SLOW = { timeout: 5000 };

/** The paths of the API requests the app sends until the test ends. */
function apiRequests(): string[] {
  const sent: string[] = [];
  watchRequests((request) => sent.push(new URL(request.url).pathname));
  return sent;
}

const menuLabels = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await waitFor(() => expect(within(nav).getAllByRole('link').length).toBeGreaterThan(0), SLOW);
  return [...within(nav).getAllByRole('link'), ...within(nav).queryAllByRole('button')].map((item) => item.textContent);
};

describe('a service that offers some parts', () => {
  it('says a route of a part it lacks is not there yet, with the way back, and asks nothing of it', async () => {
    setMockCapabilities(['invoices']);
    await signInAs('user');
    const sent = apiRequests();
    const { user, router } = renderRoute(paths.quotes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotes are not on this server yet' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent.filter((path) => path.startsWith('/api/quotes') || path.includes('/quotes'))).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard), SLOW);
  });

  it('shows in the menu only what the service offers', async () => {
    setMockCapabilities(['invoices', 'purchases']);
    await signInAs('user');
    renderRoute(paths.profile);
    const labels = await menuLabels();
    expect(labels).toEqual(expect.arrayContaining(['Dashboard', 'Create Invoice', 'Invoice History', 'Purchases', 'My Profile']));
    for (const absent of ['Quotes', 'Recurring', 'Reports', 'GST return', 'Email templates', 'Statement runs', 'Sending']) {
      expect(labels).not.toContain(absent);
    }
  });

  it('names why a part the service lists cannot be used (a part it needs is missing)', async () => {
    setMockCapabilities(['purchases']);
    server.use(http.get(apiUrl('/api/capabilities'), () => HttpResponse.json({ contractVersion: '1.1.0', parts: ['quotes', 'purchases'] })));
    await signInAs('user');
    renderRoute(paths.quotes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotes are not on this server yet' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/The server lists quotes, but this app cannot use them yet: it needs invoices\./)).toBeInTheDocument();
  });

  it('offers the specification’s screens alone when the service publishes no document', async () => {
    setMockCapabilities(null);
    await signInAs('admin');
    const sent = apiRequests();
    renderRoute(paths.profile);
    const labels = await menuLabels();
    expect(labels).toEqual(['Dashboard', 'Create Invoice', 'Invoice History', 'My Profile', 'Admin']);
    await screen.findByRole('heading', { level: 1, name: 'My Profile' }, SLOW);
    expect(sent.every((path) => path === '/api/capabilities' || path.startsWith('/api/users') || path.startsWith('/actuator'))).toBe(true);
  });

  it('shows a failure to ask as an error with Try again, not as a smaller service', async () => {
    let failing = true;
    server.use(
      http.get(apiUrl('/api/capabilities'), () =>
        failing
          ? HttpResponse.json({ title: 'Service Unavailable', status: 503 }, { status: 503, headers: { 'Content-Type': 'application/problem+json' } })
          : undefined,
      ),
    );
    await signInAs('user');
    const { user } = renderRoute(paths.quotes);
    expect(await screen.findByText('The screens need to know what this server offers, and it did not answer.', undefined, SLOW)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotes' }, SLOW)).toBeInTheDocument();
  });
});
