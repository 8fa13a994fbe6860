// Client statements and the GST return: figures to the cent, and every refusal.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import { gstPeriodOf } from '../../src/lib/gst-periods';
import { call } from '../testing/call';
import { setGstSettings } from '../testing/gst-returns';
import { asAdmin, asMere, asUser, createDraft, issue, today, type Line } from '../testing/invoices';

const rent: Line = { description: 'Rent', quantity: '1', unitPrice: 100000, taxCode: 'EXEMPT' };
const fee: Line = { description: 'Management fee', quantity: '1', unitPrice: 10000, taxCode: 'STANDARD' };
const export_: Line = { description: 'Design work for overseas client', quantity: '1', unitPrice: 5000, taxCode: 'ZERO' };

async function newClient(admin: string, businessId = 1) {
  const { status, json } = await call('POST', '/api/admin/clients', {
    token: admin,
    body: {
      linkedBusinessId: businessId,
      clientName: 'Statement Test',
      clientAddressLine1: '1 Queen Street',
      clientEmailAddress: 'statement@example.nz',
    },
  });
  expect(status).toBe(201);
  return json as unknown as { id: number };
}

async function issued(token: string, clientId: number, issueDate: string, lines: Line[]) {
  const draft = await createDraft(token, { clientId, issueDate, dueDate: addDays(issueDate, 14), lines });
  const { status, json } = await issue(token, draft);
  expect(status).toBe(200);
  return json as unknown as { id: number; version: number; total: number };
}

async function pay(token: string, invoice: { id: number; version: number }, amount: number, paidOn: string) {
  const { status } = await call('POST', `/api/invoices/${invoice.id}/payments`, {
    token,
    body: { version: invoice.version, amount, paidOn, method: 'CARD' },
  });
  expect(status).toBe(201);
}

/** A client with: A issued 60 days ago ($1,115.00, $500.00 paid 30 days ago), B issued 10 days ago ($230.00), a draft and a void invoice. */
async function clientWithHistory() {
  const admin = await asAdmin();
  const token = await asUser();
  const client = await newClient(admin);
  const a = await issued(token, client.id, addDays(today(), -60), [rent, fee]);
  await pay(token, a, 50000, addDays(today(), -30));
  await issued(token, client.id, addDays(today(), -10), [{ ...fee, unitPrice: 20000 }]);
  await createDraft(token, { clientId: client.id, issueDate: addDays(today(), -5), dueDate: today() });
  const doomed = await issued(token, client.id, addDays(today(), -20), [fee]);
  const voided = await call('POST', `/api/invoices/${doomed.id}/void`, {
    token,
    body: { version: doomed.version, reason: 'Raised in error' },
  });
  expect(voided.status).toBe(200);
  return { token, admin, client };
}

