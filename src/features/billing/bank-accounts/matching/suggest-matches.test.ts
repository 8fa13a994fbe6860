import { describe, expect, it } from 'vitest';
import { confidenceOf, suggestMatches } from './suggest-matches';
import type { BankLine, OpenBill, OpenInvoice, RecurringSchedule } from './types';

const invoice = (id: number, number: string, balance: number, more: Partial<OpenInvoice> = {}): OpenInvoice => ({
  id,
  number,
  businessId: 1,
  clientId: 7,
  clientName: 'Hannah Kim',
  issueDate: `2026-01-${String(id).padStart(2, '0')}`,
  dueDate: `2026-02-${String(id).padStart(2, '0')}`,
  balance,
  ...more,
});

const line = (id: number, amount: number, more: Partial<BankLine> = {}): BankLine => ({ id, date: '2026-03-01', amount, ...more });

const first = (lines: BankLine[], invoices: OpenInvoice[], more: { schedules?: RecurringSchedule[]; bills?: OpenBill[] } = {}) =>
  suggestMatches(lines, { invoices, ...more })[0]?.suggestions[0];

describe('confidence', () => {
  it('is sure from 90, likely from 70, possible from 40, and nothing is suggested below', () => {
    expect([100, 90, 89, 70, 69, 40, 39].map(confidenceOf)).toEqual(['sure', 'sure', 'likely', 'likely', 'possible', 'possible', null]);
  });
});

describe('an invoice number in the particulars, code or reference', () => {
  it('is sure when the amount is its balance, whatever the spacing, case, zeros or prefix', () => {
    for (const written of ['RENO-0042', 'reno 42', 'Reno0042', 'INV RENO-42', '#42']) {
      const suggestion = first([line(1, 11500, { reference: written })], [invoice(1, 'RENO-0041', 11500), invoice(2, 'RENO-0042', 11500)]);
      expect(
        suggestion?.allocations.map((a) => a.label),
        written,
      ).toEqual(['RENO-0042']);
    }
    const named = first([line(1, 11500, { particulars: 'reno 42' })], [invoice(2, 'RENO-0042', 11500)]);
    expect(named).toMatchObject({ rule: 'invoice-number', confidence: 'sure', score: 98, outcome: 'exact' });
    expect(named?.reason).toBe("Invoice RENO-0042 is named in the particulars, and the amount is RENO-0042's balance.");
  });

  it('reads prefixes holding digits, and numbers listed after one prefix', () => {
    const invoices = [invoice(1, 'B12-0041', 1000), invoice(2, 'B12-0042', 2000), invoice(3, 'B13-0042', 2000)];
    expect(first([line(1, 2000, { reference: 'b12 42' })], invoices)?.allocations.map((a) => a.label)).toEqual(['B12-0042']);
    expect(first([line(1, 3000, { reference: 'B12-0041/0042' })], invoices)).toMatchObject({ rule: 'invoice-number', outcome: 'exact' });
  });

  it('without its prefix is likely when the amount is the balance, and nothing when a short number has another amount', () => {
    const loose = first([line(1, 11500, { code: '42' })], [invoice(2, 'RENO-0042', 11500)]);
    expect(loose).toMatchObject({ rule: 'invoice-number-loose', confidence: 'likely', score: 82 });
    expect(loose?.reason).toBe("Invoice RENO-0042's number, without its prefix, is in the code, and the amount is RENO-0042's balance.");
    expect(first([line(1, 999, { code: 'flat 42' })], [invoice(2, 'RENO-0042', 11500, { clientName: 'Other' })])).toBeUndefined();
  });

  it('pays several named invoices oldest first, whatever order they are written in', () => {
    const suggestion = first(
      [line(1, 30000, { reference: 'RENO-43 & 42' })],
      [invoice(2, 'RENO-0042', 10000), invoice(3, 'RENO-0043', 20000)],
    );
    expect(suggestion?.allocations.map((a) => [a.label, a.amount])).toEqual([
      ['RENO-0042', 10000],
      ['RENO-0043', 20000],
    ]);
    expect(suggestion?.reason).toBe(
      'Invoices RENO-0042, RENO-0043 are named in the reference, and the amount pays RENO-0042, RENO-0043 exactly, oldest first.',
    );
  });

  it('a part payment is likely and says how much of the balance it pays', () => {
    const suggestion = first([line(1, 5000, { reference: 'RENO-0042' })], [invoice(2, 'RENO-0042', 11500)]);
    expect(suggestion).toMatchObject({ outcome: 'part', confidence: 'likely', excess: 0 });
    expect(suggestion?.reason).toBe("Invoice RENO-0042 is named in the reference; a part payment: $50.00 of RENO-0042's $115.00.");
  });

  it('an overpayment pays the balance and leaves the difference as credit owed to the client', () => {
    const suggestion = first([line(1, 12000, { reference: 'RENO-0042' })], [invoice(2, 'RENO-0042', 11500)]);
    expect(suggestion).toMatchObject({ outcome: 'over', excess: 500, excessKind: 'credit-owed', partyId: 7, confidence: 'likely' });
    expect(suggestion?.allocations[0]?.amount).toBe(11500);
    expect(suggestion?.reason).toContain("the amount is $5.00 more than RENO-0042's balance: credit owed to Hannah Kim.");
  });

  it('never pays an invoice issued after the payment (the payment would be dated before it)', () => {
    expect(first([line(1, 11500, { date: '2026-01-01', reference: 'RENO-0042' })], [invoice(2, 'RENO-0042', 11500)])).toBeUndefined();
  });
});

