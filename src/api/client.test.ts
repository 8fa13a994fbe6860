import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { browserNavigation } from '@/lib/browser-navigation';
import { server } from '../../mocks/runtime/node';
import { watchRequests } from '@/testing/watch-requests';
import { login, register } from './auth';
import { api, apiPath, isSignInRequest } from './client';
import { probeHealth } from './health';
import { getCurrentUser, listRoles, listUsers, updateUser } from './users';

const url = (path: string) => new URL(apiPath(path), env.apiBaseUrl).href;

async function signIn(username = 'admin', password = 'admin123') {
  const { token } = await login({ username, password });
  localStorage.setItem('token', token);
  return token;
}

describe('the API client', () => {
  it('sends the stored token as a bearer header', async () => {
    const token = await signIn();
    let seen: string | null = null;
    server.use(
      http.get(url('/api/users/me'), ({ request }) => {
        seen = request.headers.get('Authorization');
        return HttpResponse.json({ id: 1, username: 'admin', email: 'admin@invoicing.example.nz', roles: ['ADMIN'] });
      }),
    );
    await getCurrentUser();
    expect(seen).toBe(`Bearer ${token}`);
  });

  it('sends no Authorization header when no token is stored', async () => {
    let seen: string | null = 'unset';
    server.use(
      http.get(url('/api/users/roles'), ({ request }) => {
        seen = request.headers.get('Authorization');
        return HttpResponse.json(['USER', 'ADMIN']);
      }),
    );
    await api.get(apiPath('/api/users/roles')).json();
    expect(seen).toBeNull();
  });

  it('sends the stored token on every call, anonymous endpoints included, except the two sign-in calls', async () => {
    const token = await signIn();
    const seen = new Map<string, string | null>();
    watchRequests((request) => seen.set(`${request.method} ${new URL(request.url).pathname}`, request.headers.get('Authorization')));
    await login({ username: 'user', password: 'user123' });
    await register({ username: 'newcomer', email: 'newcomer@example.nz', password: 'secret123' });
    await listRoles();
    await getCurrentUser();
    expect(Object.fromEntries(seen)).toEqual({
      'POST /auth/login': null,
      'POST /auth/register': null,
      'GET /api/users/roles': `Bearer ${token}`,
      'GET /api/users/me': `Bearer ${token}`,
    });
  });

  it('tells the sign-in calls apart by their whole path under the base address', () => {
    expect(isSignInRequest('https://api.example.nz/backend/auth/login', 'https://api.example.nz/backend/')).toBe(true);
    expect(isSignInRequest('https://api.example.nz/backend/auth/register?x=1', 'https://api.example.nz/backend/')).toBe(true);
    expect(isSignInRequest('https://api.example.nz/auth/login', 'https://api.example.nz/backend/')).toBe(false);
    expect(isSignInRequest('https://api.example.nz/backend/auth/login/extra', 'https://api.example.nz/backend/')).toBe(false);
    expect(isSignInRequest('https://other.example/backend/auth/login', 'https://api.example.nz/backend/')).toBe(false);
    expect(isSignInRequest('https://api.example.nz/backend/api/users/roles', 'https://api.example.nz/backend/')).toBe(false);
  });

  it('sends the stored token to the health probe, and none when no token is stored', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get(url('/actuator/health'), ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ status: 'UP' });
      }),
    );
    await probeHealth();
    const token = await signIn();
    await probeHealth();
    expect(seen).toEqual([null, `Bearer ${token}`]);
  });

  it('asks the browser to send credentials on cross-site requests', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get(url('/api/users/roles'), ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json(['USER']);
      }),
    );
    await api.get(apiPath('/api/users/roles')).json();
    expect(credentials).toBe('include');
  });

  it.each([401, 403])('on %i removes the stored token, goes to / and still rejects', async (status) => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    localStorage.setItem('token', 'stale');
    localStorage.setItem('roles', '["ADMIN"]');
    server.use(
      http.get(url('/api/users'), () =>
        HttpResponse.json({ title: 'x', status }, { status, headers: { 'Content-Type': 'application/problem+json' } }),
      ),
    );

    await expect(listUsers()).rejects.toMatchObject({ response: { status } });
    expect(localStorage.getItem('token')).toBeNull();
    // Logout keeps the roles entry, and so does a forced sign-out.
    expect(localStorage.getItem('roles')).toBe('["ADMIN"]');
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('treats a real expired-session answer from the mock backend as a forced sign-out', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    localStorage.setItem('token', 'not-a-jwt');
    await expect(getCurrentUser()).rejects.toMatchObject({ response: { status: 401 } });
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('leaves other failures to the caller without signing out', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    await signIn();
    await expect(updateUser(999, { email: 'x@example.com' })).rejects.toMatchObject({ response: { status: 404 } });
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not treat a wrong password as a forced sign-out', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    localStorage.setItem('token', 'previous-session');
    await expect(login({ username: 'admin', password: 'wrong' })).rejects.toMatchObject({ response: { status: 401 } });
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('previous-session');
  });

  it('announces a forced sign-out before leaving, so editors can keep unsaved work', async () => {
    const steps: string[] = [];
    vi.spyOn(browserNavigation, 'assign').mockImplementation((path) => steps.push(`leave for ${path}`));
    const listener = () => steps.push('announce');
    window.addEventListener('session:forced-sign-out', listener);
    localStorage.setItem('token', 'stale');
    const failure = await getCurrentUser().catch((error: unknown) => error);
    window.removeEventListener('session:forced-sign-out', listener);
    // The server's own answer to a token it cannot read reaches the caller, not some other failure.
    expect(failure).toBeInstanceOf(HTTPError);
    expect(failure).toMatchObject({ response: { status: 401 }, data: { status: 401, title: 'Unauthorized' } });
    expect(steps).toEqual(['announce', 'leave for /']);
  });
});
