// @vitest-environment node
// A property test: random and hostile requests at every path of openapi.yaml (odd path segments,
// methods, query strings, bodies, content types and tokens), through the MSW handlers and through
// the HTTP server. Whatever arrives, the mock never answers 5xx, never lets a request fall
// through, and every 4xx is problem details. Seeded, so a failure reproduces.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { addDays, todayIn } from '../../src/lib/calendar-date';
import { signForeignToken, signToken } from './auth';
import { SEED_ACCOUNTS, seed } from '../seed/seed';
import { handlerCaller, type Call } from '../testing/call';
import { bothBackends, useBackend } from '../testing/http-server';

// Fixed by default; MOCK_FUZZ_SEED and MOCK_FUZZ_RUNS explore further (a failure prints its seed).
const RUNS = Number(process.env.MOCK_FUZZ_RUNS ?? 300);
const SEED = Number(process.env.MOCK_FUZZ_SEED ?? 20_250_611);
// Longer runs explore further, so they get time in proportion (the default runs fit the usual 15 s).
const FUZZ_TIMEOUT_MS = Math.max(15_000, RUNS * 50);
const BODY_LIMIT = 64 * 1024;

const paths = (parse(readFileSync(resolve(process.cwd(), 'openapi.yaml'), 'utf8')) as { paths: Record<string, object> }).paths;
/** Each path template with the methods the contract gives it. */
const operations = Object.entries(paths).map(([template, item]) => ({
  template,
  methods: Object.keys(item)
    .filter((key) => ['get', 'post', 'put', 'delete'].includes(key))
    .map((method) => method.toUpperCase()),
}));

// ---------------------------------------------------------------------------------------------
// Paths

const segmentArb = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom('1', '2', '3', '4', '40', '41') },
  fc.constantFrom('0', '-1', '1.5', '1e3', '0x10', '999999999999999', '9999999999999999999999', 'summary', 'null', 'undefined'),
  fc.constantFrom('..', '.', '%2e%2e', '%00', '%ff', '%', '%%', '%E0%A4%A', '%2F', '%252F', '%20', 'é', '😀', '\u202e', '\u0000'),
  fc.constantFrom('a'.repeat(5000), '1'.repeat(300), '<script>', "1' OR '1'='1", '${jndi:ldap://x}'),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.string({ maxLength: 20 }),
);

const queryValueArb = fc.oneof(
  fc.constantFrom('1', '0', '-1', '2000', '2001', '1e9', 'NaN', '', '%zz', 'issueDate,desc', 'total,asc,extra', 'OVERDUE', 'NOPE'),
  fc.constantFrom('2025-02-30', '9999-12-31', '0100-02-01', '999999999999999', 'x'.repeat(500), 'NZD', 'XYZ'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const queryArb = fc
  .array(
    fc.tuple(
      fc.constantFrom('page', 'size', 'sort', 'status', 'businessId', 'clientId', 'from', 'to', 'q', 'version', 'currency', 'x'),
      queryValueArb,
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));

const ODD_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'PROPFIND', 'MKCOL'];

/** Mostly a documented method on a real path; sometimes anything. */
const targetArb = fc.constantFrom(...operations).chain(({ template, methods }) =>
  fc.record({
    method: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...methods) }, fc.constantFrom(...ODD_METHODS)),
    segment: segmentArb,
    suffix: fc.oneof({ weight: 12, arbitrary: fc.constant('') }, fc.constantFrom('/', '/extra', '//', '/..')),
    query: queryArb,
    template: fc.constant(template),
  }),
);

// ---------------------------------------------------------------------------------------------
// Bodies: none, any JSON, malformed or huge text, or a valid body with one field replaced.