describe('a client named in the payee', () => {
  it('with an open balance of the same amount is sure; by initials it is likely', () => {
    const invoices = [invoice(2, 'RENO-0042', 11500), invoice(3, 'RENO-0043', 9900)];
    expect(first([line(1, 9900, { payee: 'HANNAH KIM' })], invoices)).toMatchObject({
      rule: 'client-amount',
      confidence: 'sure',
      allocations: [{ label: 'RENO-0043' }],
    });
    const initials = first([line(1, 9900, { payee: 'KIM H' })], invoices);
    expect(initials).toMatchObject({ rule: 'client-amount', confidence: 'likely', score: 77 });
    expect(initials?.reason).toBe('The payee "KIM H" looks like Hannah Kim, and the amount is RENO-0043\'s balance.');
  });

  it('pays several invoices oldest first: exact sums are likely, a part or overpayment possible', () => {
    const invoices = [invoice(3, 'RENO-0043', 2000), invoice(2, 'RENO-0042', 1000), invoice(4, 'RENO-0044', 4000)];
    expect(first([line(1, 3000, { payee: 'Hannah Kim' })], invoices)).toMatchObject({
      rule: 'client-oldest-first',
      outcome: 'exact',
      confidence: 'likely',
    });
    const part = first([line(1, 2500, { payee: 'Hannah Kim' })], invoices);
    expect(part).toMatchObject({ outcome: 'part', confidence: 'possible' });
    expect(part?.allocations.map((a) => a.amount)).toEqual([1000, 1500]);
    expect(first([line(1, 8000, { payee: 'Hannah Kim' })], invoices)).toMatchObject({
      outcome: 'over',
      excess: 1000,
      confidence: 'possible',
    });
  });

  it('is read without macrons, apostrophes, case or words like Ltd', () => {
    const invoices = [invoice(2, 'RENO-0042', 9900, { clientName: 'Māui Tāne Ltd' })];
    expect(first([line(1, 9900, { payee: 'MR MAUI TANE' })], invoices)).toMatchObject({ rule: 'client-amount', confidence: 'sure' });
    const apostrophe = [invoice(2, 'RENO-0042', 9900, { clientName: 'Liam O’Connor' })];
    expect(first([line(1, 9900, { payee: 'L OCONNOR' })], apostrophe)).toMatchObject({ rule: 'client-amount', confidence: 'likely' });
  });

  it('shared by more than two clients is matched only to a balance of the same amount, never spread', () => {
    const namesakes = [
      invoice(2, 'RENO-0002', 1000, { clientId: 7 }),
      invoice(3, 'RENO-0003', 2000, { clientId: 7 }),
      invoice(4, 'RENO-0004', 4000, { clientId: 8 }),
    ];
    expect(first([line(1, 3000, { payee: 'Hannah Kim' })], namesakes)).toMatchObject({
      rule: 'client-oldest-first',
      confidence: 'possible',
    });
    const third = invoice(5, 'RENO-0005', 8000, { clientId: 9 });
    expect(first([line(1, 3000, { payee: 'Hannah Kim' })], [...namesakes, third])).toBeUndefined();
    expect(first([line(1, 4000, { payee: 'Hannah Kim' })], [...namesakes, third])).toMatchObject({
      rule: 'client-amount',
      confidence: 'likely',
    });
  });

  it('falls back to their invoices oldest first when another line took the one of the same balance', () => {
    const invoices = [invoice(2, 'RENO-0042', 3000), invoice(3, 'RENO-0043', 1000)];
    const result = suggestMatches([line(1, 1000, { payee: 'Hannah Kim' }), line(2, 1000, { date: '2026-03-02', payee: 'Hannah Kim' })], {
      invoices,
    });
    expect(result.map((r) => [r.suggestions[0]?.rule, r.suggestions[0]?.allocations[0]?.label])).toEqual([
      ['client-amount', 'RENO-0043'],
      ['client-oldest-first', 'RENO-0042'],
    ]);
  });

  it('shared by two clients is less sure and says so', () => {
    const invoices = [invoice(2, 'RENO-0042', 9900), invoice(3, 'RENO-0043', 9900, { clientId: 8 })];
    const suggestion = first([line(1, 9900, { payee: 'H Kim' })], invoices);
    expect(suggestion?.confidence).toBe('possible');
    expect(suggestion?.reason).toContain('(another client has the same name)');
  });
});

