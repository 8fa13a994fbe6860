// The bill and expense endpoints: the one calculator with per-line GST treatments, the input tax
// rule, part payments, statuses, per-business permissions and problem details for bad input.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import { call } from '../testing/call';
import { asAdmin, asUser, today } from '../testing/invoices';

type Json = Record<string, unknown>;

// Business 1's seeded accounts and suppliers.
const MATERIALS = 1;
const SUBCONTRACTORS = 2;
const PLACEMAKERS = 1;
const RUBBISH = 4; // no GST number recorded

function billBody(overrides: Json = {}) {
  return {
    businessId: 1,
    kind: 'BILL',
    supplierId: PLACEMAKERS,
    date: addDays(today(), -2),
    dueDate: addDays(today(), 20),
    supplierReference: 'INV-9001',
    pricesIncludeGst: false,
    approve: true,
    lines: [
      { description: 'Timber', quantity: '10', unitPrice: 1999, taxCode: 'STANDARD', accountId: MATERIALS },
      { description: 'Imported fixings', quantity: '1', unitPrice: 5000, taxCode: 'ZERO', accountId: MATERIALS },
    ],
    ...overrides,
  };
}

async function createBill(token: string, overrides: Json = {}) {
  const answer = await call('POST', '/api/bills', { token, body: billBody(overrides) });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json as unknown as Json & { id: number; total: number; balance: number };
}

