import { describe, expect, it } from 'vitest';
import { applyMatches, openBooks, undoMatch } from './books';
import type { BankLine, Match, OpenInvoice } from './types';

const invoice = (id: number, balance: number): OpenInvoice => ({
  id,
  number: `RENO-${id}`,
  businessId: 1,
  clientId: 7,
  clientName: 'Hannah Kim',
  issueDate: '2026-01-01',
  dueDate: '2026-02-01',
  balance,
});
const lines: BankLine[] = [
  { id: 1, date: '2026-03-01', amount: 1500 },
  { id: 2, date: '2026-03-02', amount: 700 },
];
const pay = (lineId: number, documentId: number, amount: number, excess = 0): Match => ({
  lineId,
  allocations: [{ documentKind: 'invoice', documentId, label: `RENO-${documentId}`, amount, balanceBefore: 0 }],
  excess,
  ...(excess > 0 ? { excessKind: 'credit-owed' as const, partyId: 7 } : {}),
  outcome: excess > 0 ? 'over' : 'exact',
});

describe('recording matches', () => {
  const books = openBooks({ invoices: [invoice(1, 1000), invoice(2, 2000)] });

  it('records each payment with its line as the source and lowers the balances', () => {
    const result = applyMatches(books, lines, [pay(1, 1, 1000, 500), pay(2, 2, 700)]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.recorded).toEqual([
      { lineId: 1, documentKind: 'invoice', documentId: 1, amount: 1000, paidOn: '2026-03-01' },
      { lineId: 2, documentKind: 'invoice', documentId: 2, amount: 700, paidOn: '2026-03-02' },
    ]);
    expect(result.books.excesses).toEqual([{ lineId: 1, kind: 'credit-owed', partyId: 7, amount: 500 }]);
    expect(Object.fromEntries(result.books.balances)).toEqual({ 'invoice:1': 0, 'invoice:2': 1300 });
  });

  it('records nothing when any match is wrong: a balance paid twice over, a line matched twice, money lost', () => {
    expect(applyMatches(books, lines, [pay(1, 1, 1000, 500), pay(2, 1, 700)])).toEqual({
      ok: false,
      problems: ['Line 2: Invoice RENO-1 has $0.00 left to pay; $7.00 is more.'],
    });
    expect(applyMatches(books, lines, [pay(2, 2, 700), pay(2, 2, 700)])).toMatchObject({
      ok: false,
      problems: ['Line 2 is already matched: undo it first.'],
    });
    expect(applyMatches(books, lines, [pay(1, 2, 1000)])).toMatchObject({
      ok: false,
      problems: ["Line 1: the payments and what is left come to $10.00, not the line's $15.00."],
    });
    expect(applyMatches(books, lines, [pay(3, 2, 1000)])).toMatchObject({ ok: false, problems: ['Line 3 is not in this statement.'] });
  });

  it('undo removes exactly that line’s payments and restores the balances', () => {
    const result = applyMatches(books, lines, [pay(1, 2, 1500), pay(2, 2, 500, 200)]);
    if (!result.ok) throw new Error(result.problems.join());
    const undone = undoMatch(result.books, 1);
    expect(undone.payments).toEqual([{ lineId: 2, documentKind: 'invoice', documentId: 2, amount: 500, paidOn: '2026-03-02' }]);
    expect(undone.balances.get('invoice:2')).toBe(1500);
    expect(undoMatch(undone, 2)).toEqual(books);
  });
});
