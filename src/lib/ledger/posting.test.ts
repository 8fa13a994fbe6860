// What each document posts, by example (docs/ledger.md#what-each-document-posts), and the reports.
import { describe, expect, it } from 'vitest';
import { calculatePurchase } from '../invoice-math';
import { chartFor, DEFAULT_CHART } from './chart';
import { postBillPayment, postPurchase, purchaseJournals, type PurchaseDocument } from './posting-purchases';
import {
  invoiceJournals,
  postClientCredit,
  postCreditNote,
  postInvoice,
  postPayment,
  postRefund,
  type SalesInvoice,
} from './posting-sales';
import { generalLedger, trialBalance } from './reports';
import type { Journal } from './types';

const lines = (journal: Journal | undefined) =>
  Object.fromEntries((journal?.lines ?? []).map((line) => [line.accountCode, line.debit - line.credit]));

const invoice: SalesInvoice = {
  id: 7,
  number: 'INV-0007',
  issueDate: '2026-05-04',
  subtotal: 100_000,
  gst: 15_000,
  total: 115_000,
  payments: [
    { id: 1, amount: 46_000, paidOn: '2026-05-20' },
    { id: 2, amount: 69_000, paidOn: '2026-06-02' },
  ],
  refunds: [],
};

describe('an invoice', () => {
  it('posts receivables, sales and GST due on the invoice basis; payments, refunds and credit notes against receivables', () => {
    const policy = { registered: true, basis: 'INVOICE' } as const;
    expect(lines(postInvoice(invoice, policy))).toEqual({ '610': 115_000, '200': -100_000, '820': -15_000 });
    expect(lines(postPayment({ id: 1, amount: 46_000, paidOn: '2026-05-20' }, invoice, 0))).toEqual({ '090': 46_000, '610': -46_000 });
    expect(lines(postRefund({ id: 1, amount: 2_300, refundedOn: '2026-06-20' }, invoice))).toEqual({ '610': 2_300, '090': -2_300 });
    const note = { id: 3, number: 'CN-0003', issueDate: '2026-06-10', subtotal: 2_000, gst: 300, total: 2_300 };
    expect(lines(postCreditNote(note, invoice, policy, { fromPending: 0, fromDue: 300 }))).toEqual({
      '200': 2_000,
      '820': 300,
      '610': -2_300,
    });
  });

  it('keeps its GST waiting on the payments basis until paid: each payment its share, the last all that is left', () => {
    const [issued, first, last] = invoiceJournals(invoice, [], { registered: true, basis: 'PAYMENTS' });
    expect(lines(issued)).toEqual({ '610': 115_000, '200': -100_000, '821': -15_000 });
    expect(lines(first)).toEqual({ '090': 46_000, '610': -46_000, '821': 6_000, '820': -6_000 });
    expect(lines(last)).toEqual({ '090': 69_000, '610': -69_000, '821': 9_000, '820': -9_000 });
  });

  it('posts no GST for a business without a GST number: all of it is sales', () => {
    expect(lines(invoiceJournals(invoice, [], { registered: false, basis: 'INVOICE' })[0])).toEqual({ '610': 115_000, '200': -115_000 });
  });

  it('is reversed on the day it is voided, the original kept', () => {
    const voided = { ...invoice, payments: [], voidedOn: '2026-07-01' };
    const journals = invoiceJournals(voided, [], { registered: true, basis: 'INVOICE' });
    expect(journals.map((j) => [j.date, j.source.kind])).toEqual([
      ['2026-05-04', 'INVOICE'],
      ['2026-07-01', 'INVOICE_VOID'],
    ]);
    expect(lines(journals[1])).toEqual({ '610': -115_000, '200': 100_000, '820': 15_000 });
  });

  it('takes a credit note’s GST off what still waits first, on the payments basis', () => {
    const note = { id: 3, number: 'CN-0003', issueDate: '2026-05-10', subtotal: 20_000, gst: 3_000, total: 23_000 };
    const journals = invoiceJournals({ ...invoice, payments: [] }, [note], { registered: true, basis: 'PAYMENTS' });
    expect(lines(journals[1])).toEqual({ '200': 20_000, '821': 3_000, '610': -23_000 });
  });
});

describe('client credit', () => {
  it('is a liability: money in beyond the invoices, paid back from it; a payment from credit posts it', () => {
    expect(lines(postClientCredit({ id: 1, clientId: 4, kind: 'OVERPAYMENT', amount: 5_000, date: '2026-05-01' }) ?? undefined)).toEqual({
      '090': 5_000,
      '830': -5_000,
    });
    expect(lines(postClientCredit({ id: 2, clientId: 4, kind: 'REFUNDED', amount: 2_000, date: '2026-05-02' }) ?? undefined)).toEqual({
      '830': 2_000,
      '090': -2_000,
    });
    expect(postClientCredit({ id: 3, clientId: 4, kind: 'APPLIED', amount: 2_000, date: '2026-05-02' })).toBeNull();
    const paidFromCredit = invoiceJournals(
      { ...invoice, payments: [{ id: 9, amount: 3_000, paidOn: '2026-05-05', fromClientCredit: true }] },
      [],
      { registered: true, basis: 'INVOICE' },
    );
    expect(lines(paidFromCredit[1])).toEqual({ '830': 3_000, '610': -3_000 });
  });
});

