import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, signInAs } from '@/testing/render';
import { ROUTE_TABLE, type RouteAccess } from './route-table';

/** An address of the route: its parameters filled in (/invoices/:id → /invoices/1). */
const addressOf = (path: string) => path.replace(/:[a-z]+/gi, '1');
const pathsFor = (...access: RouteAccess[]) =>
  ROUTE_TABLE.filter((route) => access.includes(route.access)).map((route) => addressOf(route.path));

describe('the route table', () => {
  it.each(pathsFor('signed-in', 'admin'))('sends a signed-out visitor from %s to /login', async (path) => {
    const { router } = renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: path } });
  });

  it.each(pathsFor('landing', 'public'))('shows the public page %s to visitors', async (path) => {
    const { router } = renderRoute(path);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
    expect(router.state.location.pathname).toBe(path);
  });

  it("shows 'Unauthorized Access' at /unauthorized", async () => {
    renderRoute('/unauthorized');
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
  });

  it('lets a signed-in user into the signed-in pages', async () => {
    await signInAs('user');
    const { router } = renderRoute('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each(pathsFor('admin'))('sends a signed-in USER away from %s to /login', async (path) => {
    await signInAs('user');
    const { router } = renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ reason: 'missing-role', from: { pathname: path } });
  });

  it('lets an ADMIN into admin pages', async () => {
    await signInAs('admin');
    renderRoute('/admin/users');
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
  });

  it('sends unknown paths to /dashboard when signed in', async () => {
    await signInAs('user');
    const { router } = renderRoute('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends unknown paths to / when signed out', async () => {
    const { router } = renderRoute('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows 'Unexpected Application Error!' with the message when a screen fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { routes } = await import('./router');
    const { ErrorFallback } = await import('./error-fallback');
    const Boom = () => {
      throw new Error('The invoice list could not be drawn');
    };
    renderRoute('/boom', { routes: [{ path: '/boom', element: <Boom />, errorElement: <ErrorFallback /> }, ...routes] });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The invoice list could not be drawn')).toBeInTheDocument();
  });
});
