// The business reports: profit and loss by account to the cent, job costing of a quote with its
// invoice and a tagged bill, aged payables as at the server's today, and every refusal.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import type { AgedPayables, JobCosting, ProfitAndLoss } from './types';
import { postPurchase, purchaseLine } from '../testing/bills';
import { call } from '../testing/call';
import { asAdmin, asMere, asUser, createDraft, issue, today } from '../testing/invoices';
import { acceptedQuote, claim } from '../testing/quotes';

// Business 1's seeded accounts and suppliers (mocks/seed/seed-purchases.ts).
const MATERIALS = 1;
const SUBCONTRACTORS = 2;
const PLACEMAKERS = 1;
const RUBBISH = 4; // no GST number recorded

const createBill = (token: string, overrides: Record<string, unknown> = {}) =>
  postPurchase(token, {
    supplierId: PLACEMAKERS,
    date: addDays(today(), -2),
    dueDate: addDays(today(), 20),
    supplierReference: 'R-1',
    pricesIncludeGst: false,
    lines: [
      purchaseLine('Timber', 1999, { quantity: '10', accountId: MATERIALS }),
      purchaseLine('Tiler', 30000, { accountId: SUBCONTRACTORS }),
    ],
    ...overrides,
  });

const pnl = async (token: string, from: string, to: string, business = 1) =>
  call('GET', `/api/businesses/${business}/reports/profit-and-loss?from=${from}&to=${to}`, { token });

const accountOf = (report: ProfitAndLoss, side: 'income' | 'expenses', name: string) =>
  report[side].find((row) => row.account === name)?.amount ?? 0;

describe('profit and loss', () => {
  it('adds invoices to Sales and bills to their lines’ accounts, GST excluded, and every account is the sum of its documents', async () => {
    const token = await asUser();
    const from = addDays(today(), -5);
    const before = (await pnl(token, from, today())).json as unknown as ProfitAndLoss;
    const invoice = await createDraft(token, { issueDate: addDays(today(), -1) });
    expect((await issue(token, invoice)).status).toBe(200);
    // $199.90 materials and $300.00 subcontractors, GST claimed.
    await createBill(token);
    // Not in the range: two days before it.
    await createBill(token, { date: addDays(from, -2), supplierReference: 'R-2' });
    const answer = await pnl(token, from, today());
    expect(answer.status).toBe(200);
    const after = answer.json as unknown as ProfitAndLoss;
    expect(after.gstRegistered).toBe(true);
    // LINES: $1,170.00 standard + $450.00 exempt, GST excluded.
    expect(accountOf(after, 'income', 'Sales') - accountOf(before, 'income', 'Sales')).toBe(162000);
    expect(accountOf(after, 'expenses', 'Materials') - accountOf(before, 'expenses', 'Materials')).toBe(19990);
    expect(accountOf(after, 'expenses', 'Subcontractors') - accountOf(before, 'expenses', 'Subcontractors')).toBe(30000);
    for (const row of [...after.income, ...after.expenses]) expect(row.documents.reduce((sum, d) => sum + d.amount, 0)).toBe(row.amount);
    expect(after.totalIncome).toBe(after.income.reduce((sum, row) => sum + row.amount, 0));
    expect(after.totalExpenses).toBe(after.expenses.reduce((sum, row) => sum + row.amount, 0));
    expect(after.net).toBe(after.totalIncome - after.totalExpenses);
  });

  it('counts a bill’s GST as cost when it is not claimed (over $200 without the supplier’s GST number)', async () => {
    const token = await asUser();
    const from = addDays(today(), -1);
    const before = (await pnl(token, from, today())).json as unknown as ProfitAndLoss;
    const bill = await createBill(token, {
      supplierId: RUBBISH,
      date: today(),
      lines: [{ description: 'Skip hire', quantity: '1', unitPrice: 40000, taxCode: 'STANDARD', accountId: MATERIALS }],
    });
    const after = (await pnl(token, from, today())).json as unknown as ProfitAndLoss;
    expect(accountOf(after, 'expenses', 'Materials') - accountOf(before, 'expenses', 'Materials')).toBe(bill.total);
    expect(bill.total).toBe(46000);
  });

  it('refuses a range ending before it starts, or longer than a year, naming the field; never a 500', async () => {
    const token = await asUser();
    const backwards = await pnl(token, today(), addDays(today(), -1));
    expect(backwards.status).toBe(400);
    expect(backwards.json).toMatchObject({ errors: [{ field: 'from', message: 'The start date must be on or before the end date.' }] });
    const long = await pnl(token, '2024-01-01', '2025-01-01');
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ errors: [{ field: 'to' }] });
    expect(String((long.json as { detail?: string }).detail)).toContain('at most 366 days');
    expect((await pnl(token, '2024-01-01', '2024-12-31')).status).toBe(200);
    expect((await pnl(token, '2024-02-30', '2024-03-01')).json).toMatchObject({ errors: [{ field: 'from' }] });
    expect((await call('GET', '/api/businesses/1/reports/profit-and-loss?to=2024-01-01', { token })).json).toMatchObject({
      errors: [{ field: 'from', message: 'Enter the start date.' }],
    });
  });

  it('refuses a business the user may not invoice for (403) and an unknown one (404)', async () => {
    expect((await pnl(await asMere(), today(), today(), 1)).status).toBe(403);
    expect((await pnl(await asAdmin(), today(), today(), 999_999)).status).toBe(404);
    expect((await call('GET', '/api/businesses/1/reports/aged-payables')).status).toBe(401);
  });
});

