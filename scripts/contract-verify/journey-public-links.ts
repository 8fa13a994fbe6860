// Public links behind a real proxy (issue 33): what a link opens names no staff (username, email)
// and no internal ids; every public answer is `Cache-Control: no-store` with `Vary: Document-Token`;
// and unknown tokens are counted per client address as the service sees it, whatever
// X-Forwarded-For the caller writes. The kit calls the service directly, so the kit is the socket
// peer: after 10 unknown tokens its address is refused (429), a good token too, for 15 minutes. So
// this section runs after every other that opens a link, and never in read-only mode; a second run
// from the same address within 15 minutes finds it refused (docs/backend.md#client-addresses).
import { Blocked, body, isRecord, need, type Context } from './journey-support';
import { createDraft, draftInput, versionOf } from './journey-invoices';
import type { KitAnswer } from './session';

const LIMIT = 10;
const UNKNOWN = 'C'.repeat(43);
/** Keys the public payload must not have: who in the business did what, and the records' ids. */
const STAFF_KEYS = new Set(['id', 'version', 'businessId', 'clientId', 'createdBy', 'issuedBy', 'recordedBy', 'events', 'payments']);

/** Whether a cache may keep or share the answer. */
function uncached(answer: KitAnswer): string[] {
  const problems: string[] = [];
  const cacheControl = (answer.headers.get('Cache-Control') ?? '').toLowerCase();
  if (!/(^|,)\s*no-store\s*(,|$)/.test(cacheControl)) problems.push(`Cache-Control must say no-store, got '${cacheControl}'`);
  const vary = (answer.headers.get('Vary') ?? '').toLowerCase().split(/\s*,\s*/);
  if (!vary.includes('document-token')) problems.push(`Vary must list Document-Token, got '${vary.join(', ')}'`);
  return problems;
}

/** Staff usernames and emails, and staff or id keys, anywhere in the document. */
function staffIn(answer: KitAnswer, staff: readonly string[]): string[] {
  const problems = new Set<string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string' && staff.includes(value)) problems.add(`${path} names staff ('${value}')`);
    if (Array.isArray(value)) value.forEach((each, index) => walk(each, `${path}.${index}`));
    else if (isRecord(value))
      for (const [key, each] of Object.entries(value)) {
        if (STAFF_KEYS.has(key)) problems.add(`${path ? `${path}.` : ''}${key} must not be public`);
        walk(each, path ? `${path}.${key}` : key);
      }
  };
  walk(answer.json, '');
  return [...problems];
}

export async function publicLinks(ctx: Context): Promise<void> {
  const { session, tokens } = ctx;
  if (!ctx.made.business || !ctx.made.client) throw new Blocked('the kit has no business and client to invoice');
  const me = await session.call(
    'who the kit signs in as (its username and email are staff)',
    {
      method: 'GET',
      path: '/api/users/me',
      token: tokens.user,
    },
    { status: 200 },
  );
  const email = body(me).email;
  const staff = [ctx.user.username, typeof email === 'string' ? email : ''].filter((each) => each !== '');

  // An issued invoice with a payment: issuedBy and recordedBy are where staff names would leak.
  const draft = await createDraft(ctx, 'a draft for a link', draftInput(ctx));
  const issued = await session.call(
    'issue it',
    { method: 'POST', path: `/api/invoices/${draft.id}/issue`, token: tokens.user, body: { version: draft.version } },
    { status: 200 },
  );
  need(issued, 200, 'issuing the invoice for its link');
  const paid = await session.call(
    'record a payment on it',
    {
      method: 'POST',
      path: `/api/invoices/${draft.id}/payments`,
      token: tokens.user,
      body: { version: versionOf(issued), amount: 100, paidOn: ctx.today, method: 'BANK_TRANSFER' },
    },
    { status: 201 },
  );
  need(paid, 201, 'recording the payment');
  const made = await session.call(
    "make the invoice's link",
    { method: 'POST', path: '/api/document-links', token: tokens.user, body: { documentType: 'INVOICE', documentId: draft.id } },
    { status: 201 },
  );
  need(made, 201, "making the invoice's link");
  const token = String(body(made).token);

  const open = (name: string, documentToken: string, expected: Parameters<typeof session.call>[2], forwardedFor?: string) =>
    session.call(
      name,
      {
        method: 'GET',
        path: '/api/public/document',
        headers: { 'Document-Token': documentToken, ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
      },
      expected,
    );
  await open('the invoice through its link: no staff username, email or internal id; no-store, Vary: Document-Token', token, {
    status: 200,
    check: (a) => [...staffIn(a, staff), ...uncached(a)],
  });
  await open('a wrong token: 404 link-unknown, no-store, Vary: Document-Token', UNKNOWN, {
    status: 404,
    problemType: 'urn:invoicing:link-unknown',
    check: uncached,
  });

  // Unknown tokens with a different forged first hop each: to the service they all come from the kit.
  // Earlier sections counted a few already, so the refusal may come before the tenth.
  for (let n = 1; n <= LIMIT; n += 1) {
    const guess = await open(
      `unknown token ${n} with X-Forwarded-For: 203.0.113.${n}, 10.0.0.1: 404 until the limit, then 429`,
      UNKNOWN,
      {
        status: [404, 429],
        check: uncached,
      },
      `203.0.113.${n}, 10.0.0.1`,
    );
    if (guess.status === 429) break;
  }
  await open(
    `after ${LIMIT} unknown tokens from one address, a forged X-Forwarded-For first hop (198.51.100.1, 10.0.0.1) is still that address: 429 with Retry-After`,
    UNKNOWN,
    {
      status: 429,
      problemType: 'urn:invoicing:too-many-attempts',
      check: (a) => [...uncached(a), ...(Number(a.headers.get('Retry-After')) > 0 ? [] : ['Retry-After must give the seconds left'])],
    },
    '198.51.100.1, 10.0.0.1',
  );
  await open('a good token from the refused address: 429 too (else the guesser reads on)', token, {
    status: 429,
    problemType: 'urn:invoicing:too-many-attempts',
    check: uncached,
  });
}
