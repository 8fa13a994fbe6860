// Invoices through their life on the kit's own business: drafts, lists and filters, the dashboard,
// issue and numbering, payments, void, duplicate and delete, with every refusal the contract names.
import { addDays, body, list, mustList, need, UNKNOWN_ID, type Context } from './journey-support';
import type { KitAnswer } from './session';

export const STALE = 'urn:invoicing:stale-version';
export const INVALID_STATUS = 'urn:invoicing:invalid-status';
export const NOT_READY = 'urn:invoicing:not-ready';

export interface Draft {
  id: number;
  version: number;
}

export function draftInput(ctx: Context, overrides: Record<string, unknown> = {}) {
  return {
    businessId: ctx.made.business?.id,
    clientId: ctx.made.client?.id,
    issueDate: ctx.today,
    dueDate: addDays(ctx.today, 14),
    reference: `kit ${ctx.run}`,
    lines: [
      { description: 'Conformance labour (hours)', quantity: '2', unitPrice: 8500, taxCode: 'STANDARD' },
      { description: 'Conformance materials', quantity: '1.5', unitPrice: 12000, taxCode: 'STANDARD' },
    ],
    ...overrides,
  };
}

export const versionOf = (answer: KitAnswer) => (typeof body(answer).version === 'number' ? (body(answer).version as number) : 0);

/** Deletes the invoice when it is still a draft after the journey; an issued one stays, noted once. */
export function track(ctx: Context, id: number): void {
  ctx.drafts.add(id);
  ctx.cleanup.add(`delete draft ${id}`, async () => {
    if (!ctx.drafts.delete(id)) return; // deleted by the journey already
    const found = await ctx.session.call(
      `look up invoice ${id} before cleaning up`,
      { method: 'GET', path: `/api/invoices/${id}`, token: ctx.tokens.user },
      { status: [200, 404] },
    );
    const invoice = body(found);
    if (found.status !== 200) return;
    if (invoice.status !== 'DRAFT') {
      ctx.kept.push(typeof invoice.number === 'string' ? invoice.number : `id ${id}`);
      return;
    }
    await ctx.session.call(
      `delete draft ${id}`,
      { method: 'DELETE', path: `/api/invoices/${id}?version=${versionOf(found)}`, token: ctx.tokens.user },
      { status: 204 },
    );
  });
}

/** Creates a draft as the user and schedules its cleanup. */
export async function createDraft(ctx: Context, name: string, input: object, check?: (answer: KitAnswer) => string[]): Promise<Draft> {
  const answer = await ctx.session.call(
    name,
    { method: 'POST', path: '/api/invoices', token: ctx.tokens.user, body: input },
    { status: 201, check: (a) => [...created(a), ...(check?.(a) ?? [])] },
  );
  const id = need(answer, 201, name);
  track(ctx, id);
  return { id, version: versionOf(answer) };
}

/** A new draft: DRAFT, no number, and a Location naming it. */
export function created(answer: KitAnswer): string[] {
  const invoice = body(answer);
  const problems: string[] = [];
  if (invoice.status !== 'DRAFT') problems.push(`status must be DRAFT, got ${String(invoice.status)}`);
  if (invoice.number !== undefined) problems.push('a draft has no number');
  const location = answer.headers.get('Location') ?? '';
  if (!location.replace(/\/$/, '').endsWith(`/api/invoices/${String(invoice.id)}`))
    problems.push(`Location must name /api/invoices/${String(invoice.id)}, got '${location}'`);
  return problems;
}

export const sequenceOf = (number: unknown, tag: string) =>
  typeof number === 'string' && number.startsWith(tag) && /^\d+$/.test(number.slice(tag.length)) ? Number(number.slice(tag.length)) : null;

