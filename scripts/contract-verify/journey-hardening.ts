// One request must never break the service for anyone (issue 21): dates out of range or unreal,
// a schedule start far from today, GST periods out of range, page numbers past the maximum, amounts
// grown past the InvoiceAmount maximum, a quote's documents moved to another business, a schedule
// quantity typed with spaces, and tokens without `exp`. After each hostile request, another user's
// everyday requests must still succeed (the canary). Each check runs when the service lists its part.
import { createHmac } from 'node:crypto';
import { addDays, body, need, offers, type Context } from './journey-support';
import { draftInput, track, versionOf } from './journey-invoices';
import type { KitAnswer } from './session';

const RANGE = { earliest: '2000-01-01', latest: '2099-12-31' };
const START_WINDOW = { daysBefore: 92, daysAfter: 730 };
const MAX_PAGE = 100_000;
/** 100 × $1,000,000.00, exempt: exactly the most one invoice can hold. */
const AT_THE_LIMIT = { description: 'Conformance tower (exempt)', quantity: '100', unitPrice: 100_000_000, taxCode: 'EXEMPT' };

function scheduleInput(ctx: Context, overrides: Record<string, unknown> = {}) {
  return {
    businessId: ctx.made.business?.id,
    clientId: ctx.made.client?.id,
    frequency: 'MONTHLY',
    startDate: addDays(ctx.today, 40),
    endType: 'NEVER',
    mode: 'DRAFT',
    paymentTermsDays: 7,
    reference: `kit ${ctx.run}`,
    lines: [{ description: 'Conformance rent (exempt)', quantity: '1', unitPrice: 60000, taxCode: 'EXEMPT' }],
    ...overrides,
  };
}

/** The administrator's list and a new draft on the kit's business: they must work after `what`. */
async function canary(ctx: Context, what: string): Promise<void> {
  const { session, tokens } = ctx;
  await session.call(
    `after ${what}: another user's invoice list still answers 200`,
    { method: 'GET', path: '/api/invoices?size=1', token: tokens.admin },
    { status: 200 },
  );
  const draft = await session.call(
    `after ${what}: another user's new draft still answers 201`,
    { method: 'POST', path: '/api/invoices', token: tokens.admin, body: draftInput(ctx) },
    { status: 201 },
  );
  if (draft.status === 201) track(ctx, Number(body(draft).id));
}

const quantityIs = (expected: string) => (answer: KitAnswer) => {
  const lines = Array.isArray(body(answer).lines) ? (body(answer).lines as Array<Record<string, unknown>>) : [];
  return lines[0]?.quantity === expected
    ? []
    : [`lines.0.quantity must be stored as "${expected}", got ${JSON.stringify(lines[0]?.quantity)}`];
};

