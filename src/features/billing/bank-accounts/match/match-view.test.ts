import { describe, expect, it } from 'vitest';
import type { BankStatementLine } from '@/api/types';
import type { OpenInvoice } from '../matching/types';
import { filterRows, matchInput, matchRows, reconciliation, sureMatches, toOpenBill } from './match-view';

const line = (id: number, amount: number, extra: Partial<BankStatementLine> = {}): BankStatementLine => ({
  id,
  accountId: 1,
  date: '2026-05-20',
  amount,
  status: 'TO_MATCH',
  importedAt: '2026-05-21T00:00:00Z',
  importedBy: 'user',
  ...extra,
});

const invoice = (id: number, number: string, balance: number): OpenInvoice => ({
  id,
  number,
  businessId: 3,
  clientId: 6,
  clientName: 'Hannah Kim',
  issueDate: '2026-05-01',
  dueDate: '2026-05-08',
  balance,
});

describe('the match view', () => {
  const invoices = [invoice(1, 'SLR-0005', 45_000), invoice(2, 'SLR-0006', 45_000)];
  const lines = [
    line(1, 45_000, { particulars: 'SLR-0005' }),
    line(2, 20_000, { particulars: 'SLR-0006' }),
    line(3, 70_000, { payee: 'NOBODY' }),
    line(4, -1_250, { payee: 'SHOP' }),
    line(5, 9_000, { status: 'RECONCILED', balance: 500_000, date: '2026-05-21' }),
  ];
  const rows = matchRows(lines, invoices);

  it('offers only exact, sure suggestions for the bulk confirm', () => {
    expect(sureMatches(rows)).toEqual([{ lineId: 1, allocations: [{ invoiceId: 1, amount: 45_000 }] }]);
    expect(rows.find((row) => row.line.id === 2)?.suggestions[0]).toMatchObject({ outcome: 'part' });
  });

  it('filters to match, suggested and reconciled', () => {
    const ids = (filter: Parameters<typeof filterRows>[1]) => filterRows(rows, filter).map((row) => row.line.id);
    expect(ids('to-match')).toEqual([1, 2, 3, 4]);
    // Money out is suggested as an expense when no bill fits.
    expect(ids('suggested')).toEqual([1, 2, 4]);
    expect(ids('reconciled')).toEqual([5]);
  });

  it('explains the difference between the closing balance and the reconciled balance by the lines to match', () => {
    expect(reconciliation(lines)).toEqual({
      closing: 500_000,
      reconciled: 500_000 - (45_000 + 20_000 + 70_000 - 1_250),
      difference: 133_750,
      moneyIn: { count: 3, total: 135_000 },
      moneyOut: { count: 1, total: -1_250 },
    });
    expect(reconciliation([line(1, 100)]).closing).toBeNull();
  });

  it('suggests an open bill for money out by its reference, and sends bills and credit owed as the server takes them', () => {
    const bill = toOpenBill({
      id: 11,
      businessId: 3,
      kind: 'BILL',
      status: 'AWAITING_PAYMENT',
      supplierId: 2,
      supplierName: 'Placemakers Newmarket',
      supplierReference: 'PM-881',
      date: '2026-05-02',
      dueDate: '2026-05-30',
      total: 80_000,
      gstClaimed: 10_435,
      balance: 80_000,
    });
    expect(bill).not.toBeNull();
    const outRows = matchRows(
      [line(6, -80_000, { reference: 'PM-881', payee: 'PLACEMAKERS' }), line(7, 50_000, { particulars: 'SLR-0005' })],
      invoices,
      [bill!],
    );
    const [out, over] = outRows.map((row) => row.suggestions[0]!);
    expect(out).toMatchObject({ rule: 'bill-number', outcome: 'exact', confidence: 'sure' });
    expect(matchInput(out!)).toEqual({ allocations: [{ billId: 11, amount: 80_000 }] });
    expect(over).toMatchObject({ outcome: 'over', excess: 5_000, excessKind: 'credit-owed' });
    expect(matchInput(over!)).toEqual({ allocations: [{ invoiceId: 1, amount: 45_000 }], creditClientId: 6 });
    expect(sureMatches(outRows)).toEqual([{ lineId: 6, allocations: [{ billId: 11, amount: 80_000 }] }]);
  });
});
