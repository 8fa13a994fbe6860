import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/features/session/auth-context';
import { RequireAuth } from './require-auth';

function session(overrides: Partial<AuthContextValue>): AuthContextValue {
  return {
    token: 'token',
    roles: ['USER'],
    username: 'user',
    loading: false,
    isAuthenticated: true,
    login: () => [],
    logout: () => {},
    hasAnyRole: () => false,
    ...overrides,
  };
}

function LoginProbe() {
  const location = useLocation();
  return <p>Login screen, state: {JSON.stringify(location.state)}</p>;
}

function renderGuard(value: AuthContextValue, roles?: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      {
        path: '/admin/users',
        element: (
          <RequireAuth {...(roles ? { roles } : {})}>
            <p>Secret page</p>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: ['/admin/users?q=ann'] },
  );
  render(
    <AuthContext.Provider value={value}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

describe('RequireAuth', () => {
  it("shows 'Loading...' while the session is being restored", () => {
    renderGuard(session({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, remembering where they were going', () => {
    const router = renderGuard(session({ token: null, isAuthenticated: false, roles: [] }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/admin/users', search: '?q=ann' } });
  });

  it('sends a user without any of the required roles to /login', () => {
    const router = renderGuard(session({ roles: ['USER'] }), ['ADMIN']);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ reason: 'missing-role', from: { pathname: '/admin/users' } });
  });

  it('lets in a user who holds any one of the required roles', () => {
    renderGuard(session({ roles: ['USER', 'AUDITOR'] }), ['ADMIN', 'AUDITOR']);
    expect(screen.getByText('Secret page')).toBeInTheDocument();
  });

  it('lets in any signed-in user when no role is required', () => {
    renderGuard(session({ roles: [] }));
    expect(screen.getByText('Secret page')).toBeInTheDocument();
  });

  it('on an unexpected error removes the stored token and goes to /login, remembering the origin', () => {
    localStorage.setItem('token', 'stored');
    const broken = session({ roles: null as unknown as string[] });
    const router = renderGuard(broken, ['ADMIN']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/admin/users' } });
  });
});