export async function hardening(ctx: Context): Promise<void> {
  const { session, tokens, today } = ctx;
  const user = tokens.user;
  const business = ctx.made.business;
  if (!business || !ctx.made.client) return;

  // Dates: real, and within the documented range; a schedule's start within its window of today.
  if (offers(ctx, 'recurring')) {
    for (const startDate of [
      '9999-12-31',
      '2026-02-30',
      addDays(today, -START_WINDOW.daysBefore - 30),
      addDays(today, START_WINDOW.daysAfter + 30),
    ]) {
      const name = `a schedule starting ${startDate}: 400 naming startDate, nothing stored`;
      await session.call(
        name,
        { method: 'POST', path: '/api/schedules', token: user, body: scheduleInput(ctx, { startDate }) },
        { status: 400, field: 'startDate', invalidRequest: true },
      );
      await canary(ctx, `a schedule starting ${startDate}`);
    }
  }
  await session.call(
    `a draft issued ${addDays(RANGE.earliest, -1)}: 400 naming issueDate`,
    { method: 'POST', path: '/api/invoices', token: user, body: draftInput(ctx, { issueDate: addDays(RANGE.earliest, -1) }) },
    { status: 400, field: 'issueDate' },
  );
  await session.call(
    'the invoice list from 0100-01-01: 400 naming from',
    { method: 'GET', path: '/api/invoices?from=0100-01-01', token: user },
    { status: 400, field: 'from' },
  );
  if (offers(ctx, 'gst-returns')) {
    for (const period of ['0100-02', '0000-02', '0999-12', '9999-12']) {
      await session.call(
        `the GST return for ${period}: 400 naming period`,
        { method: 'GET', path: `/api/businesses/${business.id}/gst-returns/${period}`, token: user },
        { status: 400, field: 'period' },
      );
      await canary(ctx, `the GST return for ${period}`);
    }
  }
  // Pages: at most the documented maximum on every list.
  const lists = [
    ['/api/invoices', 'invoices'],
    ['/api/quotes', 'quotes'],
    ['/api/credit-notes', 'credit-notes'],
    ['/api/billing-documents', 'credit-notes'],
    ['/api/schedules', 'recurring'],
  ] as const;
  for (const [list] of lists.filter(([, part]) => offers(ctx, part))) {
    await session.call(
      `${list}?page=999999999999999: 400 naming page`,
      { method: 'GET', path: `${list}?page=999999999999999`, token: user },
      { status: 400, field: 'page' },
    );
    await session.call(
      `${list}?page=${MAX_PAGE}: 200 (empty)`,
      { method: 'GET', path: `${list}?page=${MAX_PAGE}`, token: user },
      { status: 200 },
    );
  }

  // A schedule line's quantity is stored as an invoice stores it.
  if (offers(ctx, 'recurring')) {
    const spaced = await session.call(
      'a schedule line with quantity " 1 ": stored as "1"',
      {
        method: 'POST',
        path: '/api/schedules',
        token: user,
        body: scheduleInput(ctx, { lines: [{ ...scheduleInput(ctx).lines[0], quantity: ' 1 ' }] }),
      },
      { status: 201, invalidRequest: true, check: quantityIs('1') },
    );
    if (spaced.status === 201) {
      const id = Number(body(spaced).id);
      await session.call(
        `end schedule ${id}`,
        { method: 'POST', path: `/api/schedules/${id}/end`, token: user, body: { version: versionOf(spaced) } },
        { status: 200 },
      );
      ctx.leftBehind.push(`1 ended schedule of business "${business.name}" from the quantity check`);
    }
  }
  if (!offers(ctx, 'quotes')) return;
  // Amounts: a variation may not take a quote past the InvoiceAmount maximum.
  const quoteInput = { businessId: business.id, clientId: ctx.made.client.id, issueDate: today, validUntil: addDays(today, 30) };
  const quote = await session.call(
    'a quote of exactly the most an invoice can hold',
    {
      method: 'POST',
      path: '/api/quotes',
      token: user,
      body: { ...quoteInput, reference: `kit ${ctx.run}`, lines: [AT_THE_LIMIT] },
    },
    { status: 201 },
  );
  const quoteId = need(quote, 201, 'creating a quote at the limit');
  const sent = await session.call(
    'send it',
    { method: 'POST', path: `/api/quotes/${quoteId}/send`, token: user, body: { version: versionOf(quote) } },
    { status: 200 },
  );
  const accepted = await session.call(
    'accept it',
    { method: 'POST', path: `/api/quotes/${quoteId}/accept`, token: user, body: { version: versionOf(sent) } },
    { status: 200 },
  );
  ctx.leftBehind.push(`1 accepted quote of business "${business.name}" from the amount-limit check: sent quotes cannot be deleted`);
  await session.call(
    'a variation that takes the quote past $100,000,000.00: 400 naming lines',
    {
      method: 'POST',
      path: `/api/quotes/${quoteId}/variations`,
      token: user,
      body: { version: versionOf(accepted), description: 'A second tower', lines: [AT_THE_LIMIT] },
    },
    { status: 400, field: 'lines' },
  );

  // A quote's documents keep its business and client: a draft invoiced from it, and a revision.
  const deposit = await session.call(
    'a 1 % deposit on it',
    {
      method: 'POST',
      path: `/api/quotes/${quoteId}/invoices`,
      token: user,
      body: { version: versionOf(accepted), kind: 'DEPOSIT', method: 'PERCENT', rate: 100 },
    },
    { status: 201 },
  );
  if (deposit.status === 201) {
    const id = Number(body(deposit).id);
    track(ctx, id);
    await session.call(
      'the deposit draft moved to another business (as admin): 400 naming businessId',
      {
        method: 'PUT',
        path: `/api/invoices/${id}`,
        token: tokens.admin,
        body: {
          ...draftInput(ctx, { businessId: ctx.made.spareBusiness?.id, clientId: ctx.made.spareClient?.id }),
          version: versionOf(deposit),
        },
      },
      { status: 400, field: 'businessId' },
    );
  }
  const sentQuote = await session.call(
    'a quote to revise',
    {
      method: 'POST',
      path: '/api/quotes',
      token: user,
      body: { ...quoteInput, lines: [{ ...AT_THE_LIMIT, quantity: '1' }] },
    },
    { status: 201 },
  );
  const toRevise = need(sentQuote, 201, 'creating a quote to revise');
  const sentAgain = await session.call(
    'send it',
    { method: 'POST', path: `/api/quotes/${toRevise}/send`, token: user, body: { version: versionOf(sentQuote) } },
    { status: 200 },
  );
  ctx.leftBehind.push(`1 sent quote of business "${business.name}" from the revision check`);
  const revision = await session.call(
    'revise it',
    { method: 'POST', path: `/api/quotes/${toRevise}/revise`, token: user, body: { version: versionOf(sentAgain) } },
    { status: 201 },
  );
  const revisionId = need(revision, 201, 'revising a quote');
  await session.call(
    'the revision moved to another business (as admin): 400 naming businessId',
    {
      method: 'PUT',
      path: `/api/quotes/${revisionId}`,
      token: tokens.admin,
      body: {
        businessId: ctx.made.spareBusiness?.id,
        clientId: ctx.made.spareClient?.id,
        issueDate: today,
        validUntil: addDays(today, 30),
        lines: [{ ...AT_THE_LIMIT, quantity: '1' }],
        version: versionOf(revision),
      },
    },
    { status: 400, field: 'businessId' },
  );
  await session.call(
    'delete the revision',
    { method: 'DELETE', path: `/api/quotes/${revisionId}?version=${versionOf(revision)}`, token: user },
    { status: 204 },
  );
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The service's sign-in token must carry `exp` (seconds, in the future). */
export function tokenExpires(answer: KitAnswer): string[] {
  const token = body(answer).token;
  if (typeof token !== 'string') return ['the answer must hold a token'];
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    const exp = payload.exp;
    if (typeof exp !== 'number' || !Number.isInteger(exp)) return ['the token must carry exp, whole seconds since 1970'];
    return exp > Date.now() / 1000 ? [] : ['the token must not have expired already'];
  } catch {
    return ['the token must be a JWT whose payload is JSON'];
  }
}

/** With --token-key: a correctly signed HS256 token without `exp` must get 401 (decision 142). */
export async function tokenWithoutExpiry(ctx: Context, key: string): Promise<void> {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ sub: ctx.user.username, roles: ['USER'], iat: Math.floor(Date.now() / 1000) }));
  const signature = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
  await ctx.session.call(
    'a correctly signed token without exp: 401',
    { method: 'GET', path: '/api/users/me', token: `${header}.${payload}.${signature}` },
    { status: 401 },
  );
}
