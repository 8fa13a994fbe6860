import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from './auth-provider';
import { useAuth } from './use-auth';

const base64Url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWith = (payload: object) => `${base64Url({ alg: 'HS256' })}.${base64Url(payload)}.sig`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function SessionProbe() {
  const auth = useAuth();
  return (
    <div>
      <output data-testid="state">
        {JSON.stringify({
          token: auth.token,
          roles: auth.roles,
          loading: auth.loading,
          signedIn: auth.isAuthenticated,
          username: auth.username,
        })}
      </output>
      <button type="button" onClick={() => auth.login(tokenWith({ sub: 'ann', roles: 'ADMIN', exp: inAnHour() }))}>
        login
      </button>
      <button type="button" onClick={auth.logout}>
        logout
      </button>
    </div>
  );
}

function renderSession(path = '/profile') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      {
        path: '*',
        element: (
          <AuthProvider>
            <SessionProbe />
          </AuthProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const state = () => JSON.parse(screen.getByTestId('state').textContent) as Record<string, unknown>;

describe('AuthProvider', () => {
  it('starts signed out when nothing is stored', () => {
    renderSession();
    expect(state()).toEqual({ token: null, roles: [], loading: false, signedIn: false, username: null });
  });

  it('restores the saved token and takes the roles from its payload, not the saved roles', () => {
    const token = tokenWith({ sub: 'ann', roles: ['ADMIN', 'USER'], exp: inAnHour() });
    localStorage.setItem('token', token);
    localStorage.setItem('roles', '["USER"]');
    renderSession();
    expect(state()).toMatchObject({ token, roles: ['ADMIN', 'USER'], signedIn: true, username: 'ann', loading: false });
  });

  it('clears the session in memory when the saved token cannot be decoded', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('token', 'not-a-token');
    localStorage.setItem('roles', 'also not json');
    renderSession();
    expect(state()).toMatchObject({ token: null, roles: [], signedIn: false });
    expect(error).toHaveBeenCalledWith('Failed to decode token');
  });

  it('does not lock the user out when the device clock runs ahead of the server', async () => {
    // The server issued this token a moment ago, valid for an hour by its clock.
    const fresh = tokenWith({ sub: 'ann', roles: ['USER'], exp: inAnHour() });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 3 * 60 * 60 * 1000);
      localStorage.setItem('token', fresh);
      const { user } = renderSession();
      expect(state()).toMatchObject({ signedIn: true, roles: ['USER'], username: 'ann' });
      await user.click(screen.getByRole('button', { name: 'login' }));
      expect(state()).toMatchObject({ signedIn: true, roles: ['ADMIN'] });
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves an expired token to the server: still signed in until a call is refused', () => {
    localStorage.setItem('token', tokenWith({ roles: ['USER'], exp: Math.floor(Date.now() / 1000) - 60 }));
    renderSession();
    // The server's 401 removes the token and leaves (src/api/client.test.ts, forced sign-out).
    expect(state()).toMatchObject({ signedIn: true, roles: ['USER'] });
  });

  it('login stores the token and the roles (a string claim becomes a list)', async () => {
    const { user } = renderSession();
    await user.click(screen.getByRole('button', { name: 'login' }));
    expect(state()).toMatchObject({ roles: ['ADMIN'], signedIn: true, username: 'ann' });
    expect(localStorage.getItem('token')).toBe(state().token);
    expect(localStorage.getItem('roles')).toBe('["ADMIN"]');
  });

  it('logout clears the session, removes the token but keeps the roles entry, and goes to /', async () => {
    const { user, router } = renderSession();
    await user.click(screen.getByRole('button', { name: 'login' }));
    await user.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('roles')).toBe('["ADMIN"]');
  });

  it('follows a sign-out in another tab', () => {
    localStorage.setItem('token', tokenWith({ roles: ['USER'], exp: inAnHour() }));
    renderSession();
    expect(state()).toMatchObject({ signedIn: true });
    act(() => {
      localStorage.removeItem('token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    });
    expect(state()).toMatchObject({ signedIn: false });
  });
});

describe('useAuth', () => {
  it('refuses to work outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SessionProbe />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
