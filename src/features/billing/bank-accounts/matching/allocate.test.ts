import { describe, expect, it } from 'vitest';
import { allocate, type ChosenDocument } from './allocate';
import type { BankLine, OpenBill, OpenInvoice } from './types';

const invoice = (id: number, balance: number, issueDate = `2026-01-${String(id).padStart(2, '0')}`, clientId = 7): ChosenDocument => ({
  kind: 'invoice',
  document: {
    id,
    number: `RENO-${String(id).padStart(4, '0')}`,
    businessId: 1,
    clientId,
    clientName: 'Hannah Kim',
    issueDate,
    dueDate: '2026-02-01',
    balance,
  } satisfies OpenInvoice,
});
const bill: OpenBill = { id: 4, supplierId: 3, supplierName: 'Placemakers', issueDate: '2026-01-02', dueDate: '2026-02-02', balance: 5000 };
const line = (amount: number): BankLine => ({ id: 1, date: '2026-03-01', amount });

describe("a user's split of a line", () => {
  it('pays the chosen invoices oldest first, whatever order they were chosen in, the last in part', () => {
    const result = allocate(line(2500), [invoice(3, 2000), invoice(2, 1000)]);
    expect(result).toMatchObject({ ok: true, match: { outcome: 'part', excess: 0 } });
    if (!result.ok) return;
    expect(result.match.allocations.map((a) => [a.label, a.amount])).toEqual([
      ['RENO-0003', 1500],
      ['RENO-0002', 1000],
    ]);
  });

  it('keeps the amounts typed and spreads the rest over the others', () => {
    const result = allocate(line(2500), [{ ...invoice(2, 1000) }, { ...invoice(3, 2000), amount: 2000 }]);
    expect(result.ok && result.match.allocations.map((a) => a.amount)).toEqual([500, 2000]);
  });

  it('leaves what is paid beyond the balances as credit owed to the client', () => {
    const result = allocate(line(3500), [invoice(2, 1000, undefined, 9), invoice(3, 2000, undefined, 8)]);
    expect(result).toMatchObject({ ok: true, match: { outcome: 'over', excess: 500, excessKind: 'credit-owed', partyId: 8 } });
  });

  it('records money out with no bill as an expense, and a bill overpaid as credit from the supplier', () => {
    expect(allocate(line(-2300), [])).toMatchObject({
      ok: true,
      match: { allocations: [], excess: 2300, excessKind: 'expense', outcome: 'expense' },
    });
    expect(allocate(line(-6000), [{ kind: 'bill', document: bill }])).toMatchObject({
      ok: true,
      match: { excess: 1000, excessKind: 'supplier-credit', partyId: 3, allocations: [{ label: 'Placemakers', amount: 5000 }] },
    });
  });

  it('refuses what cannot be recorded, saying why', () => {
    const problem = (amount: number, chosen: ChosenDocument[]) => {
      const result = allocate(line(amount), chosen);
      return result.ok ? null : result.problem;
    };
    expect(problem(1000, [])).toBe('Choose at least one invoice this payment pays.');
    expect(problem(1000, [invoice(2, 1000), invoice(2, 1000)])).toBe('Invoice RENO-0002 is chosen twice.');
    expect(problem(1000, [{ ...invoice(2, 500), amount: 600 }])).toBe('Invoice RENO-0002 has $5.00 left to pay; $6.00 is more.');
    expect(
      problem(1000, [
        { ...invoice(2, 900), amount: 900 },
        { ...invoice(3, 900), amount: 200 },
      ]),
    ).toBe("The amounts come to $11.00, more than the line's $10.00.");
    expect(problem(1000, [{ ...invoice(2, 900), amount: 0 }])).toBe('The amount for Invoice RENO-0002 must be at least $0.01.');
    expect(problem(1000, [invoice(2, 900, '2026-03-02')])).toBe(
      "Invoice RENO-0002 was issued on 2 Mar 2026, after this payment's date, 1 Mar 2026.",
    );
    expect(problem(1000, [{ kind: 'bill', document: bill }])).toBe('Money in pays invoices, not bills.');
    expect(problem(0, [invoice(2, 900)])).toBe('This line moves no money: there is nothing to match.');
  });
});
