// Supplier credit notes (decision 215): a third bill kind that reduces what is owed on the bill it
// credits, refused above the bill's balance or dated in a filed period, counted in the period it
// was received (box 11 on the invoice basis, never a filed figure), and voided to restore the bill.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import type { AgedPayables, ProfitAndLoss } from './types';
import { call } from '../testing/call';
import { dayIn, expectLocked, fileReturn, gstReturn, periods } from '../testing/gst-returns';
import { asAdmin, asUser, today } from '../testing/invoices';

type Json = Record<string, unknown>;
type Doc = Json & { id: number; total: number; balance: number; status: string };

// Business 1's seeded accounts and suppliers.
const MATERIALS = 1;
const PLACEMAKERS = 1;
const SPARKS = 2;
const RUBBISH = 4; // no GST number recorded

const timber = (unitPrice: number, taxCode = 'STANDARD') => ({
  description: 'Timber',
  quantity: '1',
  unitPrice,
  taxCode,
  accountId: MATERIALS,
});

async function post(token: string, path: string, body?: unknown) {
  const answer = await call('POST', path, { token, ...(body === undefined ? {} : { body }) });
  return { status: answer.status, json: answer.json as Json };
}

async function bill(token: string, overrides: Json = {}): Promise<Doc> {
  const date = (overrides.date as string | undefined) ?? addDays(today(), -3);
  const answer = await post(token, '/api/bills', {
    businessId: 1,
    kind: 'BILL',
    supplierId: PLACEMAKERS,
    date,
    dueDate: addDays(date, 20),
    supplierReference: 'INV-7001',
    pricesIncludeGst: true,
    approve: true,
    lines: [timber(46000)],
    ...overrides,
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json as Doc;
}

const creditNoteBody = (credits: Doc, overrides: Json = {}) => ({
  businessId: 1,
  kind: 'CREDIT_NOTE',
  creditsBillId: credits.id,
  supplierId: credits.supplierId,
  date: today(),
  supplierReference: 'CN-17',
  pricesIncludeGst: true,
  lines: [{ ...timber(11500), description: 'Returned: two lengths' }],
  ...overrides,
});

async function creditNote(token: string, credits: Doc, overrides: Json = {}): Promise<Doc> {
  const answer = await post(token, '/api/bills', creditNoteBody(credits, overrides));
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json as Doc;
}

const read = async (token: string, id: number) => (await call('GET', `/api/bills/${id}`, { token })).json as unknown as Doc;

describe('supplier credit notes', () => {
  it('reduce what is owed on the bill they credit; a bill credited in full is settled; the list shows the kind', async () => {
    const token = await asUser();
    const credited = await bill(token);
    const note = await creditNote(token, credited);
    expect(note).toMatchObject({
      kind: 'CREDIT_NOTE',
      status: 'PAID',
      creditsBillId: credited.id,
      creditsBillTitle: 'INV-7001',
      total: 11500,
      gst: 1500,
      gstClaimed: 1500,
      balance: 0,
      dueDate: today(),
    });
    expect(await read(token, credited.id)).toMatchObject({
      status: 'PART_PAID',
      paid: 0,
      credited: 11500,
      balance: 34500,
      creditNotes: [{ id: note.id, status: 'PAID', date: today(), supplierReference: 'CN-17', total: 11500 }],
    });
    // A payment may be at most what is left after the credit.
    const over = await post(token, `/api/bills/${credited.id}/payments`, { amount: 34501, paidOn: today() });
    expect(over.status).toBe(400);
    expect(over.json.errors).toEqual([expect.objectContaining({ field: 'amount' })]);
    expect((await post(token, `/api/bills/${credited.id}/payments`, { amount: 30000, paidOn: today() })).status).toBe(200);
    await creditNote(token, credited, { supplierReference: 'CN-18', lines: [timber(4500)] });
    expect(await read(token, credited.id)).toMatchObject({ status: 'PAID', paid: 30000, credited: 16000, balance: 0 });

    const list = (await call('GET', '/api/bills?businessId=1&size=200', { token })).json as unknown as { content: Doc[] };
    expect(list.content.find((item) => item.id === note.id)).toMatchObject({ kind: 'CREDIT_NOTE', creditsBillId: credited.id, balance: 0 });
  });

  it('refuse more than the bill’s balance, a bill not owed, another supplier, a future date, and a missing bill, naming the field', async () => {
    const token = await asUser();
    const credited = await bill(token);
    const tooMuch = await post(token, '/api/bills', creditNoteBody(credited, { lines: [timber(46001)] }));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.errors).toEqual([
      {
        field: 'lines',
        message: 'This credit note comes to $460.01, but only $460.00 is owed on the bill INV-7001. Credit at most what is owed.',
      },
    ]);
    const other = await post(token, '/api/bills', creditNoteBody(credited, { supplierId: SPARKS }));
    expect(other.status).toBe(400);
    expect(other.json.errors).toEqual([expect.objectContaining({ field: 'supplierId' })]);
    const future = await post(token, '/api/bills', creditNoteBody(credited, { date: addDays(today(), 1) }));
    expect(future.json.errors).toEqual([expect.objectContaining({ field: 'date' })]);
    const early = await post(token, '/api/bills', creditNoteBody(credited, { date: addDays(credited.date as string, -1) }));
    expect(early.json.errors).toEqual([expect.objectContaining({ field: 'date' })]);
    const noBill = await post(token, '/api/bills', { ...creditNoteBody(credited), creditsBillId: undefined });
    expect(noBill.status).toBe(400);
    expect(noBill.json.errors).toEqual([{ field: 'creditsBillId', message: 'Choose the bill this credit note reduces.' }]);
    const onABill = await post(token, '/api/bills', { ...creditNoteBody(credited), kind: 'BILL' });
    expect(onABill.json.errors).toEqual([{ field: 'creditsBillId', message: 'Only a credit note credits a bill.' }]);
    const draft = await bill(token, { approve: false });
    const ofDraft = await post(token, '/api/bills', creditNoteBody(draft));
    expect(ofDraft.status).toBe(409);
    expect(ofDraft.json.type).toBe('urn:invoicing:invalid-status');
    // Nothing was credited by the refusals.
    expect(await read(token, credited.id)).toMatchObject({ status: 'AWAITING_PAYMENT', credited: 0, balance: 46000 });
  });

  it('voided, give the bill back its balance and status; a credited bill cannot be changed or voided, nor a credit note changed', async () => {
    const token = await asUser();
    const credited = await bill(token);
    const note = await creditNote(token, credited, { lines: [timber(46000)] });
    expect(await read(token, credited.id)).toMatchObject({ status: 'PAID', balance: 0 });
    expect((await post(token, `/api/bills/${credited.id}/void`)).status).toBe(409);
    const change = await call('PUT', `/api/bills/${credited.id}`, { token, body: { ...creditNoteBody(credited), kind: 'BILL' } });
    expect(change.status).toBe(409);
    const changeNote = await call('PUT', `/api/bills/${note.id}`, { token, body: creditNoteBody(credited) });
    expect(changeNote.status).toBe(409);
    expect(changeNote.json.detail).toBe('A credit note is applied when recorded, so it cannot be changed. Void it and record it again.');

    const voided = await post(token, `/api/bills/${note.id}/void`);
    expect(voided.json).toMatchObject({ status: 'VOID', balance: 0 });
    expect(await read(token, credited.id)).toMatchObject({
      status: 'AWAITING_PAYMENT',
      credited: 0,
      balance: 46000,
      creditNotes: [{ id: note.id, status: 'VOID' }],
    });
    // The bill may be voided once its credit notes are.
    expect((await post(token, `/api/bills/${credited.id}/void`)).json.status).toBe('VOID');
  });

  it('count in the period received: dated in a filed period they are refused, dated today they reduce today’s box 11 and never a filed figure', async () => {
    const token = await asUser();
    const { current, previous } = periods();
    const lockedDay = dayIn(previous);
    const credited = await bill(token, { date: lockedDay, dueDate: addDays(today(), 20) });
    const earlier = await bill(token, { date: lockedDay, supplierReference: 'INV-7002' });
    const inLocked = await creditNote(token, earlier, { date: addDays(lockedDay, 1), lines: [timber(2300)] });
    const filed = await fileReturn(token, previous);

    expectLocked(await post(token, '/api/bills', creditNoteBody(credited, { date: addDays(lockedDay, 2) })), previous, 'date');
    expectLocked(await post(token, `/api/bills/${inLocked.id}/void`), previous, 'date');

    const before = await gstReturn(token, current);
    // $115.00 including GST of $15.00: box 11 falls by $115.00, box 12 by $15.00, to the cent.
    const note = await creditNote(token, credited);
    const after = await gstReturn(token, current);
    expect(after.box11 - before.box11).toBe(-11500);
    expect(after.box12).toBe(Math.round((after.box11 * 3) / 23));
    expect(after.box15).toBe(after.box10 - after.box14);
    expect(after.purchaseRows.find((row) => row.kind === 'BILL_CREDIT_NOTE' && row.id === note.id)).toEqual({
      kind: 'BILL_CREDIT_NOTE',
      id: note.id,
      billId: note.id,
      date: today(),
      supplierName: 'Placemakers Newmarket',
      supplierReference: 'CN-17',
      amount: -11500,
      purchases: -11500,
      notClaimed: 0,
      other: 0,
    });
    // The filed return is as filed, and nothing is carried into today's return for it.
    expect(await gstReturn(token, previous)).toEqual(filed);
    expect(after.adjustments).toEqual(before.adjustments);
  });

  it('on the payments basis have no row of their own: the smaller payment they leave is what counts, to the cent', async () => {
    const token = await asUser();
    const admin = await asAdmin();
    const businesses = (await call('GET', '/api/admin/businesses', { token: admin })).json as unknown as Json[];
    const fields = { ...businesses.find((b) => b.id === 1) };
    delete fields.id;
    delete fields.businessId;
    expect((await call('PUT', '/api/admin/businesses/1', { token: admin, body: { ...fields, businessGstBasis: 'PAYMENTS' } })).status).toBe(
      200,
    );
    const { current } = periods();
    // $460.00 at 15 % and $40.00 zero-rated; $115.00 credited off the timber; the $385.00 left is paid.
    const credited = await bill(token, { lines: [timber(46000), timber(4000, 'ZERO')] });
    const before = await gstReturn(token, current);
    const note = await creditNote(token, credited);
    expect((await gstReturn(token, current)).box11).toBe(before.box11);
    expect((await post(token, `/api/bills/${credited.id}/payments`, { amount: 38500, paidOn: today() })).json).toMatchObject({
      status: 'PAID',
      balance: 0,
    });
    const after = await gstReturn(token, current);
    expect(after.purchaseRows.some((row) => row.kind === 'BILL_CREDIT_NOTE' && row.id === note.id)).toBe(false);
    const payment = after.purchaseRows.find((row) => row.kind === 'BILL_PAYMENT' && row.billId === credited.id);
    // $385.00 over what the credit note left of each treatment: $345.00 at 15 % and $40.00 zero-rated.
    expect(payment).toMatchObject({ amount: 38500, purchases: 34500, notClaimed: 0, other: 4000 });
    expect(after.box11 - before.box11).toBe(34500);
  });

  it('take back no GST when the bill’s GST was not claimed; P&L and aged payables net them', async () => {
    const token = await asUser();
    const unclaimed = await bill(token, { supplierId: RUBBISH, lines: [timber(46000)] });
    const note = await creditNote(token, unclaimed);
    expect(note).toMatchObject({ gstClaimed: 0 });
    expect(note.gstNotClaimedReason).toMatch(/^Its bill’s GST is not claimed, so this credit note takes none back\./);
    const { current } = periods();
    const row = (await gstReturn(token, current)).purchaseRows.find((r) => r.id === note.id && r.kind === 'BILL_CREDIT_NOTE');
    expect(row).toMatchObject({ amount: -11500, purchases: 0, notClaimed: -11500 });

    const from = addDays(today(), -3);
    const pnl = async () =>
      (await call('GET', `/api/businesses/1/reports/profit-and-loss?from=${from}&to=${today()}`, { token }))
        .json as unknown as ProfitAndLoss;
    const materials = (report: ProfitAndLoss) => report.expenses.find((r) => r.account === 'Materials');
    const claimed = await bill(token, { date: from, supplierReference: 'INV-7003' });
    const beforeCredit = await pnl();
    const aged = async () => (await call('GET', '/api/businesses/1/reports/aged-payables', { token })).json as unknown as AgedPayables;
    const balanceOf = async (id: number) =>
      (await aged()).suppliers.flatMap((supplier) => supplier.bills).find((entry) => entry.id === id)?.balance;
    expect(await balanceOf(claimed.id)).toBe(46000);
    const claimedNote = await creditNote(token, claimed, { supplierReference: 'CN-19' });
    const afterCredit = await pnl();
    // GST claimed, so the credit is $100.00 excluding GST off Materials, listed as a negative document.
    expect((materials(afterCredit)?.amount ?? 0) - (materials(beforeCredit)?.amount ?? 0)).toBe(-10000);
    expect(materials(afterCredit)?.documents).toContainEqual(
      expect.objectContaining({ kind: 'SUPPLIER_CREDIT_NOTE', id: claimedNote.id, amount: -10000 }),
    );
    expect(await balanceOf(claimed.id)).toBe(34500);
  });
});
