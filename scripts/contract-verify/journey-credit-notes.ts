// Credit notes and refunds (docs/invoicing.md#credit-notes): refusals for a draft, a void invoice,
// over-crediting, over-refunding and a refund dated before the invoice; a credit of chosen lines and
// of an amount, numbered from the business's credit-note sequence; credit owed and its refund; the
// lists (and the invoice history's mixed list); a full credit (CREDITED).
// Credit notes cannot be deleted: they stay, as the issued invoices do.
import { addDays, Blocked, body, need, UNKNOWN_ID, type Context } from './journey-support';
import { createDraft, draftInput, INVALID_STATUS, versionOf } from './journey-invoices';
import type { KitAnswer } from './session';

const OVER_CREDIT = 'urn:invoicing:over-credit';
const OVER_REFUND = 'urn:invoicing:over-refund';

/** The kit's first invoice: total $402.50 (GST $52.50), $10.00 paid in the lifecycle section. */
const TOTAL = 40250;

const numbered = (ctx: Context, sequence: number) => (a: KitAnswer) => {
  const number = `${ctx.made.business?.tag ?? ''}CN-${String(sequence).padStart(4, '0')}`;
  return body(a).number === number ? [] : [`number must be ${number} (the business's next credit note), got ${String(body(a).number)}`];
};

