// Purchases: the suppliers of the kit's business (per-business permissions as for its clients, the
// IRD check digit on GST numbers). Suppliers have no delete: they go with the kit's business.
import { body, list, mustList, need, offers, UNKNOWN_ID, type Context } from './journey-support';
import { readReceipt, receipts, RECEIPT_OPERATIONS } from './journey-receipts';

/** A GST number passing the IRD's check digit, and one a digit away that fails it. */
const GOOD_GST = '49-091-850';
const BAD_GST = '49-091-851';

// Read-only, the kit finds a business through the invoicing lists (part invoices): without them it reads no purchases.
const invoicingBusinesses = (ctx: Context) =>
  ctx.session.call(
    'businesses I may invoice for',
    { method: 'GET', path: '/api/invoicing/businesses', token: ctx.tokens.user },
    { status: 200 },
  );

export async function suppliers(ctx: Context): Promise<void> {
  const { session, tokens, made, run } = ctx;
  // Read-only: the first business the user may invoice for, if any.
  const businessId =
    made.business?.id ?? (offers(ctx, 'invoices') ? (list(await invoicingBusinesses(ctx))[0]?.id as number | undefined) : undefined);
  if (businessId === undefined) {
    for (const operation of ['listSuppliers', 'createSupplier', 'getSupplier', 'updateSupplier']) {
      ctx.skipped.set(operation, 'the user may invoice for no business');
    }
    return;
  }
  const path = `/api/businesses/${businessId}/suppliers`;
  await session.call(
    'suppliers of an unknown business: 404',
    { method: 'GET', path: `/api/businesses/${UNKNOWN_ID}/suppliers`, token: tokens.admin },
    { status: 404 },
  );
  if (made.spareBusiness) {
    await session.call(
      'suppliers of a business the USER may not invoice for: 403',
      { method: 'GET', path: `/api/businesses/${made.spareBusiness.id}/suppliers`, token: tokens.user },
      { status: 403 },
    );
  }
  if (ctx.readOnly) {
    const first = list(
      await session.call("a business's suppliers, as a USER", { method: 'GET', path, token: tokens.user }, { status: 200 }),
    )[0];
    if (typeof first?.id === 'number') {
      await session.call('one supplier', { method: 'GET', path: `/api/suppliers/${first.id}`, token: tokens.user }, { status: 200 });
    }
    return;
  }

  const name = `Kit supplier ${run}`;
  const created = await session.call(
    'add a supplier with a GST number, as a USER',
    {
      method: 'POST',
      path,
      token: tokens.user,
      body: { name, gstNumber: GOOD_GST, email: 'kit@example.nz', bankAccount: '12-3456-7890123-00' },
    },
    {
      status: 201,
      check: (a) => (body(a).businessId === businessId && body(a).gstNumber === GOOD_GST ? [] : ['must keep the business and GST number']),
    },
  );
  const id = need(created, 201, 'adding a supplier');
  await session.call(
    "a business's suppliers, as a USER",
    { method: 'GET', path, token: tokens.user },
    { status: 200, check: (a) => mustList(list(a), id, 'the supplier just added') },
  );
  await session.call(
    'a GST number failing the IRD check digit: 400',
    { method: 'POST', path, token: tokens.user, body: { name: `${name} 2`, gstNumber: BAD_GST } },
    { status: 400, field: 'gstNumber' },
  );
  await session.call(
    'a supplier without a name: 400',
    { method: 'POST', path, token: tokens.user, body: { gstNumber: GOOD_GST } },
    { status: 400, invalidRequest: true, field: 'name' },
  );
  await session.call(
    'the same supplier name again: 409',
    { method: 'POST', path, token: tokens.user, body: { name: name.toUpperCase() } },
    { status: 409 },
  );
  if (made.spareBusiness) {
    await session.call(
      'add a supplier to a business the USER may not invoice for: 403',
      { method: 'POST', path: `/api/businesses/${made.spareBusiness.id}/suppliers`, token: tokens.user, body: { name } },
      { status: 403 },
    );
  }
  await session.call('one supplier', { method: 'GET', path: `/api/suppliers/${id}`, token: tokens.user }, { status: 200 });
  await session.call(
    'an unknown supplier: 404',
    { method: 'GET', path: `/api/suppliers/${UNKNOWN_ID}`, token: tokens.user },
    { status: 404 },
  );
  await session.call(
    "replace a supplier's details (left-out fields cleared)",
    { method: 'PUT', path: `/api/suppliers/${id}`, token: tokens.user, body: { name: `${name} Ltd` } },
    { status: 200, check: (a) => ('gstNumber' in body(a) ? ['must clear the GST number left out'] : []) },
  );
  await session.call(
    'replace with a GST number failing the check digit: 400',
    { method: 'PUT', path: `/api/suppliers/${id}`, token: tokens.user, body: { name, gstNumber: BAD_GST } },
    { status: 400, field: 'gstNumber' },
  );
}