const today = todayIn();
const LINE = { description: 'Labour', quantity: '2', unitPrice: 8000, taxCode: 'STANDARD' };
const INVOICE = { businessId: 1, clientId: 1, issueDate: today, dueDate: addDays(today, 14), lines: [LINE, LINE] };
const SCHEDULE = {
  businessId: 1,
  clientId: 1,
  frequency: 'WEEKLY',
  startDate: today,
  endType: 'NEVER',
  mode: 'ISSUE',
  paymentTermsDays: 7,
  lines: [LINE],
};
const VALID_BODIES: unknown[] = [
  { username: 'admin', password: 'admin123' },
  { username: 'someone', email: 'someone@example.nz', password: 'secret-1', role: 'USER' },
  { username: 'other', email: 'other@example.nz', password: 'secret-1', roles: ['ADMIN'] },
  { businessName: 'Hostile Ltd', businessGst: '123-456-789', businessPermittedLogins: ['user'] },
  { linkedBusinessId: 1, clientName: 'Hostile client' },
  INVOICE,
  { ...INVOICE, version: 0, discount: { type: 'PERCENT', rate: 1000 } },
  { version: 0 },
  { version: 0, amount: 500, paidOn: today, method: 'CASH' },
  { version: 0, reason: 'Entered twice' },
  SCHEDULE,
  { ...SCHEDULE, version: 0 },
  {
    to: ['mere@example.com'],
    cc: ['nobody@bounce.test'],
    subject: 'Invoice',
    message: 'Kia ora',
    attachment: { fileName: 'a.pdf', content: 'JVBERi0xLjcK' },
  },
  { subject: 'Invoice {number}', message: 'Kia ora {client}' },
];
const FIELDS = [
  'username',
  'password',
  'email',
  'roles',
  'role',
  'businessName',
  'businessPermittedLogins',
  'businessInvoiceSequenceNumber',
  'linkedBusinessId',
  'businessId',
  'clientId',
  'issueDate',
  'dueDate',
  'currency',
  'discount',
  'discount.amount',
  'discount.rate',
  'lines',
  'lines.0',
  'lines.1.quantity',
  'lines.0.unitPrice',
  'lines.1.taxCode',
  'lines.0.taxRate',
  'lines.0.description',
  'version',
  'amount',
  'paidOn',
  'method',
  'reason',
  'startDate',
  'endDate',
  'endType',
  'frequency',
  'dayOfMonth',
  'to',
  'to.0',
  'cc',
  'subject',
  'message',
  'attachment',
  'attachment.content',
  'attachment.fileName',
  '__proto__',
  'constructor',
];
/** JSON tokens JSON.stringify cannot write: they reach the server as text. */
const RAW_TOKENS = ['1e400', '-1e400', '-0', '123456789012345678901234567890', '0.1e-400', '9007199254740993'];
class RawToken {
  constructor(readonly text: string) {}
}

function withField(body: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) return copy;
    node = next as Record<string, unknown>;
  }
  Object.defineProperty(node, keys[keys.length - 1] ?? '', { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

const fieldValueArb = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, '', -1, 0, 2 ** 53, Number.MAX_SAFE_INTEGER, 1.5, 'x'.repeat(3000), [], {}, true, '2025-13-45', 'DROP'),
  fc.constantFrom('9999-12-31', '0100-02-01', '1990-01-01', '10000-01-01', ' 1 ', '1e400'),
  fc.constantFrom(...RAW_TOKENS).map((token) => new RawToken(token)),
);

const mutatedArb = fc
  .record({ base: fc.constantFrom(...VALID_BODIES), field: fc.constantFrom(...FIELDS), value: fieldValueArb })
  .map(({ base, field, value }) => {
    if (value instanceof RawToken) return JSON.stringify(withField(base, field, '__RAW__')).replace('"__RAW__"', value.text);
    return JSON.stringify(withField(base, field, value));
  });

const bodyArb = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 4, arbitrary: mutatedArb },
  fc.constantFrom(...VALID_BODIES).map((body) => JSON.stringify(body)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.constantFrom('{', '{"username": ', 'null', '[]', '"text"', '42', '\u0000', '{"a":1}{"b":2}', '\ufeff{}', '[[[[[[[[[['),
  fc.constantFrom('['.repeat(20_000) + ']'.repeat(20_000), `{"username":"${'x'.repeat(100_000)}"}`),
  fc.string({ maxLength: 200 }),
);

const contentTypeArb = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/problem+json',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/jsonx',
  ';;;',
  undefined,
);

// ---------------------------------------------------------------------------------------------
// Callers

type Token = 'none' | 'admin' | 'user' | 'mere' | 'expired' | 'foreign' | 'garbage' | 'huge';
const tokenArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<Token>('admin', 'user', 'mere') },
  fc.constantFrom<Token>('none', 'expired', 'foreign', 'garbage', 'huge'),
);

async function tokens(): Promise<Record<Token, string | undefined>> {
  const account = (name: keyof typeof SEED_ACCOUNTS) => ({ username: name, roles: [...SEED_ACCOUNTS[name].roles] });
  const [admin, user, mere] = [account('admin'), account('user'), account('mere')];
  return {
    none: undefined,
    admin: await signToken(admin),
    user: await signToken(user),
    mere: await signToken(mere),
    expired: await signToken(admin, -60),
    foreign: await signForeignToken(admin),
    garbage: 'not.a.jwt',
    huge: 'x'.repeat(6000),
  };
}

const requestArb = fc
  .record({ target: targetArb, body: bodyArb, contentType: contentTypeArb, token: tokenArb })
  .map(({ target: { method, template, segment, suffix, query }, ...rest }) => ({
    method,
    path: `${template.replace(/\{[^}]+\}/g, segment)}${suffix}${query}`,
    ...rest,
  }));

interface Answer {
  status: number;
  contentType: string | null;
  json: unknown;
}

