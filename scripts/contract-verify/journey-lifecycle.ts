// Invoices after the draft: issue and numbering, payments, void, duplicate and delete, with
// every refusal of a status that forbids the change, and a payment dated before the invoice.
import { addDays, Blocked, body, need, UNKNOWN_ID, type Context } from './journey-support';
import { created, createDraft, draftInput, INVALID_STATUS, NOT_READY, STALE, track, versionOf, type Draft } from './journey-invoices';
import type { KitAnswer } from './session';

async function issue(ctx: Context, name: string, draft: Draft, expected: number): Promise<KitAnswer> {
  const tag = ctx.made.business?.tag ?? '';
  const number = `${tag}${String(expected).padStart(4, '0')}`;
  return ctx.session.call(
    name,
    { method: 'POST', path: `/api/invoices/${draft.id}/issue`, token: ctx.tokens.user, body: { version: draft.version } },
    {
      status: 200,
      check: (a) => {
        const invoice = body(a);
        const problems = invoice.status === 'ISSUED' ? [] : [`status must be ISSUED, got ${String(invoice.status)}`];
        if (invoice.number !== number) problems.push(`number must be ${number} (the business's next), got ${String(invoice.number)}`);
        if (invoice.taxInvoice !== true) problems.push('a GST-registered business issues tax invoices (taxInvoice: true)');
        return problems;
      },
    },
  );
}

export async function lifecycle(ctx: Context): Promise<void> {
  const { session, tokens, made } = ctx;
  const user = tokens.user;
  const draft = made.draft;
  if (!draft) throw new Blocked('the first draft was not created');
  const path = `/api/invoices/${draft.id}`;
  const empty = await createDraft(ctx, 'create a draft without lines', draftInput(ctx, { lines: [] }));
  await session.call(
    'issue a draft without lines: 400',
    { method: 'POST', path: `/api/invoices/${empty.id}/issue`, token: user, body: { version: empty.version } },
    { status: 400, problemType: NOT_READY },
  );
  await session.call(
    'pay a draft: 409',
    {
      method: 'POST',
      path: `/api/invoices/${empty.id}/payments`,
      token: user,
      body: { version: empty.version, amount: 100, paidOn: ctx.today, method: 'CASH' },
    },
    { status: 409, problemType: INVALID_STATUS },
  );

  const issued = await issue(ctx, 'issue the draft', draft, 1);
  need(issued, 200, 'issuing the draft');
  draft.version = versionOf(issued);
  made.lastSequence = 1;
  await session.call(
    'issue it again: 409',
    { method: 'POST', path: `${path}/issue`, token: user, body: { version: draft.version } },
    { status: 409, problemType: INVALID_STATUS },
  );
  await session.call(
    'delete an issued invoice: 409',
    { method: 'DELETE', path: `${path}?version=${draft.version}`, token: user },
    { status: 409 },
  );
  await session.call(
    'pay more than the balance: 400',
    {
      method: 'POST',
      path: `${path}/payments`,
      token: user,
      body: { version: draft.version, amount: 40251, paidOn: ctx.today, method: 'CASH' },
    },
    { status: 400, field: 'amount' },
  );
  // Issue 21: never a payment before the invoice existed (it was issued today).
  await session.call(
    `pay on ${addDays(ctx.today, -1)}, the day before the issue date: 400 naming paidOn`,
    {
      method: 'POST',
      path: `${path}/payments`,
      token: user,
      body: { version: draft.version, amount: 1000, paidOn: addDays(ctx.today, -1), method: 'CASH' },
    },
    { status: 400, field: 'paidOn' },
  );
  const paid = await session.call(
    'record a part payment',
    {
      method: 'POST',
      path: `${path}/payments`,
      token: user,
      body: { version: draft.version, amount: 1000, paidOn: ctx.today, method: 'BANK_TRANSFER', reference: ctx.run },
    },
    {
      status: 201,
      check: (a) =>
        body(a).status === 'PARTIALLY_PAID' && body(a).balance === 39250 ? [] : ['must be PARTIALLY_PAID with a balance of 39250'],
    },
  );
  draft.version = versionOf(paid);
  await session.call(
    'void an invoice with a payment: 409',
    { method: 'POST', path: `${path}/void`, token: user, body: { version: draft.version, reason: 'Kit' } },
    { status: 409, problemType: INVALID_STATUS },
  );

  const second = await createDraft(ctx, 'create a second draft', draftInput(ctx));
  const secondIssued = await issue(ctx, 'issue the second draft', second, 2);
  need(secondIssued, 200, 'issuing the second draft');
  second.version = versionOf(secondIssued);
  made.lastSequence = 2;
  const voidPath = `/api/invoices/${second.id}/void`;
  await session.call(
    'void without a reason: 400',
    { method: 'POST', path: voidPath, token: user, body: { version: second.version } },
    { status: 400, invalidRequest: true, field: 'reason' },
  );
  await session.call(
    'void',
    { method: 'POST', path: voidPath, token: user, body: { version: second.version, reason: `Voided by the kit (${ctx.run}).` } },
    {
      status: 200,
      check: (a) => (body(a).status === 'VOID' && typeof body(a).number === 'string' ? [] : ['must be VOID and keep its number']),
    },
  );
  made.voidedId = second.id;
  await duplicateAndDelete(ctx, second.id);
}

async function duplicateAndDelete(ctx: Context, sourceId: number): Promise<void> {
  const { session, tokens } = ctx;
  const copy = await session.call(
    'duplicate into a new draft',
    { method: 'POST', path: `/api/invoices/${sourceId}/duplicate`, token: tokens.user },
    { status: 201, check: created },
  );
  const id = need(copy, 201, 'duplicating');
  track(ctx, id);
  await session.call(
    'duplicate an unknown invoice: 404',
    { method: 'POST', path: `/api/invoices/${UNKNOWN_ID}/duplicate`, token: tokens.user },
    { status: 404 },
  );
  const path = `/api/invoices/${id}`;
  const version = versionOf(copy);
  await session.call(
    'delete without a version: 400',
    { method: 'DELETE', path, token: tokens.user },
    { status: 400, invalidRequest: true, field: 'version' },
  );
  await session.call(
    'delete with a stale version: 409',
    { method: 'DELETE', path: `${path}?version=${version + 1}`, token: tokens.user },
    { status: 409, problemType: STALE },
  );
  const deleted = await session.call(
    'delete the draft',
    { method: 'DELETE', path: `${path}?version=${version}`, token: tokens.user },
    { status: 204 },
  );
  if (deleted.status === 204) ctx.drafts.delete(id);
}