describe("a tenant's recurring schedule", () => {
  const schedule: RecurringSchedule = { id: 5, clientId: 7, clientName: 'Hannah Kim', reference: 'Rent 12 Lake Esplanade', total: 52000 };
  const invoices = [invoice(2, 'RENO-0042', 52000, { scheduleId: 5 }), invoice(3, 'RENO-0043', 52000, { scheduleId: 5 })];

  it('by its reference, even cut to a payment field’s 12 characters, pays its oldest open invoice', () => {
    const suggestion = first([line(1, 52000, { particulars: 'RENT 12 LAKE' })], invoices, { schedules: [schedule] });
    expect(suggestion).toMatchObject({ rule: 'schedule-reference', confidence: 'sure', allocations: [{ label: 'RENO-0042' }] });
    expect(suggestion?.reason).toBe(
      'The reference "Rent 12 Lake Esplanade" is Hannah Kim\'s recurring invoice schedule, and the amount is RENO-0042\'s balance.',
    );
  });

  it('pays the next invoice of the amount when another line took the first, then the older ones', () => {
    const rent = [invoice(1, 'RENO-0041', 20000, { scheduleId: 5 }), ...invoices];
    const result = suggestMatches(
      [1, 2, 3].map((id) => line(id, 52000, { date: `2026-03-0${id}`, particulars: 'RENT 12 LAKE' })),
      { invoices: rent, schedules: [schedule] },
    );
    expect(result.map((r) => r.suggestions[0]?.allocations.map((a) => [a.label, a.amount]))).toEqual([
      [['RENO-0042', 52000]],
      [['RENO-0043', 52000]],
      [['RENO-0041', 20000]],
    ]);
    expect(result[2]?.suggestions[0]).toMatchObject({ outcome: 'over', excess: 32000, confidence: 'likely' });
  });

  it('by its amount and the tenant’s name when the invoices have other balances', () => {
    const partlyPaid = [invoice(2, 'RENO-0042', 30000, { scheduleId: 5 }), invoice(3, 'RENO-0043', 52000, { scheduleId: 5 })];
    const suggestion = first([line(1, 52000, { payee: 'H KIM' })], partlyPaid, { schedules: [schedule] });
    expect(suggestion?.rule).toBe('client-amount');
    const byTotal = first([line(1, 52000, { payee: 'HANNAH KIM' })], [invoice(2, 'RENO-0042', 30000, { scheduleId: 5 })], {
      schedules: [schedule],
    });
    expect(byTotal).toMatchObject({ rule: 'schedule-amount', outcome: 'over', excess: 22000 });
  });
});

describe('across lines', () => {
  it('never suggests the same balance twice: the better match reserves it, the next line gets what is left', () => {
    const invoices = [invoice(2, 'RENO-0042', 10000)];
    const result = suggestMatches([line(1, 10000, { payee: 'Hannah Kim' }), line(2, 10000, { reference: 'RENO-0042' })], { invoices });
    expect(result[1]?.suggestions[0]).toMatchObject({ rule: 'invoice-number', allocations: [{ amount: 10000 }] });
    expect(result[0]?.suggestions).toEqual([]);
  });

  it('a second part payment of the same invoice says what an earlier line already pays', () => {
    const invoices = [invoice(2, 'RENO-0042', 10000)];
    const result = suggestMatches(
      [line(1, 4000, { reference: 'RENO-0042' }), line(2, 4000, { date: '2026-03-02', reference: 'RENO-0042' })],
      { invoices },
    );
    expect(result[1]?.suggestions[0]?.allocations[0]).toMatchObject({ amount: 4000, balanceBefore: 6000 });
    expect(result[1]?.suggestions[0]?.reason).toContain('(earlier lines already pay $40.00 of RENO-0042)');
  });

  it('lists alternatives after the reserved suggestion, each fitting in its place', () => {
    const invoices = [invoice(2, 'RENO-0042', 10000), invoice(3, 'RENO-0043', 10000)];
    const [only] = suggestMatches([line(1, 10000, { payee: 'Hannah Kim', reference: 'RENO-0043' })], { invoices });
    expect(only?.suggestions.map((s) => [s.rule, s.allocations[0]?.label])).toEqual([
      ['invoice-number', 'RENO-0043'],
      ['client-amount', 'RENO-0042'],
    ]);
  });
});

describe('money out', () => {
  const bill: OpenBill = {
    id: 9,
    number: 'PB-778',
    supplierId: 3,
    supplierName: 'Placemakers Ltd',
    issueDate: '2026-01-05',
    dueDate: '2026-02-05',
    balance: 45000,
  };

  it('suggests a bill named in the details or of the payee with the same balance, then an expense', () => {
    expect(first([line(1, -45000, { reference: 'pb778' })], [], { bills: [bill] })).toMatchObject({
      rule: 'bill-number',
      confidence: 'sure',
    });
    const bySupplier = suggestMatches([line(1, -45000, { payee: 'PLACEMAKERS' })], { invoices: [], bills: [bill] })[0];
    expect(bySupplier?.direction).toBe('out');
    expect(bySupplier?.suggestions.map((s) => s.rule)).toEqual(['bill-supplier', 'expense']);
  });

  it('is an expense when no bills are given', () => {
    expect(first([line(1, -2300, { payee: 'Z Energy' })], [])).toMatchObject({
      rule: 'expense',
      excess: 2300,
      excessKind: 'expense',
      reason: 'Record it as an expense, with its account and GST.',
    });
  });
});
