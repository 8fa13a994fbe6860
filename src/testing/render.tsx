// Test helpers: the real route table in a memory router, real providers, the mock backend.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { login } from '@/api/auth';
import { routes as appRoutes } from '@/app/router';
import { AuthProvider } from '@/features/session/auth-provider';
import { SEED_ACCOUNTS } from '../../mocks/seed/seed';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

interface RenderRouteOptions {
  routes?: RouteObject[];
  state?: unknown;
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Renders the app (or `routes`) at `path`. */
export function renderRoute(path: string, { routes = appRoutes, state, userEventOptions }: RenderRouteOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [state === undefined ? path : { pathname: path, state }] });
  const queryClient = createTestQueryClient();
  const user = userEvent.setup(userEventOptions);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, user, queryClient };
}

/** Renders a component with a query client, a router and the session. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createTestQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider>{children}</AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper: Wrapper }), user: userEvent.setup(), queryClient };
}

/** Signs in against the mock backend and stores the token, as the login screen would. */
export async function signInAs(account: keyof typeof SEED_ACCOUNTS): Promise<string> {
  const { username, password } = SEED_ACCOUNTS[account];
  const { token } = await login({ username, password });
  localStorage.setItem('token', token);
  return token;
}