const BILL_OPERATIONS = [
  'listExpenseAccounts',
  'createExpenseAccount',
  'renameExpenseAccount',
  'listBills',
  'createBill',
  'getBill',
  'updateBill',
  'recordBillPayment',
  'voidBill',
  ...RECEIPT_OPERATIONS,
];

/**
 * Bills of the kit's business: a bill with two GST treatments (its totals checked to the cent),
 * approved, paid in part, refused a payment above what is owed; a draft replaced and voided; an
 * expense recorded paid; bad input refused naming the field. Bills are tax records: they stay.
 */
export async function bills(ctx: Context): Promise<void> {
  const { session, tokens, made, run, today } = ctx;
  const businessId = made.business?.id;
  if (ctx.readOnly || businessId === undefined) {
    const first = list(
      await session.call('bills I may see', { method: 'GET', path: '/api/bills?size=5', token: tokens.user }, { status: 200 }),
    )[0];
    if (typeof first?.id === 'number') {
      await session.call('one bill', { method: 'GET', path: `/api/bills/${first.id}`, token: tokens.user }, { status: 200 });
    } else {
      ctx.skipped.set('getBill', 'the user has no bill to read');
    }
    await readReceipt(ctx);
    const business = offers(ctx, 'invoices') ? list(await invoicingBusinesses(ctx))[0] : undefined;
    if (typeof business?.id === 'number') {
      await session.call(
        "a business's expense accounts",
        { method: 'GET', path: `/api/businesses/${business.id}/expense-accounts`, token: tokens.user },
        { status: 200 },
      );
    } else {
      ctx.skipped.set('listExpenseAccounts', 'the user may invoice for no business');
    }
    return;
  }
  const accountsPath = `/api/businesses/${businessId}/expense-accounts`;
  const accounts = list(
    await session.call("a business's expense accounts", { method: 'GET', path: accountsPath, token: tokens.user }, { status: 200 }),
  );
  const added = await session.call(
    'add an expense account',
    { method: 'POST', path: accountsPath, token: tokens.user, body: { name: `Kit account ${run}` } },
    { status: 201 },
  );
  const accountId = need(added, 201, 'adding an account');
  await session.call(
    'the same account name again: 409',
    { method: 'POST', path: accountsPath, token: tokens.user, body: { name: `KIT ACCOUNT ${run}` } },
    { status: 409 },
  );
  await session.call(
    'rename an expense account',
    { method: 'PUT', path: `/api/expense-accounts/${accountId}`, token: tokens.user, body: { name: `Kit materials ${run}` } },
    { status: 200, check: (a) => (body(a).name === `Kit materials ${run}` ? [] : ['must take the new name']) },
  );
  if (accounts.length === 0) ctx.leftBehind.push(`the kit's business had no starting expense accounts (materials, subcontractors, ...)`);

  const supplier = await session.call(
    'a supplier for the bills',
    {
      method: 'POST',
      path: `/api/businesses/${businessId}/suppliers`,
      token: tokens.user,
      body: { name: `Kit bill supplier ${run}`, gstNumber: GOOD_GST },
    },
    { status: 201 },
  );
  const supplierId = need(supplier, 201, 'adding the bills’ supplier');
  const bill = (overrides: Record<string, unknown> = {}) => ({
    businessId,
    kind: 'BILL',
    supplierId,
    supplierReference: `KIT-${run}`,
    date: today,
    dueDate: today,
    pricesIncludeGst: false,
    approve: true,
    lines: [
      { description: 'Timber', quantity: '10', unitPrice: 1999, taxCode: 'STANDARD', accountId },
      { description: 'Imported fixings', quantity: '1', unitPrice: 5000, taxCode: 'ZERO', accountId },
    ],
    ...overrides,
  });
  const created = await session.call(
    'record a bill with two GST treatments',
    { method: 'POST', path: '/api/bills', token: tokens.user, body: bill() },
    {
      status: 201,
      check: (a) => {
        const b = body(a);
        return b.subtotal === 24990 && b.gst === 2999 && b.total === 27989 && b.gstClaimed === 2999 && b.status === 'AWAITING_PAYMENT'
          ? []
          : ['must total $249.90 + GST $29.99 (15 % of $199.90, rounded half up) = $279.89, all claimed, awaiting payment'];
      },
    },
  );
  const billId = need(created, 201, 'recording a bill');
  ctx.leftBehind.push(`bills of the kit's business (the first id ${billId}): bills are tax records, never deleted`);
  await session.call('one bill', { method: 'GET', path: `/api/bills/${billId}`, token: tokens.user }, { status: 200 });
  await receipts(ctx, billId);
  await session.call(
    "the kit business's bills",
    { method: 'GET', path: `/api/bills?businessId=${businessId}`, token: tokens.user },
    { status: 200, check: (a) => mustList(list({ ...a, json: body(a).content }), billId, 'the bill just recorded') },
  );
  await session.call(
    'a part payment',
    { method: 'POST', path: `/api/bills/${billId}/payments`, token: tokens.user, body: { amount: 10000, paidOn: today } },
    {
      status: 200,
      check: (a) => (body(a).status === 'PART_PAID' && body(a).balance === 17989 ? [] : ['must be part paid with $179.89 owing']),
    },
  );
  await session.call(
    'a payment above what is owed: 400',
    { method: 'POST', path: `/api/bills/${billId}/payments`, token: tokens.user, body: { amount: 17990, paidOn: today } },
    { status: 400, field: 'amount' },
  );
  await session.call(
    'void a bill with payments: 409',
    { method: 'POST', path: `/api/bills/${billId}/void`, token: tokens.user },
    { status: 409 },
  );
  await supplierCreditNotes(ctx, billId, bill);
  await session.call(
    'a bill without lines: 400',
    { method: 'POST', path: '/api/bills', token: tokens.user, body: bill({ lines: [] }) },
    { status: 400, invalidRequest: true, field: 'lines' },
  );
  await session.call(
    'a negative quantity: 400',
    {
      method: 'POST',
      path: '/api/bills',
      token: tokens.user,
      body: bill({ lines: [{ description: 'Returned', quantity: '-1', unitPrice: 100, taxCode: 'STANDARD', accountId }] }),
    },
    { status: 400, invalidRequest: true, field: 'lines.0.quantity' },
  );
  const draft = await session.call(
    'record a draft bill',
    { method: 'POST', path: '/api/bills', token: tokens.user, body: bill({ approve: false }) },
    { status: 201 },
  );
  const draftId = need(draft, 201, 'recording a draft');
  await session.call(
    'replace the draft',
    { method: 'PUT', path: `/api/bills/${draftId}`, token: tokens.user, body: bill({ approve: false, supplierReference: `KIT-${run}-2` }) },
    { status: 200, check: (a) => (body(a).status === 'DRAFT' ? [] : ['must stay a draft']) },
  );
  await session.call('void the draft', { method: 'POST', path: `/api/bills/${draftId}/void`, token: tokens.user }, { status: 200 });
  await session.call(
    'record an expense, paid when bought',
    { method: 'POST', path: '/api/bills', token: tokens.user, body: bill({ kind: 'EXPENSE', approve: undefined, dueDate: undefined }) },
    { status: 201, check: (a) => (body(a).status === 'PAID' && body(a).balance === 0 ? [] : ['an expense must be recorded paid']) },
  );
  if (made.spareBusiness) {
    await session.call(
      'bills of a business the USER may not invoice for: 403',
      { method: 'GET', path: `/api/bills?businessId=${made.spareBusiness.id}`, token: tokens.user },
      { status: 403 },
    );
  }
  await session.call('an unknown bill: 404', { method: 'GET', path: `/api/bills/${UNKNOWN_ID}`, token: tokens.user }, { status: 404 });
}