function expectAcceptable(method: string, answer: Answer, label: string) {
  expect(answer.status, label).toBeLessThan(500);
  if (answer.status < 400 || method === 'HEAD') return;
  expect(answer.contentType, label).toMatch(/^application\/problem\+json/);
  expect(answer.json, label).toMatchObject({ status: answer.status, title: expect.any(String) });
}

describe.each(bothBackends(handlerCaller(), { bodyLimitBytes: BODY_LIMIT }))('hostile requests to %s', (_label, start) => {
  const backend = useBackend(start);

  it(
    'never answer 5xx, never fall through, and answer every 4xx with problem details',
    async () => {
      const via = backend();
      const signed = await tokens();
      await fc.assert(
        fc.asyncProperty(requestArb, async ({ method, path, body, contentType, token }) => {
          const sent = method === 'GET' || method === 'HEAD' ? undefined : body;
          const answer = await via(method, path, {
            ...(signed[token] ? { token: signed[token] } : {}),
            ...(sent !== undefined ? { rawBody: sent } : {}),
            ...(contentType ? { contentType } : {}),
          });
          expectAcceptable(method, answer, `${method} ${path.slice(0, 200)} (${token}, ${contentType ?? 'no type'})`);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

// The requests issue 21 found breaking the mock for everyone, fired before the random ones.
const KNOWN_HOSTILE: Array<{ method: string; path: string; body?: unknown; token: Token }> = [
  { method: 'POST', path: '/api/schedules', body: { ...SCHEDULE, startDate: '9999-12-31' }, token: 'admin' },
  { method: 'POST', path: '/api/schedules', body: { ...SCHEDULE, startDate: '1990-01-01' }, token: 'admin' },
  { method: 'PUT', path: '/api/schedules/1', body: { ...SCHEDULE, startDate: '9999-12-31', version: 0 }, token: 'admin' },
  { method: 'POST', path: '/api/invoices', body: { ...INVOICE, issueDate: '9999-12-31', dueDate: '9999-12-31' }, token: 'admin' },
  { method: 'GET', path: '/api/businesses/1/gst-returns/0100-02', token: 'admin' },
  { method: 'GET', path: '/api/businesses/1/gst-returns/9999-12', token: 'admin' },
  { method: 'GET', path: '/api/invoices?page=999999999999999', token: 'admin' },
];

/** Another user's everyday requests: their list and a new draft. Never the hostile caller's own account. */
async function expectCanaryWorks(via: Call, signed: Record<Token, string | undefined>, hostile: Token, label: string) {
  const canary =
    hostile === 'user' ? { token: signed.admin, businessId: 2, clientId: 4 } : { token: signed.user, businessId: 1, clientId: 1 };
  const listed = await via('GET', '/api/invoices?size=1', { ...(canary.token ? { token: canary.token } : {}) });
  expect(listed.status, `list after ${label}`).toBe(200);
  const draft = {
    ...INVOICE,
    businessId: canary.businessId,
    clientId: canary.clientId,
    issueDate: todayIn(),
    dueDate: addDays(todayIn(), 14),
  };
  const created = await via('POST', '/api/invoices', { ...(canary.token ? { token: canary.token } : {}), body: draft });
  expect(created.status, `draft after ${label}`).toBe(201);
}

describe.each(bothBackends(handlerCaller(), { bodyLimitBytes: BODY_LIMIT }))('a hostile request to %s', (_label, start) => {
  const backend = useBackend(start);

  it(
    "never breaks another user's list or new draft",
    async () => {
      const via = backend();
      const signed = await tokens();
      for (const { method, path, body, token } of KNOWN_HOSTILE) {
        const answer = await via(method, path, { ...(signed[token] ? { token: signed[token] } : {}), ...(body ? { body } : {}) });
        expectAcceptable(method, answer, `${method} ${path}`);
        await expectCanaryWorks(via, signed, token, `${method} ${path}`);
      }
      await fc.assert(
        fc.asyncProperty(requestArb, async ({ method, path, body, contentType, token }) => {
          const sent = method === 'GET' || method === 'HEAD' ? undefined : body;
          const label = `${method} ${path.slice(0, 200)} (${token}, ${contentType ?? 'no type'})`;
          const answer = await via(method, path, {
            ...(signed[token] ? { token: signed[token] } : {}),
            ...(sent !== undefined ? { rawBody: sent } : {}),
            ...(contentType ? { contentType } : {}),
          });
          expectAcceptable(method, answer, label);
          // An ADMIN's write that succeeded is an authorised change, not a failure: it may remove the
          // canary's account, business or client. The seed is restored instead of checking the canary.
          if (token === 'admin' && method !== 'GET' && method !== 'HEAD' && answer.status < 300) {
            await seed();
            return;
          }
          await expectCanaryWorks(via, signed, token, label);
        }),
        { numRuns: Math.ceil(RUNS / 3), seed: SEED + 1, endOnFailure: true },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
