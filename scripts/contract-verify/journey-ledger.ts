// The ledger (docs/ledger.md): the chart of the kit's business, then an invoice issued and part
// paid and a bill approved, each read back in the trial balance (which must balance) and in the
// receivables and payables accounts, which must move by the documents' amounts; the general
// ledger must list the invoice. Both documents are tax records and stay.
import { createDraft, draftInput, versionOf } from './journey-invoices';
import { body, list, need, offers, UNKNOWN_ID, type Context } from './journey-support';
import type { KitAnswer } from './session';

export const LEDGER_OPERATIONS = ['getLedgerAccounts', 'getTrialBalance', 'getGeneralLedger'];

const KIT_PAYMENT = 1000;

/** Debits less credits of the account `code` in a trial balance answer. */
function balanceOf(answer: KitAnswer, code: string): number {
  const row = list({ ...answer, json: body(answer).accounts }).find((account) => account.code === code);
  return row ? Number(row.debit) - Number(row.credit) : 0;
}

const balances = (answer: KitAnswer): string[] => {
  const tb = body(answer);
  return tb.totalDebit === tb.totalCredit ? [] : [`debits (${String(tb.totalDebit)}) must equal credits (${String(tb.totalCredit)})`];
};

export async function ledger(ctx: Context): Promise<void> {
  const { session, tokens, made, today, run } = ctx;
  const business = made.business;
  if (!business) {
    for (const operation of LEDGER_OPERATIONS) ctx.skipped.set(operation, 'the kit has no business of its own to read');
    return;
  }
  const root = `/api/ledger/${business.id}`;
  await session.call(
    'the chart of accounts',
    { method: 'GET', path: `${root}/accounts`, token: tokens.user },
    {
      status: 200,
      check: (a) => {
        const codes = list({ ...a, json: body(a).accounts }).map((account) => account.code);
        const missing = ['090', '200', '610', '800', '820', '960', '970'].filter((code) => !codes.includes(code));
        return [
          ...(missing.length ? [`the default chart must hold ${missing.join(', ')}`] : []),
          ...(new Set(codes).size === codes.length ? [] : ['each code must be listed once']),
        ];
      },
    },
  );
  const trial = (name: string) =>
    session.call(
      name,
      { method: 'GET', path: `${root}/trial-balance?date=${today}`, token: tokens.user },
      { status: 200, check: balances },
    );
  await session.call(
    'a trial balance of a date that is none: 400',
    { method: 'GET', path: `${root}/trial-balance?date=2026-02-30`, token: tokens.user },
    { status: 400, field: 'date' },
  );
  await session.call(
    'a trial balance of a business no one has: 404',
    { method: 'GET', path: `/api/ledger/${UNKNOWN_ID}/trial-balance`, token: tokens.user },
    { status: 404 },
  );
  await session.call(
    'the general ledger of an account the chart does not have: 404',
    { method: 'GET', path: `${root}/accounts/9999?from=${today}&to=${today}`, token: tokens.user },
    { status: 404 },
  );
  const before = await trial('the trial balance before the documents');
  if (ctx.readOnly) return;

  let invoice: { id: number; total: number } | undefined;
  if (offers(ctx, 'invoices') && made.client) {
    const draft = await createDraft(ctx, 'a draft for the ledger', draftInput(ctx, { reference: `kit ledger ${run}` }));
    const issued = await session.call(
      'issue it',
      { method: 'POST', path: `/api/invoices/${draft.id}/issue`, token: tokens.user, body: { version: draft.version } },
      { status: 200 },
    );
    const total = Number(body(issued).total);
    await session.call(
      'pay part of it',
      {
        method: 'POST',
        path: `/api/invoices/${draft.id}/payments`,
        token: tokens.user,
        body: { version: versionOf(issued), amount: KIT_PAYMENT, paidOn: today, method: 'BANK_TRANSFER' },
      },
      { status: 201 },
    );
    invoice = { id: draft.id, total };
  }
  let billTotal: number | undefined;
  if (offers(ctx, 'purchases')) {
    const accounts = list(
      await session.call(
        'expense accounts for the bill',
        { method: 'GET', path: `/api/businesses/${business.id}/expense-accounts`, token: tokens.user },
        { status: 200 },
      ),
    );
    const supplier = await session.call(
      'a supplier for the ledger',
      {
        method: 'POST',
        path: `/api/businesses/${business.id}/suppliers`,
        token: tokens.user,
        body: { name: `Kit ledger supplier ${run}` },
      },
      { status: 201 },
    );
    const supplierId = need(supplier, 201, 'adding the supplier');
    const accountId = accounts[0]?.id;
    const bill = await session.call(
      'a bill for the ledger',
      {
        method: 'POST',
        path: '/api/bills',
        token: tokens.user,
        body: {
          businessId: business.id,
          kind: 'BILL',
          supplierId,
          supplierReference: `KIT-LEDGER-${run}`,
          date: today,
          dueDate: today,
          pricesIncludeGst: true,
          approve: true,
          lines: [{ description: 'Kit ledger timber', quantity: '1', unitPrice: 11500, taxCode: 'STANDARD', accountId }],
        },
      },
      { status: 201 },
    );
    billTotal = Number(body(bill).total);
    ctx.leftBehind.push(`bill KIT-LEDGER-${run} of the ledger section: bills are tax records and stay`);
  }
  await session.call(
    'the trial balance after the documents',
    { method: 'GET', path: `${root}/trial-balance?date=${today}`, token: tokens.user },
    {
      status: 200,
      check: (after) => {
        const problems = balances(after);
        const receivables = balanceOf(after, '610') - balanceOf(before, '610');
        const payables = balanceOf(before, '800') - balanceOf(after, '800');
        if (invoice && receivables !== invoice.total - KIT_PAYMENT)
          problems.push(
            `receivables (610) must grow by the invoice's total less the payment, ${invoice.total - KIT_PAYMENT}; it grew by ${receivables}`,
          );
        if (billTotal !== undefined && payables !== billTotal)
          problems.push(`payables (800) must grow by the bill's total, ${billTotal}; they grew by ${payables}`);
        return problems;
      },
    },
  );
  if (!invoice) return;
  const issuedId = invoice.id;
  await session.call(
    'the general ledger of receivables lists the invoice',
    { method: 'GET', path: `${root}/accounts/610?from=${today}&to=${today}`, token: tokens.user },
    {
      status: 200,
      check: (a) => {
        const gl = body(a);
        const entries = list({ ...a, json: gl.entries });
        const problems = entries.some(
          (e) => body({ ...a, json: e.source }).id === issuedId && body({ ...a, json: e.source }).kind === 'INVOICE',
        )
          ? []
          : ['an entry must open the invoice (source kind INVOICE and its id)'];
        const moved = entries.reduce((sum, e) => sum + Number(e.debit) - Number(e.credit), 0);
        if (gl.closing !== Number(gl.opening) + moved) problems.push('closing must be opening + the entries');
        return problems;
      },
    },
  );
}