export async function creditNotes(ctx: Context): Promise<void> {
  const { session, tokens, made } = ctx;
  const user = tokens.user;
  const invoice = made.draft;
  if (!invoice || made.voidedId === undefined) throw new Blocked('the lifecycle section did not leave a paid and a void invoice');
  const path = `/api/invoices/${invoice.id}`;
  const credit = (name: string, sent: Record<string, unknown>, expected: Parameters<typeof session.call>[2], id = invoice.id) =>
    session.call(
      name,
      { method: 'POST', path: `/api/invoices/${id}/credit-notes`, token: user, body: { reason: `Kit ${ctx.run}`, ...sent } },
      expected,
    );

  const draft = await createDraft(ctx, 'create a draft to credit', draftInput(ctx));
  await credit('credit a draft: 409', { kind: 'FULL' }, { status: 409, problemType: INVALID_STATUS }, draft.id);
  await credit('credit a void invoice: 409', { kind: 'FULL' }, { status: 409, problemType: INVALID_STATUS }, made.voidedId);
  await credit(
    'credit more than the invoice: 400',
    { kind: 'AMOUNT', amount: TOTAL + 1 },
    { status: 400, field: 'amount', problemType: OVER_CREDIT },
  );
  await credit('credit without a reason: 400', { kind: 'FULL', reason: '' }, { status: 400, invalidRequest: true, field: 'reason' });

  const lines = await credit(
    'credit one line',
    { version: invoice.version, kind: 'LINES', lines: [{ position: 1, quantity: '1' }] },
    {
      status: 201,
      check: (a) => [
        ...numbered(ctx, 1)(a),
        ...(body(a).total === 9775 && body(a).gst === 1275 ? [] : ['1 × $85.00 at 15 % must credit $97.75 with $12.75 GST']),
      ],
    },
  );
  const firstId = need(lines, 201, 'crediting a line');
  ctx.leftBehind.push(`the credit notes of invoice ${invoice.id}: credit notes are tax records and are never deleted`);
  // $402.50 − $97.75 − $295.00 = $9.75 owed; $10.00 paid → $0.25 credit owed.
  const amount = await credit('credit an amount', { kind: 'AMOUNT', amount: 29500 }, { status: 201, check: numbered(ctx, 2) });
  need(amount, 201, 'crediting an amount');
  const owed = await session.call(
    'the invoice after the credits',
    { method: 'GET', path, token: user },
    {
      status: 200,
      check: (a) =>
        body(a).creditOwed === 25 && body(a).balance === 0 && body(a).credited === 39275
          ? []
          : ['must owe the client $0.25 with no balance'],
    },
  );
  const version = versionOf(owed);
  const refund = (name: string, cents: number, expected: Parameters<typeof session.call>[2]) =>
    session.call(
      name,
      {
        method: 'POST',
        path: `${path}/refunds`,
        token: user,
        body: { version, amount: cents, refundedOn: ctx.today, method: 'BANK_TRANSFER' },
      },
      expected,
    );
  await refund('refund more than the credit owed: 400', 26, { status: 400, field: 'amount', problemType: OVER_REFUND });
  await session.call(
    `refund on ${addDays(ctx.today, -1)}, the day before the invoice's issue date: 400 naming refundedOn`,
    {
      method: 'POST',
      path: `${path}/refunds`,
      token: user,
      body: { version, amount: 25, refundedOn: addDays(ctx.today, -1), method: 'BANK_TRANSFER' },
    },
    { status: 400, field: 'refundedOn' },
  );
  const refunded = await refund('refund the credit owed', 25, {
    status: 201,
    check: (a) => (body(a).creditOwed === 0 && body(a).refunded === 25 ? [] : ['must owe nothing after the refund']),
  });
  need(refunded, 201, 'refunding');
  await credit(
    'credit what is left',
    { kind: 'FULL' },
    { status: 201, check: (a) => [...numbered(ctx, 3)(a), ...(body(a).total === 975 ? [] : ['must credit the $9.75 left'])] },
  );
  await session.call(
    'the invoice is fully credited',
    { method: 'GET', path, token: user },
    { status: 200, check: (a) => (body(a).status === 'CREDITED' ? [] : ['status must be CREDITED']) },
  );

  const listed = (a: KitAnswer) => {
    const content = Array.isArray(body(a).content) ? (body(a).content as Array<{ id?: unknown }>) : [];
    return content.length === 3 && content.some((n) => n.id === firstId) ? [] : ["must list the invoice's 3 credit notes"];
  };
  const business = made.business?.id ?? 0;
  await session.call(
    "list the invoice's credit notes",
    { method: 'GET', path: `/api/credit-notes?invoiceId=${invoice.id}`, token: user },
    { status: 200, check: listed },
  );
  await session.call(
    'list credit notes by business, client and issue date',
    {
      method: 'GET',
      path: `/api/credit-notes?businessId=${business}&clientId=${made.client?.id ?? 0}&from=${ctx.today}&to=${ctx.today}&sort=number,asc`,
      token: user,
    },
    { status: 200, check: listed },
  );
  await session.call(
    'list with a bad sort: 400',
    { method: 'GET', path: '/api/credit-notes?sort=reason', token: user },
    { status: 400, invalidRequest: true, field: 'sort' },
  );
  const mixed = (a: KitAnswer) => {
    const content = Array.isArray(body(a).content) ? (body(a).content as Array<Record<string, unknown>>) : [];
    const notes = content.filter((row) => row.documentType === 'CREDIT_NOTE');
    const invoiceRow = content.some((row) => row.documentType === 'INVOICE' && row.id === invoice.id);
    if (notes.length !== 3 || !invoiceRow) return ['must list the invoice and its 3 credit notes'];
    return notes.every((row) => typeof row.amount === 'number' && row.amount < 0) ? [] : ["a credit note's amount must be negative"];
  };
  await session.call(
    'list the invoice with its credit notes in the history',
    {
      method: 'GET',
      path: `/api/billing-documents?businessId=${business}&clientId=${made.client?.id ?? 0}&from=${ctx.today}&to=${ctx.today}&sort=amount,asc&size=2000`,
      token: user,
    },
    { status: 200, check: mixed },
  );
  await session.call(
    'list only credit notes in the history',
    { method: 'GET', path: `/api/billing-documents?documentType=CREDIT_NOTE&clientId=${made.client?.id ?? 0}`, token: user },
    {
      status: 200,
      check: (a) => {
        const content = Array.isArray(body(a).content) ? (body(a).content as Array<Record<string, unknown>>) : [];
        return content.every((row) => row.documentType === 'CREDIT_NOTE') ? [] : ['must list credit notes only'];
      },
    },
  );
  await session.call(
    'list the history with an unknown document type: 400',
    { method: 'GET', path: '/api/billing-documents?documentType=QUOTE', token: user },
    { status: 400, invalidRequest: true, field: 'documentType' },
  );
  await session.call(
    'read a credit note',
    { method: 'GET', path: `/api/credit-notes/${firstId}`, token: user },
    { status: 200, check: numbered(ctx, 1) },
  );
  await session.call(
    'read an unknown credit note: 404',
    { method: 'GET', path: `/api/credit-notes/${UNKNOWN_ID}`, token: user },
    { status: 404 },
  );
}

/** Reads only (also in read-only mode): the caller's credit notes, and the first of them. */
export async function creditNoteReads(ctx: Context): Promise<void> {
  const { session, tokens } = ctx;
  const page = await session.call(
    'list credit notes',
    { method: 'GET', path: '/api/credit-notes?size=1', token: tokens.user },
    { status: 200 },
  );
  await session.call(
    'list invoices and credit notes',
    { method: 'GET', path: '/api/billing-documents?size=1', token: tokens.user },
    { status: 200 },
  );
  const first = Array.isArray(body(page).content) ? (body(page).content as Array<{ id?: unknown }>)[0] : undefined;
  if (typeof first?.id !== 'number') {
    ctx.skipped.set('getCreditNote', 'skipped (the user has no credit note to read)');
    return;
  }
  await session.call(
    'read the first credit note',
    { method: 'GET', path: `/api/credit-notes/${first.id}`, token: tokens.user },
    { status: 200 },
  );
}