export async function invoices(ctx: Context): Promise<void> {
  if (ctx.readOnly) return readInvoices(ctx);
  const { session, tokens, made } = ctx;
  const user = tokens.user;
  const businessId = made.business?.id;
  const draft = await createDraft(ctx, 'create a draft', draftInput(ctx), (a) =>
    body(a).total === 40250 ? [] : [`total must be 40250 cents, got ${String(body(a).total)}`],
  );
  await session.call(
    'create for a business the USER may not invoice for: 403',
    {
      method: 'POST',
      path: '/api/invoices',
      token: user,
      body: draftInput(ctx, { businessId: made.spareBusiness?.id, clientId: made.spareClient?.id }),
    },
    { status: 403 },
  );
  const badLine = { description: 'Bad', quantity: 'abc', unitPrice: 100, taxCode: 'STANDARD' };
  await session.call(
    'create with a malformed quantity: 400',
    { method: 'POST', path: '/api/invoices', token: user, body: draftInput(ctx, { lines: [badLine] }) },
    { status: 400, invalidRequest: true, field: 'lines.0.quantity' },
  );
  await session.call(
    "create with another business's client: 400",
    { method: 'POST', path: '/api/invoices', token: user, body: draftInput(ctx, { clientId: made.spareClient?.id }) },
    { status: 400, field: 'clientId' },
  );

  const path = `/api/invoices/${draft.id}`;
  await session.call('read the draft', { method: 'GET', path, token: user }, { status: 200 });
  await session.call('read an unknown invoice: 404', { method: 'GET', path: `/api/invoices/${UNKNOWN_ID}`, token: user }, { status: 404 });
  await session.call('read without a token: 401', { method: 'GET', path }, { status: 401 });
  const updated = await session.call(
    'replace the draft',
    { method: 'PUT', path, token: user, body: { ...draftInput(ctx, { notes: 'Replaced by the kit.' }), version: draft.version } },
    {
      status: 200,
      check: (a) => (versionOf(a) > draft.version ? [] : ['version must increase']),
    },
  );
  await session.call(
    'replace with a stale version: 409',
    { method: 'PUT', path, token: user, body: { ...draftInput(ctx), version: draft.version } },
    { status: 409, problemType: STALE },
  );
  need(updated, 200, 'replacing the draft');
  draft.version = versionOf(updated);
  made.draft = draft;

  const listPath = `/api/invoices?businessId=${String(businessId)}`;
  await session.call(
    'list the business’s invoices',
    { method: 'GET', path: listPath, token: user },
    { status: 200, check: (a) => mustList((body(a).content as Array<Record<string, unknown>> | undefined) ?? [], draft.id, 'the draft') },
  );
  await session.call(
    'list with size 5000: clamped to 2000',
    { method: 'GET', path: `${listPath}&size=5000`, token: user },
    { status: 200, check: (a) => ((body(a).page as Record<string, unknown> | undefined)?.size === 2000 ? [] : ['page.size must be 2000']) },
  );
  for (const [parameter, value] of [
    ['size', '0'],
    ['page', '-1'],
    ['sort', 'colour,desc'],
  ] as const) {
    await session.call(
      `list with ${parameter}=${value}: 400`,
      { method: 'GET', path: `${listPath}&${parameter}=${value}`, token: user },
      { status: 400, field: parameter },
    );
  }
  await session.call(
    'list a business the USER may not invoice for: 403',
    { method: 'GET', path: `/api/invoices?businessId=${String(made.spareBusiness?.id)}`, token: user },
    { status: 403 },
  );
  await session.call('list without a token: 401', { method: 'GET', path: '/api/invoices' }, { status: 401 });
  await session.call(
    'dashboard figures of the business',
    { method: 'GET', path: `/api/invoices/summary?businessId=${String(businessId)}`, token: user },
    {
      status: 200,
      check: (a) =>
        ((body(a).drafts as Record<string, unknown> | undefined)?.count as number) >= 1 ? [] : ['drafts.count must count the draft'],
    },
  );
  await session.call(
    'dashboard of a business the USER may not invoice for: 403',
    { method: 'GET', path: `/api/invoices/summary?businessId=${String(made.spareBusiness?.id)}`, token: user },
    { status: 403 },
  );
}

/** Read-only: the lists, the dashboard and the first invoice the user can see. */
async function readInvoices(ctx: Context): Promise<void> {
  const { session, tokens } = ctx;
  const page = await session.call('list invoices', { method: 'GET', path: '/api/invoices?size=5', token: tokens.user }, { status: 200 });
  await session.call(
    'list with size=0: 400',
    { method: 'GET', path: '/api/invoices?size=0', token: tokens.user },
    { status: 400, field: 'size' },
  );
  await session.call('list without a token: 401', { method: 'GET', path: '/api/invoices' }, { status: 401 });
  await session.call('dashboard figures', { method: 'GET', path: '/api/invoices/summary', token: tokens.user }, { status: 200 });
  const first = list({ ...page, json: body(page).content })[0];
  if (typeof first?.id === 'number') {
    await session.call('read an invoice', { method: 'GET', path: `/api/invoices/${first.id}`, token: tokens.user }, { status: 200 });
  } else {
    ctx.skipped.set('getInvoice', 'the user can see no invoice to read');
  }
  await session.call(
    'read an unknown invoice: 404',
    { method: 'GET', path: `/api/invoices/${UNKNOWN_ID}`, token: tokens.user },
    { status: 404 },
  );
}