describe('bills', () => {
  it('prices a bill with two GST treatments by the one calculator, then takes part payments until paid', async () => {
    const token = await asUser();
    const bill = await createBill(token);
    // $199.90 at 15 % (GST $29.99, rounded half up) + $50.00 zero-rated.
    expect(bill).toMatchObject({
      status: 'AWAITING_PAYMENT',
      supplierName: 'Placemakers Newmarket',
      subtotal: 24990,
      gst: 2999,
      total: 27989,
      gstClaimed: 2999,
      balance: 27989,
      taxBreakdown: [
        { taxCode: 'STANDARD', net: 19990, gst: 2999, total: 22989 },
        { taxCode: 'ZERO', net: 5000, gst: 0, total: 5000 },
      ],
    });
    expect((bill.lines as Json[]).map((line) => [line.amount, line.accountName])).toEqual([
      [19990, 'Materials'],
      [5000, 'Materials'],
    ]);

    const part = await call('POST', `/api/bills/${bill.id}/payments`, { token, body: { amount: 10000, paidOn: today() } });
    expect(part.json).toMatchObject({ status: 'PART_PAID', paid: 10000, balance: 17989 });
    const over = await call('POST', `/api/bills/${bill.id}/payments`, { token, body: { amount: 17990, paidOn: today() } });
    expect(over.status).toBe(400);
    expect(over.json.errors).toEqual([{ field: 'amount', message: 'The payment cannot be more than the $179.89 still owed.' }]);
    const rest = await call('POST', `/api/bills/${bill.id}/payments`, { token, body: { amount: 17989, paidOn: today() } });
    expect(rest.json).toMatchObject({ status: 'PAID', balance: 0 });
    expect((await call('POST', `/api/bills/${bill.id}/payments`, { token, body: { amount: 1, paidOn: today() } })).status).toBe(409);
    expect((await call('POST', `/api/bills/${bill.id}/void`, { token })).status).toBe(409);
  });

  it('does not claim the GST of a bill over $200 whose supplier has no GST number, and says why', async () => {
    const token = await asUser();
    const line = { description: 'Site clean-up', quantity: '1', taxCode: 'STANDARD', accountId: SUBCONTRACTORS };
    const over = await createBill(token, { supplierId: RUBBISH, pricesIncludeGst: true, lines: [{ ...line, unitPrice: 23000 }] });
    expect(over).toMatchObject({ total: 23000, gst: 3000, gstClaimed: 0 });
    expect(over.gstNotClaimedReason).toBe(
      "GST of $30.00 not claimed: the bill is over $200.00 including GST and Tama’s Rubbish Removal's GST number is not recorded. Record it on the supplier to claim the GST.",
    );
    const small = await createBill(token, { supplierId: RUBBISH, pricesIncludeGst: true, lines: [{ ...line, unitPrice: 20000 }] });
    expect(small).toMatchObject({ total: 20000, gst: 2609, gstClaimed: 2609 });
    expect(small).not.toHaveProperty('gstNotClaimedReason');
    const noGst = await createBill(token, {
      supplierId: RUBBISH,
      pricesIncludeGst: true,
      lines: [{ ...line, unitPrice: 35000, taxCode: 'NO_GST' }],
    });
    expect(noGst).toMatchObject({
      total: 35000,
      gst: 0,
      gstClaimed: 0,
      taxBreakdown: [{ taxCode: 'NO_GST', net: 35000, gst: 0, total: 35000 }],
    });
    expect(noGst).not.toHaveProperty('gstNotClaimedReason');
  });

  it('records an expense as paid on its date, and keeps it from being changed', async () => {
    const token = await asUser();
    const expense = await createBill(token, { kind: 'EXPENSE', approve: undefined, dueDate: undefined });
    expect(expense).toMatchObject({ status: 'PAID', balance: 0, paid: expense.total, dueDate: expense.date });
    expect((expense.payments as Json[])[0]).toMatchObject({ amount: expense.total, paidOn: expense.date });
    const change = await call('PUT', `/api/bills/${expense.id}`, { token, body: billBody({ kind: 'EXPENSE' }) });
    expect(change.status).toBe(409);
    expect(change.json.type).toBe('urn:invoicing:invalid-status');
    const future = await call('POST', '/api/bills', { token, body: billBody({ kind: 'EXPENSE', date: addDays(today(), 1) }) });
    expect(future.json.errors).toEqual([{ field: 'date', message: expect.stringContaining('cannot be in the future') }]);
  });

  it('keeps a draft unpaid until approved, and replaces it', async () => {
    const token = await asUser();
    const draft = await createBill(token, { approve: false });
    expect(draft.status).toBe('DRAFT');
    expect((await call('POST', `/api/bills/${draft.id}/payments`, { token, body: { amount: 100, paidOn: today() } })).status).toBe(409);
    const approved = await call('PUT', `/api/bills/${draft.id}`, {
      token,
      body: billBody({
        approve: true,
        lines: [{ description: 'Timber', quantity: '2.5', unitPrice: 1000, taxCode: 'STANDARD', accountId: MATERIALS }],
      }),
    });
    expect(approved.json).toMatchObject({ status: 'AWAITING_PAYMENT', subtotal: 2500, gst: 375, total: 2875 });
    expect((await call('POST', `/api/bills/${draft.id}/void`, { token })).json).toMatchObject({ status: 'VOID', balance: 0 });
  });

  it('refuses bad input with 400 naming the field: no lines, a negative quantity, strangers, a due date before the date', async () => {
    const token = await asUser();
    const refused = async (overrides: Json) => {
      const answer = await call('POST', '/api/bills', { token, body: billBody(overrides) });
      expect(answer.status).toBe(400);
      expect(answer.contentType).toContain('application/problem+json');
      return (answer.json.errors as Array<{ field: string; message: string }>)[0];
    };
    expect(await refused({ lines: [] })).toEqual({
      field: 'lines',
      message: 'A bill needs at least one line: what was bought, how many, at what price.',
    });
    expect(
      (
        await refused({
          lines: [{ description: 'Returned timber', quantity: '-2', unitPrice: 1000, taxCode: 'STANDARD', accountId: MATERIALS }],
        })
      )?.field,
    ).toBe('lines.0.quantity');
    expect((await refused({ supplierId: 5 }))?.field).toBe('supplierId'); // a supplier of business 2
    expect(
      (await refused({ lines: [{ description: 'X', quantity: '1', unitPrice: 100, taxCode: 'STANDARD', accountId: 7 }] }))?.field,
    ).toBe('lines.0.accountId');
    expect(
      (await refused({ lines: [{ description: 'X', quantity: '1', unitPrice: 100, taxCode: 'GST', accountId: MATERIALS }] }))?.field,
    ).toBe('lines.0.taxCode');
    expect(await refused({ dueDate: addDays(today(), -30) })).toEqual({
      field: 'dueDate',
      message: 'The due date cannot be before the bill’s date.',
    });
    const bill = await createBill(token);
    const early = await call('POST', `/api/bills/${bill.id}/payments`, { token, body: { amount: 100, paidOn: addDays(today(), -10) } });
    expect(early.json.errors).toEqual([{ field: 'paidOn', message: expect.stringContaining('before the bill’s date') }]);
  });

  it('lists the bills of the caller’s businesses, newest first, and refuses another business’s with 403', async () => {
    const token = await asUser();
    const page = await call('GET', '/api/bills?businessId=1&size=2', { token });
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({ page: { size: 2, number: 0 } });
    const content = page.json.content as Json[];
    expect(content).toHaveLength(2);
    expect(String(content[0]?.date) >= String(content[1]?.date)).toBe(true);
    const drafts = await call('GET', '/api/bills?businessId=1&status=DRAFT', { token });
    expect((drafts.json.content as Json[]).every((bill) => bill.status === 'DRAFT')).toBe(true);
    expect((await call('GET', '/api/bills?businessId=2', { token })).status).toBe(403);
    expect((await call('GET', '/api/bills?size=201', { token })).json.errors).toEqual([{ field: 'size', message: expect.any(String) }]);
    const other = await createBill(await asAdmin(), {
      businessId: 2,
      supplierId: 5,
      lines: [{ description: 'Clean', quantity: '1', unitPrice: 100, taxCode: 'STANDARD', accountId: 7 }],
    });
    expect((await call('GET', `/api/bills/${other.id}`, { token })).status).toBe(403);
    expect((await call('POST', '/api/bills', { token, body: billBody({ businessId: 2, supplierId: 5 }) })).status).toBe(403);
  });
});

