// An ADMIN demoted while signed in (docs/backend.md#roles): the token still says ADMIN, but the
// service reads the roles stored now, so the next admin call is 403, and the client's forced
// sign-out follows (docs/product.md#forced-sign-out).
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/lib/browser-navigation';
import { rolesFromToken } from '@/lib/token';
import { call, tokenFor } from '../../mocks/testing/call';
import { login } from './auth';
import { listUsers } from './users';

describe('an administrator demoted mid-session', () => {
  it('gets 403 on the next admin call, and is signed out', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const admin = await tokenFor('admin', 'admin123');
    const created = await call('POST', '/api/users', {
      token: admin,
      body: { username: 'deputy', email: 'deputy@example.nz', password: 'deputy-1', roles: ['ADMIN'] },
    });
    expect(created.status).toBe(201);

    const { token } = await login({ username: 'deputy', password: 'deputy-1' });
    localStorage.setItem('token', token);
    expect(await listUsers()).toEqual(expect.arrayContaining([expect.objectContaining({ username: 'deputy' })]));

    const demoted = await call('PUT', `/api/users/${String(created.json.id)}`, { token: admin, body: { roles: ['USER'] } });
    expect(demoted.status).toBe(200);
    // The token in the browser still claims ADMIN; the server does not believe it.
    expect(rolesFromToken(token)).toContain('ADMIN');

    await expect(listUsers()).rejects.toMatchObject({ response: { status: 403 } });
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });
});
