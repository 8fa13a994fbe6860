// What every story gets, in Storybook and in Vitest: fresh seed data, an optional signed-in
// session (parameters.session), a router at parameters.route, a query cache and the session context.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator, Loader } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { CONTRACT_VERSION } from '../src/config/api-values';
import { CapabilitiesContext } from '../src/features/server-capabilities/capabilities-context';
import { AuthProvider } from '../src/features/session/auth-provider';
import { parseCapabilitySelection, resolveCapabilities } from '../src/lib/capabilities';
import { signToken } from '../mocks/runtime/auth';
import { mockCapabilities, setMockCapabilities } from '../mocks/runtime/capabilities';
import { startColdStart } from '../mocks/runtime/cold-start';
import { reseedDefault, SEED_ACCOUNTS } from '../mocks/seed/seed';

type StorySession = keyof typeof SEED_ACCOUNTS | 'signed-out';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Who is signed in while the story renders. Default: signed out. */
    session?: StorySession;
    /** The path the story's router starts at. Default: /. */
    route?: string;
    /** The route pattern the story's component is mounted at. Default: *. */
    routePattern?: string;
    /** History state of the first entry (e.g. the guard's `{ reason: 'missing-role' }`). */
    routeState?: unknown;
    /** The parts the mock offers: `spec`, `all` or a comma list (docs/mock-backend.md#capabilities). Default: the toolbar's choice, all. */
    capabilities?: string;
  }
}

export const sessionLoader: Loader = async ({ parameters, globals }) => {
  await reseedDefault();
  startColdStart(0);
  const toolbar: unknown = globals.capabilities;
  setMockCapabilities(parseCapabilitySelection(parameters.capabilities ?? (typeof toolbar === 'string' ? toolbar : 'all')));
  const session: StorySession = parameters.session ?? 'signed-out';
  if (session === 'signed-out') {
    localStorage.removeItem('token');
  } else {
    const account = SEED_ACCOUNTS[session];
    localStorage.setItem('token', await signToken({ username: account.username, roles: [...account.roles] }));
  }
  return {};
};

/** Where a story navigated to, when that path is not the story's own. */
function NavigatedTo() {
  const { pathname } = useLocation();
  return <p>Navigated to {pathname}</p>;
}

/** What the screens know of the service: what the mock offers (the signed-in layout asks it in the app). */
function storyCapabilities() {
  const parts = mockCapabilities();
  return parts === null ? resolveCapabilities(404, null) : resolveCapabilities(200, { contractVersion: CONTRACT_VERSION, parts });
}

export const withAppProviders: Decorator = (Story, { parameters }) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const route = parameters.route ?? '/';
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[parameters.routeState === undefined ? route : { pathname: route, state: parameters.routeState }]}>
        <AuthProvider>
          <CapabilitiesContext value={storyCapabilities()}>
            <Routes>
              <Route path={parameters.routePattern ?? '*'} element={<Story />} />
              <Route path="/login" element={<p>Login screen (the story redirected here)</p>} />
              <Route path="*" element={<NavigatedTo />} />
            </Routes>
          </CapabilitiesContext>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
};