/**
 * Supplier credit notes (decision 215) against the kit's part-paid bill, $179.89 owing: one for
 * more is refused naming `lines`, one without its bill naming `creditsBillId`; one of $23.00
 * (GST $3.00) leaves $156.89, and voiding it gives the $23.00 back.
 */
async function supplierCreditNotes(ctx: Context, billId: number, bill: (overrides?: Record<string, unknown>) => Record<string, unknown>) {
  const { session, tokens, run } = ctx;
  const line = (unitPrice: number) => [
    { ...(bill().lines as Array<Record<string, unknown>>)[0], description: 'Returned', quantity: '1', unitPrice },
  ];
  const creditNote = (unitPrice: number, overrides: Record<string, unknown> = {}) =>
    bill({
      kind: 'CREDIT_NOTE',
      creditsBillId: billId,
      supplierReference: `KIT-CN-${run}`,
      pricesIncludeGst: true,
      approve: undefined,
      dueDate: undefined,
      lines: line(unitPrice),
      ...overrides,
    });
  await session.call(
    'a supplier credit note for more than the bill owes: 400',
    { method: 'POST', path: '/api/bills', token: tokens.user, body: creditNote(17990) },
    { status: 400, field: 'lines' },
  );
  await session.call(
    'a supplier credit note without its bill: 400',
    { method: 'POST', path: '/api/bills', token: tokens.user, body: creditNote(2300, { creditsBillId: undefined }) },
    { status: 400, invalidRequest: true, field: 'creditsBillId' },
  );
  const created = await session.call(
    'a supplier credit note reducing the bill',
    { method: 'POST', path: '/api/bills', token: tokens.user, body: creditNote(2300) },
    {
      status: 201,
      check: (a) => {
        const b = body(a);
        return b.kind === 'CREDIT_NOTE' && b.creditsBillId === billId && b.total === 2300 && b.gst === 300 && b.status === 'PAID'
          ? []
          : ['must be a credit note of $23.00 (GST $3.00) for the bill, applied (PAID)'];
      },
    },
  );
  const creditNoteId = need(created, 201, 'recording a supplier credit note');
  await session.call(
    'the credited bill owes less',
    { method: 'GET', path: `/api/bills/${billId}`, token: tokens.user },
    {
      status: 200,
      check: (a) =>
        body(a).credited === 2300 && body(a).balance === 15689 && body(a).status === 'PART_PAID'
          ? []
          : ['must owe $156.89 after the credit'],
    },
  );
  await session.call(
    'void the supplier credit note',
    { method: 'POST', path: `/api/bills/${creditNoteId}/void`, token: tokens.user },
    { status: 200, check: (a) => (body(a).status === 'VOID' ? [] : ['must be void']) },
  );
  await session.call(
    'the bill owes what it did before the credit',
    { method: 'GET', path: `/api/bills/${billId}`, token: tokens.user },
    { status: 200, check: (a) => (body(a).credited === 0 && body(a).balance === 17989 ? [] : ['must owe $179.89 again']) },
  );
}

export { BILL_OPERATIONS };
