import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { signForeignToken, signToken } from '../runtime/auth';
import { call, tokenFor } from '../testing/call';

describe('POST /auth/login', () => {
  it('issues an HS256 JWT with sub, roles and a one-hour expiry', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { status, json } = await call('POST', '/auth/login', { body: { username: 'admin', password: 'admin123' } });
    const after = Math.floor(Date.now() / 1000);
    expect(status).toBe(200);
    const token = json.token as string;
    const header = JSON.parse(atob(token.split('.')[0] ?? '')) as { alg: string };
    expect(header.alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(claims.sub).toBe('admin');
    expect(claims.roles).toEqual(['ADMIN', 'USER']);
    // An hour from when it was issued, however long the call took.
    expect(claims.exp).toBeGreaterThanOrEqual(before + 3600);
    expect(claims.exp).toBeLessThanOrEqual(after + 3600);
  });

  it('refuses a wrong password with 401 problem details', async () => {
    const { status, contentType, json } = await call('POST', '/auth/login', { body: { username: 'admin', password: 'nope' } });
    expect(status).toBe(401);
    expect(contentType).toContain('application/problem+json');
    expect(json).toMatchObject({ status: 401, title: 'Unauthorized' });
  });

  it('answers malformed JSON with 400, naming the problem', async () => {
    const { status, json } = await call('POST', '/auth/login', { rawBody: '{"username": "admin",' });
    expect(status).toBe(400);
    expect(json.detail).toMatch(/not valid JSON/);
  });

  // The words login-page.test.tsx asserts for the same input (src/lib/requests/account.ts).
  it("names blank fields in the sign-in form's words", async () => {
    const { status, json } = await call('POST', '/auth/login', { body: { username: '  ', password: '' } });
    expect(status).toBe(400);
    expect(json.errors).toEqual([
      { field: 'username', message: 'Enter your username' },
      { field: 'password', message: 'Enter your password' },
    ]);
  });

  it('answers a missing field with 400 naming the field', async () => {
    const { status, json } = await call('POST', '/auth/login', { body: { username: 'admin' } });
    expect(status).toBe(400);
    expect(json.errors).toEqual([expect.objectContaining({ field: 'password' })]);
  });
});

describe('protected endpoints', () => {
  it('answer 401 without a token', async () => {
    expect((await call('GET', '/api/users/me')).status).toBe(401);
  });

  it('answer 401 for a malformed token', async () => {
    expect((await call('GET', '/api/users/me', { token: 'abc.def' })).status).toBe(401);
  });

  it('answer 401 for a token signed with another key', async () => {
    const token = await signForeignToken({ username: 'admin', roles: ['ADMIN'] });
    expect((await call('GET', '/api/users/me', { token })).status).toBe(401);
  });

  it('answer 401 for an expired token', async () => {
    const token = await signToken({ username: 'admin', roles: ['ADMIN'] }, -10);
    const { status, json } = await call('GET', '/api/users/me', { token });
    expect(status).toBe(401);
    expect(json.detail).toMatch(/expired/);
  });

  it('answer 401 for a correctly signed token without exp, which would never expire (decision 142)', async () => {
    const token = await signToken({ username: 'admin', roles: ['ADMIN'] }, null);
    const { status, json } = await call('GET', '/api/users/me', { token });
    expect(status).toBe(401);
    expect(json.detail).toBe('The token has no expiry (exp).');
  });

  it('answer 401 for an unsigned ("alg: none") token', async () => {
    const unsigned = `${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify({ sub: 'admin', roles: ['ADMIN'] }))}.`;
    expect((await call('GET', '/api/users', { token: unsigned })).status).toBe(401);
    const forged = await new SignJWT({ roles: ['ADMIN'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin')
      .sign(Uint8Array.from([1, 2, 3]));
    expect((await call('GET', '/api/users', { token: forged })).status).toBe(401);
  });

  it('answer 403 when the role is missing', async () => {
    const token = await tokenFor('user', 'user123');
    const { status, json } = await call('GET', '/api/users', { token });
    expect(status).toBe(403);
    expect(json).toMatchObject({ status: 403, title: 'Forbidden' });
  });
});

describe('POST /auth/register', () => {
  it('creates an account that can sign in, and never returns the password', async () => {
    const { status, json } = await call('POST', '/auth/register', {
      body: { username: 'ngaio', email: 'ngaio@example.nz', password: 's3cret!', role: 'USER' },
    });
    expect(status).toBe(201);
    expect(json).toEqual({ id: expect.any(Number), username: 'ngaio', email: 'ngaio@example.nz', roles: ['USER'] });
    expect(JSON.stringify(json)).not.toMatch(/s3cret|password/i);
    await expect(tokenFor('ngaio', 's3cret!')).resolves.toEqual(expect.any(String));
  });

  it('defaults the role to USER', async () => {
    const { json } = await call('POST', '/auth/register', { body: { username: 'tama', email: 'tama@example.nz', password: 'pw' } });
    expect(json.roles).toEqual(['USER']);
  });

  it('refuses a duplicate username or email with 409 and a readable reason', async () => {
    const taken = await call('POST', '/auth/register', { body: { username: 'Admin', email: 'new@example.nz', password: 'pw' } });
    expect(taken.status).toBe(409);
    expect(taken.json.detail).toBe("Username 'Admin' is already taken.");
    const email = await call('POST', '/auth/register', { body: { username: 'new', email: 'USER@invoicing.example.nz', password: 'pw' } });
    expect(email.status).toBe(409);
    expect(email.json.detail).toMatch(/already exists/);
  });

  it('refuses an invalid email with 400 naming the field', async () => {
    const { status, json } = await call('POST', '/auth/register', { body: { username: 'x', email: 'not-an-email', password: 'pw' } });
    expect(status).toBe(400);
    expect(json.errors).toEqual([{ field: 'email', message: 'Enter an email address in the correct format, like name@example.com' }]);
  });

  // The words register-page.test.tsx asserts for the same input (src/lib/requests/account.ts).
  it("names blank fields in the register form's words", async () => {
    const { status, json } = await call('POST', '/auth/register', { body: { username: ' ', email: '', password: '' } });
    expect(status).toBe(400);
    expect(json.errors).toEqual([
      { field: 'username', message: 'Enter a username' },
      { field: 'email', message: 'Enter an email address like name@example.com' },
      { field: 'password', message: 'Enter a password' },
    ]);
    expect(json.detail).toBe('username: Enter a username');
  });

  it('refuses an unknown role', async () => {
    const { status, json } = await call('POST', '/auth/register', {
      body: { username: 'x', email: 'x@example.nz', password: 'pw', role: 'ROOT' },
    });
    expect(status).toBe(400);
    expect(json.errors).toEqual([expect.objectContaining({ field: 'role' })]);
  });
});
