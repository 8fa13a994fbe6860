// Accounts: health, the role list, sign-in, registration, the profile and user management,
// including the refusals (401, 403, 404, 409, 400 naming a field) and a demoted administrator.
import { Blocked, body, list, need, UNKNOWN_ID, type Context } from './journey-support';
import { tokenExpires } from './journey-hardening';
import type { KitAnswer } from './session';

const expectUser = (username: string) => (answer: KitAnswer) => {
  const name = body(answer).username;
  return name === username ? [] : [`username must be ${username}, got ${String(name)}`];
};

export async function signIn(ctx: Context): Promise<void> {
  const { session, admin, user } = ctx;
  for (const [role, account] of [
    ['admin', admin],
    ['user', user],
  ] as const) {
    const answer = await session.call(
      `sign in as ${account.username}`,
      { method: 'POST', path: '/auth/login', body: account },
      { status: 200, check: tokenExpires },
    );
    const token = body(answer).token;
    if (typeof token !== 'string') throw new Blocked(`signing in as ${account.username} (--${role}) failed`);
    ctx.tokens[role] = token;
  }
}

export async function anonymous(ctx: Context): Promise<void> {
  const { session, run } = ctx;
  await session.call('health', { method: 'GET', path: '/actuator/health' }, { status: 200 });
  await session.call(
    'health is dated: the server’s clock, readable from the app’s origin',
    { method: 'GET', path: '/actuator/health' },
    {
      status: 200,
      check: datedProblems,
    },
  );
  await session.call(
    'role names, anonymous',
    { method: 'GET', path: '/api/users/roles' },
    {
      status: 200,
      check: (answer) => (Array.isArray(answer.json) && answer.json.length > 0 ? [] : ['must list at least one role']),
    },
  );
  await session.call(
    'wrong password: 401',
    { method: 'POST', path: '/auth/login', body: { username: `kit-${run}-nobody`, password: 'not-the-password' } },
    { status: 401 },
  );
  await session.call(
    'no username: 400',
    { method: 'POST', path: '/auth/login', body: { password: 'x' } },
    { status: 400, invalidRequest: true, field: 'username' },
  );
  if (ctx.readOnly) return;

  const registered = { username: `kit-${run}-reg`, email: `kit-${run}-reg@example.com`, password: `Kit-${run}-pw1` };
  const answer = await session.call(
    'register',
    { method: 'POST', path: '/auth/register', body: registered },
    { status: 201, check: expectUser(registered.username) },
  );
  const id = need(answer, 201, 'registering');
  ctx.cleanup.add(`delete registered user ${registered.username}`, () => deleteUser(ctx, id, registered.username));
  await session.call('register the same username: 409', { method: 'POST', path: '/auth/register', body: registered }, { status: 409 });
  await session.call(
    'register with a malformed email: 400',
    { method: 'POST', path: '/auth/register', body: { ...registered, username: `kit-${run}-reg2`, email: 'not-an-email' } },
    { status: 400, invalidRequest: true, field: 'email' },
  );
}

async function deleteUser(ctx: Context, id: number, username: string): Promise<void> {
  await ctx.session.call(
    `delete user ${username}`,
    { method: 'DELETE', path: `/api/users/${id}`, token: ctx.tokens.admin },
    { status: 204 },
  );
}