const { accounts, expenseCode } = chartFor([
  { id: 11, name: 'Materials' },
  { id: 12, name: 'Scaffolding hire' },
  { id: 13, name: 'Insurance' },
]);

function bill(total: number, over: Partial<PurchaseDocument> = {}): PurchaseDocument {
  const totals = calculatePurchase({ lines: [{ quantity: '1', unitPrice: total, taxCode: 'STANDARD' }], pricesIncludeGst: true });
  return {
    id: 21,
    kind: 'BILL',
    number: 'SUP-1',
    date: '2026-05-03',
    lines: [{ taxCode: 'STANDARD', amount: total, accountId: 11 }],
    taxBreakdown: totals.taxBreakdown,
    gst: totals.gst,
    total: totals.total,
    gstClaimed: true,
    payments: [],
    ...over,
  };
}

describe('the chart', () => {
  it('maps the expense accounts bills use onto the chart; one it does not know gets a code of its own', () => {
    expect([expenseCode.get(11), expenseCode.get(12), expenseCode.get(13)]).toEqual(['310', '500', '433']);
    expect(accounts.find((account) => account.code === '500')).toEqual({
      code: '500',
      name: 'Scaffolding hire',
      type: 'expense',
      kind: 'overhead',
    });
    expect(new Set(accounts.map((account) => account.code)).size).toBe(accounts.length);
  });
});

describe('a bill', () => {
  const policy = { registered: true, basis: 'INVOICE' } as const;

  it('posts its line’s account, the GST claimed and payables; a payment takes payables down', () => {
    expect(lines(postPurchase(bill(23_000), policy, expenseCode))).toEqual({ '310': 20_000, '820': 3_000, '800': -23_000 });
    expect(lines(postBillPayment({ id: 1, amount: 5_000, paidOn: '2026-05-05' }, bill(23_000), 0))).toEqual({
      '800': 5_000,
      '090': -5_000,
    });
  });

  it('leaves GST the $200 rule does not claim in the expense', () => {
    expect(lines(purchaseJournals(bill(46_000, { gstClaimed: false }), [], policy, expenseCode)[0])).toEqual({
      '310': 46_000,
      '800': -46_000,
    });
  });

  it('as an expense voided, reverses the expense and its payment on the void’s date', () => {
    const expense = bill(11_500, { kind: 'EXPENSE', payments: [{ id: 1, amount: 11_500, paidOn: '2026-05-03' }], voidedOn: '2026-05-09' });
    const journals = purchaseJournals(expense, [], policy, expenseCode);
    expect(journals.map((j) => [j.date, j.source.kind])).toEqual([
      ['2026-05-03', 'EXPENSE'],
      ['2026-05-03', 'BILL_PAYMENT'],
      ['2026-05-09', 'BILL_VOID'],
      ['2026-05-09', 'BILL_VOID'],
    ]);
    expect(trialBalance(journals, '2026-05-09', accounts).accounts).toEqual([]);
  });
});

describe('the reports', () => {
  const journals = [
    ...invoiceJournals(invoice, [], { registered: true, basis: 'INVOICE' }),
    ...purchaseJournals(bill(23_000), [], { registered: true, basis: 'INVOICE' }, expenseCode),
  ];

  it('a trial balance at a date counts what is dated on or before it, debits equal to credits', () => {
    const trial = trialBalance(journals, '2026-05-20', DEFAULT_CHART);
    expect(trial.accounts.map(({ code, debit, credit }) => [code, debit, credit])).toEqual([
      ['090', 46_000, 0],
      ['200', 0, 100_000],
      ['310', 20_000, 0],
      ['610', 69_000, 0],
      ['800', 0, 23_000],
      ['820', 0, 12_000],
    ]);
    expect(trial.totalDebit).toBe(trial.totalCredit);
  });

  it('a general ledger opens with the balance before its range and closes with the entries added', () => {
    const ledger = generalLedger(journals, '610', '2026-05-10', '2026-06-30');
    expect(ledger.opening).toBe(115_000);
    expect(ledger.entries.map(({ date, credit, balance, source }) => [date, credit, balance, source.kind])).toEqual([
      ['2026-05-20', 46_000, 69_000, 'PAYMENT'],
      ['2026-06-02', 69_000, 0, 'PAYMENT'],
    ]);
    expect(ledger.closing).toBe(0);
  });
});