describe('job costing', () => {
  it('gives a quote’s quoted, invoiced and tagged costs, GST excluded, and the margins', async () => {
    const token = await asUser();
    const quote = await acceptedQuote(token);
    const deposit = await claim(token, quote, { kind: 'DEPOSIT', method: 'PERCENT', rate: 3000 });
    expect(deposit.status).toBe(201);
    const invoice = deposit.json as unknown as { id: number; version: number; subtotal: number };
    expect((await issue(token, invoice)).status).toBe(200);
    const bill = await createBill(token, { quoteId: quote.id });
    const answer = await call('GET', '/api/businesses/1/reports/job-costing', { token });
    expect(answer.status).toBe(200);
    const report = answer.json as unknown as JobCosting;
    const row = report.rows.find((r) => r.quoteId === quote.id);
    expect(row).toMatchObject({
      quoteNumber: quote.number,
      status: 'ACCEPTED',
      quoted: 162000,
      invoiced: invoice.subtotal,
      costs: bill.subtotal,
      margin: invoice.subtotal - bill.subtotal,
      expectedMargin: 162000 - bill.subtotal,
    });
    expect(row?.bills.map((b) => b.id)).toEqual([bill.id]);
    expect(report.totals.costs).toBe(report.rows.reduce((sum, r) => sum + r.costs, 0));
  });
});

describe('aged payables', () => {
  it('puts each bill’s balance in its bucket by days past due as at the server’s today, per supplier', async () => {
    const token = await asUser();
    const before = (await call('GET', '/api/businesses/1/reports/aged-payables', { token })).json as unknown as AgedPayables;
    const current = await createBill(token, { supplierReference: 'AGE-0', dueDate: today() });
    const late = await createBill(token, { supplierReference: 'AGE-45', date: addDays(today(), -60), dueDate: addDays(today(), -45) });
    const answer = await call('GET', '/api/businesses/1/reports/aged-payables', { token });
    expect(answer.status).toBe(200);
    const after = answer.json as unknown as AgedPayables;
    expect(after.asAt).toBe(today());
    expect(after.totals.CURRENT - before.totals.CURRENT).toBe(current.total);
    expect(after.totals.DAYS_31_60 - before.totals.DAYS_31_60).toBe(late.total);
    const placemakers = after.suppliers.find((s) => s.supplierId === PLACEMAKERS);
    expect(placemakers?.bills.find((b) => b.id === late.id)).toMatchObject({ daysPastDue: 45, bucket: 'DAYS_31_60', balance: late.total });
    for (const supplier of after.suppliers) {
      expect(supplier.balances.total).toBe(supplier.bills.reduce((sum, b) => sum + b.balance, 0));
    }
    expect(after.totals.total).toBe(after.suppliers.reduce((sum, s) => sum + s.balances.total, 0));
  });
});
