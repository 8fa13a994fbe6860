// What every endpoint shares at the edge: 405 with Allow, 406, 413, 415 and 404 as problem
// details, and CORS preflights for the app's origin (with --origin).
import { offers, UNKNOWN_ID, type Context } from './journey-support';
import type { KitAnswer } from './session';

const FOREIGN_ORIGIN = 'https://contract-verify.invalid';
const listed = (header: string | null) => (header ?? '').toLowerCase().split(/\s*,\s*/);

export async function edges(ctx: Context): Promise<void> {
  const { session, tokens } = ctx;
  await session.call(
    'Accept: application/xml: 406',
    { method: 'GET', path: '/api/users/me', token: tokens.user, headers: { Accept: 'application/xml' } },
    { status: 406 },
  );
  await session.call(
    'unknown path: 404',
    { method: 'GET', path: '/api/contract-verify-no-such-path', token: tokens.user },
    { status: 404 },
  );
  if (ctx.readOnly) return;

  // On the invoices when the service has them, else on the users every service has.
  const invoices = offers(ctx, 'invoices');
  const template = invoices ? '/api/invoices/{id}' : '/api/users/{id}';
  const documented = session.contract.operations.filter((op) => op.template === template).map((op) => op.method.toUpperCase());
  await session.call(
    'PATCH, a method the path does not take: 405 with Allow',
    { method: 'PATCH', path: template.replace('{id}', String(UNKNOWN_ID)), token: invoices ? tokens.user : tokens.admin, body: {} },
    {
      status: 405,
      check: (answer) => {
        const allow = listed(answer.headers.get('Allow')).map((m) => m.toUpperCase());
        const missing = documented.filter((method) => !allow.includes(method));
        return missing.length === 0 ? [] : [`Allow must list ${documented.join(', ')}; got '${answer.headers.get('Allow') ?? 'none'}'`];
      },
    },
  );
  await session.call(
    'a form body: 415',
    { method: 'POST', path: '/auth/login', rawBody: 'username=a&password=b', contentType: 'application/x-www-form-urlencoded' },
    { status: 415, invalidRequest: true },
  );
  // Over 1 MiB, and refused by validation too (notes at most 2000), so it creates nothing if let through.
  const huge = JSON.stringify({
    businessId: 0,
    clientId: 0,
    issueDate: ctx.today,
    dueDate: ctx.today,
    lines: [],
    notes: 'x'.repeat(1024 * 1024 + 16),
  });
  await session.call(
    'a body over 1 MiB: 413',
    { method: 'POST', path: invoices ? '/api/invoices' : '/api/users', token: invoices ? tokens.user : tokens.admin, rawBody: huge },
    { status: 413, invalidRequest: true },
  );
}

function preflightProblems(answer: KitAnswer, origin: string, method: string): string[] {
  const problems: string[] = [];
  if (answer.headers.get('Access-Control-Allow-Origin') !== origin) problems.push(`Access-Control-Allow-Origin must be ${origin}`);
  if (answer.headers.get('Access-Control-Allow-Credentials') !== 'true') problems.push('Access-Control-Allow-Credentials must be true');
  const methods = listed(answer.headers.get('Access-Control-Allow-Methods'));
  if (!methods.includes(method.toLowerCase()) && !methods.includes('*')) problems.push(`Access-Control-Allow-Methods must list ${method}`);
  const headers = listed(answer.headers.get('Access-Control-Allow-Headers'));
  for (const header of ['authorization', 'content-type', 'idempotency-key']) {
    if (!headers.includes(header)) problems.push(`Access-Control-Allow-Headers must list ${header}`);
  }
  return problems;
}

/** Preflights from the app's origin for each method the app uses, and one from a foreign origin. */
export async function cors(ctx: Context, origin: string): Promise<void> {
  const { session } = ctx;
  const [list, one] = offers(ctx, 'invoices')
    ? ['/api/invoices', `/api/invoices/${UNKNOWN_ID}`]
    : ['/api/users', `/api/users/${UNKNOWN_ID}`];
  for (const [method, path] of [
    ['GET', list],
    ['POST', list],
    ['PUT', one],
    ['DELETE', one],
  ] as const) {
    await session.call(
      `CORS preflight for ${method} from ${origin}`,
      {
        method: 'OPTIONS',
        path,
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
        },
      },
      { status: [200, 204], check: (answer) => preflightProblems(answer, origin, method) },
    );
  }
  await session.call(
    'CORS preflight from a foreign origin: refused',
    { method: 'OPTIONS', path: list, headers: { Origin: FOREIGN_ORIGIN, 'Access-Control-Request-Method': 'POST' } },
    {
      status: [403],
      anyBody: true,
      check: (answer) =>
        answer.headers.get('Access-Control-Allow-Origin') === null ? [] : ['a foreign origin must get no Access-Control-Allow-Origin'],
    },
  );
}