export async function users(ctx: Context): Promise<void> {
  const { session, run, tokens } = ctx;
  await session.call(
    'own profile',
    { method: 'GET', path: '/api/users/me', token: tokens.user },
    { status: 200, check: expectUser(ctx.user.username) },
  );
  await session.call('profile without a token: 401', { method: 'GET', path: '/api/users/me' }, { status: 401 });
  await session.call(
    'profile with a forged token: 401',
    { method: 'GET', path: '/api/users/me', token: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' },
    { status: 401 },
  );
  await session.call('every user, as admin', { method: 'GET', path: '/api/users', token: tokens.admin }, { status: 200 });
  await session.call('every user, as a USER: 403', { method: 'GET', path: '/api/users', token: tokens.user }, { status: 403 });
  await session.call('every user, without a token: 401', { method: 'GET', path: '/api/users' }, { status: 401 });
  if (ctx.readOnly) return;

  const created = { username: `kit-${run}-user`, email: `kit-${run}-user@example.com`, password: `Kit-${run}-pw2`, roles: ['USER'] };
  const id = need(
    await session.call(
      'create a user',
      { method: 'POST', path: '/api/users', token: tokens.admin, body: created },
      { status: 201, check: expectUser(created.username) },
    ),
    201,
    'creating a user',
  );
  ctx.made.userId = id;
  ctx.cleanup.add(`delete user ${created.username}`, () => deleteUser(ctx, id, created.username));
  await session.call(
    'create the same username: 409',
    { method: 'POST', path: '/api/users', token: tokens.admin, body: created },
    { status: 409 },
  );
  await session.call(
    'create without a password: 400',
    {
      method: 'POST',
      path: '/api/users',
      token: tokens.admin,
      body: { username: `kit-${run}-nopw`, email: `kit-${run}-nopw@example.com` },
    },
    { status: 400, invalidRequest: true, field: 'password' },
  );
  await session.call(
    'create as a USER: 403',
    { method: 'POST', path: '/api/users', token: tokens.user, body: { ...created, username: `kit-${run}-x` } },
    { status: 403 },
  );

  const email = `kit-${run}-changed@example.com`;
  await session.call(
    'change the email, as admin',
    { method: 'PUT', path: `/api/users/${id}`, token: tokens.admin, body: { email } },
    { status: 200, check: (answer) => (body(answer).email === email ? [] : ['email must be the new one']) },
  );
  const own = body(
    await session.call(
      'sign in as the new user',
      { method: 'POST', path: '/auth/login', body: { username: created.username, password: created.password } },
      { status: 200 },
    ),
  ).token;
  if (typeof own === 'string') {
    await session.call(
      'change own email',
      { method: 'PUT', path: `/api/users/${id}`, token: own, body: { email: `kit-${run}-own@example.com` } },
      { status: 200 },
    );
  }
  await session.call(
    'change a malformed email: 400',
    { method: 'PUT', path: `/api/users/${id}`, token: tokens.admin, body: { email: 'nope' } },
    { status: 400, invalidRequest: true, field: 'email' },
  );
  await session.call(
    'change an unknown user: 404',
    { method: 'PUT', path: `/api/users/${UNKNOWN_ID}`, token: tokens.admin, body: { email } },
    { status: 404 },
  );
  await session.call(
    'delete an unknown user: 404',
    { method: 'DELETE', path: `/api/users/${UNKNOWN_ID}`, token: tokens.admin },
    { status: 404 },
  );
  await session.call('delete as a USER: 403', { method: 'DELETE', path: `/api/users/${id}`, token: tokens.user }, { status: 403 });
  await demotedAdmin(ctx);
}

/** An administrator deletes themselves (409), then loses ADMIN while signed in: the old token gets 403. */
async function demotedAdmin(ctx: Context): Promise<void> {
  const { session, run, tokens } = ctx;
  const deputy = { username: `kit-${run}-admin`, email: `kit-${run}-admin@example.com`, password: `Kit-${run}-pw3`, roles: ['ADMIN'] };
  const id = need(
    await session.call(
      'create an administrator',
      { method: 'POST', path: '/api/users', token: tokens.admin, body: deputy },
      { status: 201 },
    ),
    201,
    'creating an administrator',
  );
  ctx.cleanup.add(`delete user ${deputy.username}`, () => deleteUser(ctx, id, deputy.username));
  const token = body(
    await session.call(
      'sign in as the administrator',
      { method: 'POST', path: '/auth/login', body: { username: deputy.username, password: deputy.password } },
      { status: 200 },
    ),
  ).token;
  if (typeof token !== 'string') throw new Blocked('signing in as the created administrator failed');
  await session.call(
    'an administrator deletes their own account: 409',
    { method: 'DELETE', path: `/api/users/${id}`, token },
    { status: 409 },
  );
  await session.call(
    'demote the administrator to USER',
    { method: 'PUT', path: `/api/users/${id}`, token: tokens.admin, body: { roles: ['USER'] } },
    { status: 200 },
  );
  await session.call(
    "roles are read per request: the demoted administrator's token gets 403",
    { method: 'GET', path: '/api/users', token },
    { status: 403 },
  );
}

export async function loginUsers(ctx: Context): Promise<void> {
  const { session, tokens } = ctx;
  await session.call(
    'usernames for linking, as admin',
    { method: 'GET', path: '/api/admin/users', token: tokens.admin },
    { status: 200, check: (answer) => (list(answer).some((u) => u.username === ctx.admin.username) ? [] : ['must list the admin']) },
  );
  await session.call('usernames, as a USER: 403', { method: 'GET', path: '/api/admin/users', token: tokens.user }, { status: 403 });
}

/**
 * The screens of the specification's service take the company's today from the health check's Date
 * header (src/api/server-date.ts): it must be there, an HTTP date, and exposed to a page on another
 * origin (docs/backend.md#cors).
 */
export function datedProblems(answer: KitAnswer): string[] {
  const date = answer.headers.get('Date');
  if (date === null) return ['must carry a Date header (the server’s clock)'];
  if (Number.isNaN(Date.parse(date))) return [`Date must be an HTTP date, got '${date}'`];
  if (!answer.headers.has('Access-Control-Allow-Origin')) return [];
  const exposed = (answer.headers.get('Access-Control-Expose-Headers') ?? '').toLowerCase().split(/\s*,\s*/);
  return exposed.includes('date') || exposed.includes('*') ? [] : ['Access-Control-Expose-Headers must list Date'];
}