describe('expense accounts', () => {
  it('starts each business with the usual accounts, and takes more, refusing a name it has', async () => {
    const token = await asUser();
    const listed = await call('GET', '/api/businesses/1/expense-accounts', { token });
    expect((listed.json as unknown as Json[]).map((a) => a.name)).toEqual([
      'Fees',
      'Materials',
      'Rent paid',
      'Subcontractors',
      'Tools',
      'Vehicle',
    ]);
    const added = await call('POST', '/api/businesses/1/expense-accounts', { token, body: { name: ' Scaffolding hire ' } });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ businessId: 1, name: 'Scaffolding hire' });
    expect((await call('POST', '/api/businesses/1/expense-accounts', { token, body: { name: 'materials' } })).status).toBe(409);
    const renamed = await call('PUT', `/api/expense-accounts/${added.json.id as number}`, { token, body: { name: 'Scaffolding' } });
    expect(renamed.json).toMatchObject({ name: 'Scaffolding' });
    expect((await call('GET', '/api/businesses/2/expense-accounts', { token })).status).toBe(403);
  });

  it('keeps a business whose bills are tax records, and deletes one without bills with its suppliers and accounts', async () => {
    const admin = await asAdmin();
    const business = (await call('POST', '/api/admin/businesses', { token: admin, body: { businessName: 'Short Lived Ltd' } })).json;
    const id = business.id as number;
    const supplier = (await call('POST', `/api/businesses/${id}/suppliers`, { token: admin, body: { name: 'Only Supplier' } })).json;
    const accounts = (await call('GET', `/api/businesses/${id}/expense-accounts`, { token: admin })).json as unknown as Json[];
    const bill = await createBill(admin, {
      businessId: id,
      supplierId: supplier.id,
      lines: [{ description: 'Nails', quantity: '1', unitPrice: 500, taxCode: 'STANDARD', accountId: accounts[0]?.id }],
    });
    const kept = await call('DELETE', `/api/admin/businesses/${id}`, { token: admin });
    expect(kept.status).toBe(409);
    expect(kept.json).toMatchObject({
      type: 'urn:invoicing:has-invoices',
      detail: expect.stringContaining('1 bill, which are kept for the tax records'),
    });
    expect((await call('GET', `/api/bills/${bill.id}`, { token: admin })).status).toBe(200);

    const empty = (await call('POST', '/api/admin/businesses', { token: admin, body: { businessName: 'Never Bought Ltd' } })).json;
    const lonely = (await call('POST', `/api/businesses/${empty.id as number}/suppliers`, { token: admin, body: { name: 'Unused' } })).json;
    expect((await call('DELETE', `/api/admin/businesses/${empty.id as number}`, { token: admin })).status).toBe(204);
    expect((await call('GET', `/api/suppliers/${lonely.id as number}`, { token: admin })).status).toBe(404);
  });

  it('gives a business an admin creates the starting accounts', async () => {
    const admin = await asAdmin();
    const business = await call('POST', '/api/admin/businesses', { token: admin, body: { businessName: 'New Builders Ltd' } });
    const accounts = await call('GET', `/api/businesses/${business.json.id as number}/expense-accounts`, { token: admin });
    expect(accounts.json).toHaveLength(6);
  });
});
