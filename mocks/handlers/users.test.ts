import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../testing/call';

const admin = () => tokenFor('admin', 'admin123');
const user = () => tokenFor('user', 'user123');

describe('users', () => {
  it('GET /api/users/me returns the caller without a password', async () => {
    const { status, json } = await call('GET', '/api/users/me', { token: await user() });
    expect(status).toBe(200);
    expect(json).toEqual({ id: 2, username: 'user', email: 'user@invoicing.example.nz', roles: ['USER'] });
  });

  it('GET /api/users/roles is open to anonymous callers', async () => {
    const { status, json } = await call('GET', '/api/users/roles');
    expect(status).toBe(200);
    expect(json).toEqual(['USER', 'ADMIN']);
  });

  it('GET /api/users lists every user for an admin, without passwords', async () => {
    const { status, json } = await call('GET', '/api/users', { token: await admin() });
    expect(status).toBe(200);
    expect((json as unknown as Array<{ username: string }>).map((u) => u.username)).toEqual(['admin', 'mere', 'user']);
    expect(JSON.stringify(json)).not.toMatch(/password/i);
  });

  it('POST /api/users creates a user with USER by default, and refuses duplicates with 409', async () => {
    const token = await admin();
    const created = await call('POST', '/api/users', {
      token,
      body: { username: 'kiri', email: 'kiri@example.nz', password: 'pw', roles: [] },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ username: 'kiri', roles: ['USER'] });
    const again = await call('POST', '/api/users', { token, body: { username: 'KIRI', email: 'other@example.nz', password: 'pw' } });
    expect(again.status).toBe(409);
    expect(again.json.detail).toBe("Username 'KIRI' is already taken.");
  });

  // The words user-management-page.test.tsx asserts for the same input (src/lib/requests/account.ts).
  it("POST /api/users names blank fields in the user form's words", async () => {
    const { status, json } = await call('POST', '/api/users', { token: await admin(), body: { username: '', email: '', password: '' } });
    expect(status).toBe(400);
    expect(json.errors).toEqual([
      { field: 'username', message: 'Enter a username' },
      { field: 'email', message: 'Enter an email address like name@example.com' },
      { field: 'password', message: 'Enter a password' },
    ]);
  });

  // The words profile-page.test.tsx and user-management-page.test.tsx assert for the same input.
  it("PUT /api/users/{id} names a malformed email in the forms' words", async () => {
    const { status, json } = await call('PUT', '/api/users/2', { token: await user(), body: { email: 'not-an-email' } });
    expect(status).toBe(400);
    expect(json.errors).toEqual([{ field: 'email', message: 'Enter an email address in the correct format, like name@example.com' }]);
  });

  it('POST /api/users refuses a role outside its list, naming the entry', async () => {
    const { status, json } = await call('POST', '/api/users', {
      token: await admin(),
      body: { username: 'kiri', email: 'kiri@example.nz', password: 'pw', roles: ['USER', 'ROOT'] },
    });
    expect(status).toBe(400);
    expect(json.errors).toEqual([{ field: 'roles.1', message: 'Roles must be among USER, ADMIN.' }]);
  });

  it('PUT /api/users/{id} lets users change their own email and password; a blank password keeps the old one', async () => {
    const token = await user();
    const blank = await call('PUT', '/api/users/2', { token, body: { email: 'new@example.nz', password: '' } });
    expect(blank.status).toBe(200);
    expect(blank.json.email).toBe('new@example.nz');
    await expect(tokenFor('user', 'user123')).resolves.toBeTruthy();

    expect((await call('PUT', '/api/users/2', { token, body: { password: 'changed' } })).status).toBe(200);
    await expect(tokenFor('user', 'changed')).resolves.toBeTruthy();
  });

  it('PUT /api/users/{id} refuses other users and role changes to non-admins with 403', async () => {
    const token = await user();
    expect((await call('PUT', '/api/users/1', { token, body: { email: 'x@example.nz' } })).status).toBe(403);
    expect((await call('PUT', '/api/users/2', { token, body: { roles: ['ADMIN'] } })).status).toBe(403);
  });

  it('PUT /api/users/{id} answers 404 for an unknown user and 409 for a taken email', async () => {
    const token = await admin();
    expect((await call('PUT', '/api/users/999', { token, body: { email: 'x@example.nz' } })).status).toBe(404);
    const taken = await call('PUT', '/api/users/2', { token, body: { email: 'ADMIN@invoicing.example.nz' } });
    expect(taken.status).toBe(409);
  });

  it('renaming a user keeps their business access', async () => {
    const token = await admin();
    expect((await call('PUT', '/api/users/2', { token, body: { username: 'user2' } })).status).toBe(200);
    const businesses = await call('GET', '/api/admin/businesses', { token });
    const logins = (businesses.json as unknown as Array<{ businessPermittedLogins: string[] }>).flatMap((b) => b.businessPermittedLogins);
    expect(logins).toContain('user2');
    expect(logins).not.toContain('user');
  });

  it('DELETE /api/users/{id} removes the user and their business access; an admin cannot delete themselves', async () => {
    const token = await admin();
    const self = await call('DELETE', '/api/users/1', { token });
    expect(self.status).toBe(409);
    expect(self.json.detail).toBe('You cannot delete your own account.');

    expect((await call('DELETE', '/api/users/2', { token })).status).toBe(204);
    expect((await call('DELETE', '/api/users/2', { token })).status).toBe(404);
    const businesses = await call('GET', '/api/admin/businesses', { token });
    expect(JSON.stringify(businesses.json)).not.toContain('"user"');
  });
});