describe('statements', () => {
  it('gives the activity over a range with opening, running and closing balances, leaving drafts and void invoices out', async () => {
    const { token, client } = await clientWithHistory();
    const { status, json } = await call(
      'GET',
      `/api/clients/${client.id}/statements/activity?from=${addDays(today(), -40)}&to=${today()}`,
      { token },
    );
    expect(status).toBe(200);
    expect(json).toMatchObject({ openingBalance: 111500, totalCharged: 23000, totalCredited: 50000, closingBalance: 84500 });
    expect((json.lines as Array<{ kind: string; amount: number; balance: number }>).map((l) => [l.kind, l.amount, l.balance])).toEqual([
      ['PAYMENT', 50000, 61500],
      ['INVOICE', 23000, 84500],
    ]);
    expect(json.business).toMatchObject({ name: 'Kiwi Home Renovations Ltd' });
    expect(json.client).toMatchObject({ name: 'Statement Test' });
  });

  it('gives the open invoices as at a date, aged by due date', async () => {
    const { token, client } = await clientWithHistory();
    const { status, json } = await call('GET', `/api/clients/${client.id}/statements/outstanding?asAt=${today()}`, { token });
    expect(status).toBe(200);
    expect(json).toMatchObject({ totalOutstanding: 84500, creditOwed: 0, netBalance: 84500 });
    expect(
      (json.items as Array<{ balance: number; daysPastDue: number; bucket: string }>).map((i) => [i.balance, i.daysPastDue, i.bucket]),
    ).toEqual([
      [61500, 46, 'DAYS_31_60'],
      [23000, -4, 'CURRENT'],
    ]);
    expect(json.buckets).toEqual([
      { bucket: 'CURRENT', amount: 23000 },
      { bucket: 'DAYS_1_30', amount: 0 },
      { bucket: 'DAYS_31_60', amount: 61500 },
      { bucket: 'DAYS_61_90', amount: 0 },
      { bucket: 'OVER_90', amount: 0 },
    ]);
  });

  it('refuses a range backwards, a future as-at date, a missing date, a deleted client and a business the caller may not use', async () => {
    const { token, admin, client } = await clientWithHistory();
    const backwards = await call('GET', `/api/clients/${client.id}/statements/activity?from=${today()}&to=${addDays(today(), -1)}`, {
      token,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json.errors).toEqual([{ field: 'from', message: 'The start date must be on or before the end date.' }]);
    const future = await call('GET', `/api/clients/${client.id}/statements/outstanding?asAt=${addDays(today(), 1)}`, { token });
    expect(future.json.errors).toEqual([{ field: 'asAt', message: 'The as-at date cannot be in the future.' }]);
    const missing = await call('GET', `/api/clients/${client.id}/statements/activity?from=2026-02-30&to=${today()}`, { token });
    expect(missing.json.errors).toEqual([{ field: 'from', message: 'The start date must be a real date written YYYY-MM-DD.' }]);
    const gone = await newClient(admin);
    expect((await call('DELETE', `/api/admin/clients/${gone.id}`, { token: admin })).status).toBe(204);
    const deleted = await call('GET', `/api/clients/${gone.id}/statements/outstanding?asAt=${today()}`, { token });
    expect(deleted.status).toBe(404);
    const forbidden = await call('GET', `/api/clients/${client.id}/statements/outstanding?asAt=${today()}`, { token: await asMere() });
    expect(forbidden.status).toBe(403);
  });
});

describe('GST return', () => {
  it('counts invoices issued in the period on the invoice basis, exempt left out', async () => {
    const admin = await asAdmin();
    const token = await asUser();
    const client = await newClient(admin);
    const period = gstPeriodOf('TWO_MONTHLY', today());
    const before = (await call('GET', `/api/businesses/1/gst-returns/${period.period}`, { token })).json as unknown as {
      box5: number;
      box6: number;
      rows: unknown[];
    };
    await issued(token, client.id, period.start, [rent, fee, export_]);
    const { status, json } = await call('GET', `/api/businesses/1/gst-returns/${period.period}`, { token });
    expect(status).toBe(200);
    // $115.00 standard + $50.00 zero-rated; rent exempt.
    expect((json.box5 as number) - before.box5).toBe(16500);
    expect((json.box6 as number) - before.box6).toBe(5000);
    expect(json.box7).toBe((json.box5 as number) - (json.box6 as number));
    expect(json).toMatchObject({
      frequency: 'TWO_MONTHLY',
      basis: 'INVOICE',
      start: period.start,
      end: period.end,
      dueDate: period.dueDate,
      box9: 0,
    });
    expect(json.box10).toBe(json.box8);
    expect(json.rows as unknown[]).toHaveLength(before.rows.length + 1);
  });

  it('counts payments received in the period on the payments basis, apportioned over the rates', async () => {
    const admin = await asAdmin();
    await setGstSettings(admin, { businessGstBasis: 'PAYMENTS', businessGstFilingFrequency: 'MONTHLY' });
    const token = await asUser();
    const client = await newClient(admin);
    const month = today().slice(0, 7);
    const before = (await call('GET', `/api/businesses/1/gst-returns/${month}`, { token })).json as unknown as { box5: number };
    const invoice = await issued(token, client.id, addDays(today(), -70), [rent, fee]);
    await pay(token, invoice, 55750, today());
    const { json } = await call('GET', `/api/businesses/1/gst-returns/${month}`, { token });
    // Half of $1,115.00: $57.50 of the fee counts, $500.00 of rent does not.
    expect((json.box5 as number) - before.box5).toBe(5750);
    expect(json).toMatchObject({ frequency: 'MONTHLY', basis: 'PAYMENTS' });
  });

  it('follows a two-monthly cycle of odd months when the business chose it, the due date on a working day', async () => {
    const admin = await asAdmin();
    await setGstSettings(admin, { businessGstPeriodEnding: 'ODD_MONTHS' });
    const token = await asUser();
    const businessesOfUser = (await call('GET', '/api/invoicing/businesses', { token })).json as Array<Record<string, unknown>>;
    expect(businessesOfUser.find((b) => b.id === 1)).toMatchObject({ gstFilingFrequency: 'TWO_MONTHLY', gstPeriodEnding: 'ODD_MONTHS' });
    // Feb–Mar 2026: statutory 7 May 2026, a Thursday.
    const { status, json } = await call('GET', '/api/businesses/1/gst-returns/2026-03', { token });
    expect(status).toBe(200);
    expect(json).toMatchObject({ period: '2026-03', start: '2026-02-01', end: '2026-03-31', dueDate: '2026-05-07' });
    // Dec 2025–Jan 2026: the 28th of February 2026 is a Saturday, so Monday 2 March.
    expect((await call('GET', '/api/businesses/1/gst-returns/2026-01', { token })).json).toMatchObject({
      start: '2025-12-01',
      dueDate: '2026-03-02',
    });
    const even = await call('GET', '/api/businesses/1/gst-returns/2026-02', { token });
    expect(even.status).toBe(400);
    expect(even.json.errors).toEqual([
      { field: 'period', message: 'Choose a two-monthly period (this business’s end in odd months), written YYYY-MM (its last month).' },
    ]);
  });

  it('counts purchases in boxes 11 to 14 and box 15 to the cent: bills dated in the period, or payments made in it', async () => {
    const admin = await asAdmin();
    const token = await asUser();
    const period = gstPeriodOf('TWO_MONTHLY', today());
    type Return = Record<'box10' | 'box11' | 'box12' | 'box13' | 'box14' | 'box15', number> & {
      purchaseRows: Array<Record<string, unknown>>;
    };
    const read = async () => (await call('GET', `/api/businesses/1/gst-returns/${period.period}`, { token })).json as unknown as Return;
    const before = await read();
    // $200.00 + GST at 15 % and $50.00 zero-rated, prices exclusive: $280.00.
    const bill = await call('POST', '/api/bills', {
      token,
      body: {
        businessId: 1,
        kind: 'BILL',
        supplierId: 1,
        date: period.start,
        dueDate: period.end,
        pricesIncludeGst: false,
        approve: true,
        lines: [
          { description: 'Timber', quantity: '1', unitPrice: 20000, taxCode: 'STANDARD', accountId: 1 },
          { description: 'Imported fixings', quantity: '1', unitPrice: 5000, taxCode: 'ZERO', accountId: 1 },
        ],
      },
    });
    expect(bill.json.total).toBe(28000);
    const after = await read();
    expect(after.box11 - before.box11).toBe(23000);
    expect(after.box12).toBe(Math.round((after.box11 * 3) / 23));
    expect(after).toMatchObject({ box13: 0, box14: after.box12, box15: after.box10 - after.box12 });
    expect(after.purchaseRows.find((row) => row.billId === bill.json.id)).toMatchObject({
      kind: 'BILL',
      amount: 28000,
      purchases: 23000,
      other: 5000,
    });

    // Payments basis: a payment of $140.00, half the bill, counts $115.00 of standard-rated purchases.
    const businesses = (await call('GET', '/api/admin/businesses', { token: admin })).json as Array<Record<string, unknown>>;
    const fields = { ...businesses.find((b) => b.id === 1) };
    delete fields.id;
    delete fields.businessId;
    await call('PUT', '/api/admin/businesses/1', { token: admin, body: { ...fields, businessGstBasis: 'PAYMENTS' } });
    const unpaid = await read();
    const paid = await call('POST', `/api/bills/${bill.json.id as number}/payments`, { token, body: { amount: 14000, paidOn: today() } });
    expect(paid.json.status).toBe('PART_PAID');
    const onPayments = await read();
    expect(onPayments.box11 - unpaid.box11).toBe(11500);
    expect(onPayments.purchaseRows.find((row) => row.kind === 'BILL_PAYMENT' && row.billId === bill.json.id)).toMatchObject({
      amount: 14000,
      purchases: 11500,
      other: 2500,
      notClaimed: 0,
    });
    expect(onPayments.box15).toBe(onPayments.box10 - onPayments.box14);
  });

  it('refuses a business without a GST number, a period of another frequency, a future period and a business the caller may not use', async () => {
    const token = await asUser();
    const unregistered = await call('GET', `/api/businesses/3/gst-returns/${gstPeriodOf('TWO_MONTHLY', today()).period}`, { token });
    expect(unregistered.status).toBe(409);
    expect(unregistered.json).toMatchObject({
      type: 'urn:invoicing:not-gst-registered',
      detail: 'Southern Lakes Rentals has no GST number, so it files no GST return. Add its GST number first.',
    });
    const odd = await call('GET', '/api/businesses/1/gst-returns/2026-03', { token });
    expect(odd.status).toBe(400);
    expect(odd.json.errors).toEqual([
      { field: 'period', message: 'Choose a two-monthly period (one ending in an even month), written YYYY-MM (its last month).' },
    ]);
    const next = gstPeriodOf('TWO_MONTHLY', addDays(gstPeriodOf('TWO_MONTHLY', today()).end, 1));
    expect((await call('GET', `/api/businesses/1/gst-returns/${next.period}`, { token })).json.errors).toEqual([
      { field: 'period', message: 'That period has not started yet.' },
    ]);
    expect((await call('GET', '/api/businesses/2/gst-returns/2026-02', { token })).status).toBe(403);
    expect((await call('GET', '/api/businesses/999/gst-returns/2026-02', { token })).status).toBe(404);
  });
});
