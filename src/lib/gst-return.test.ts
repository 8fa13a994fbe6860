import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstFraction, gstReturn, type GstMovement, type TaxGroupTotal } from './gst-return';
import { calculateInvoice, type InvoiceTotals } from './invoice-math';
import type { MovementKind } from './statement';

const move = (kind: MovementKind, id: number, date: string, amount: number, groups: TaxGroupTotal[]): GstMovement => ({
  kind,
  id,
  date,
  number: `${kind}-${id}`,
  clientName: 'Aroha Ngata',
  amount,
  groups,
});

// Invoice A, GST-exclusive: $1,000.00 standard (+ $150.00 GST), $200.00 zero-rated, $500.00 exempt.
const a = calculateInvoice({
  pricesIncludeGst: false,
  lines: [
    { quantity: '1', unitPrice: 100000, taxCode: 'STANDARD' },
    { quantity: '1', unitPrice: 20000, taxCode: 'ZERO' },
    { quantity: '1', unitPrice: 50000, taxCode: 'EXEMPT' },
  ],
});
// Invoice B, GST-inclusive: $230.01 standard, $100.00 exempt rent.
const b = calculateInvoice({
  pricesIncludeGst: true,
  lines: [
    { quantity: '1', unitPrice: 23001, taxCode: 'STANDARD' },
    { quantity: '1', unitPrice: 10000, taxCode: 'EXEMPT' },
  ],
});
const groupsOf = (totals: InvoiceTotals) => totals.taxBreakdown.map(({ taxCode, total }) => ({ taxCode, total }));
const creditNote: TaxGroupTotal[] = [{ taxCode: 'STANDARD', total: 11500 }];

const movements: GstMovement[] = [
  move('INVOICE', 1, '2026-02-20', a.total, groupsOf(a)),
  move('PAYMENT', 11, '2026-02-27', 174999, groupsOf(a)),
  move('PAYMENT', 12, '2026-03-03', 10001, groupsOf(a)),
  move('INVOICE', 2, '2026-04-10', b.total, groupsOf(b)),
  move('PAYMENT', 13, '2026-04-15', b.total, groupsOf(b)),
  move('CREDIT_NOTE', 21, '2026-04-20', 11500, creditNote),
  move('REFUND', 31, '2026-04-25', 11500, creditNote),
  move('INVOICE', 3, '2026-05-01', 999, [{ taxCode: 'STANDARD', total: 999 }]),
];

describe('gstReturn on the invoice basis', () => {
  it('counts invoices issued in the period and nets credit notes off box 5', () => {
    expect(a.total).toBe(185000);
    expect(b.total).toBe(33001);
    const march = gstReturn(movements, 'INVOICE', '2026-03-01', '2026-04-30');
    // Box 5: B's standard $230.01, less the credit note's $115.00; exempt rent left out.
    expect(march).toMatchObject({ box5: 11501, box6: 0, box7: 11501, box8: 1500, box9: 0, box10: 1500 });
    expect(march.rows.map((row) => [row.kind, row.sales, row.exempt])).toEqual([
      ['INVOICE', 23001, 10000],
      ['CREDIT_NOTE', -11500, 0],
    ]);
    const february = gstReturn(movements, 'INVOICE', '2026-01-01', '2026-02-28');
    // A: $1,150.00 standard + $200.00 zero-rated = $1,350.00; box 7 $1,150.00 × 3/23 = $150.00.
    expect(february).toMatchObject({ box5: 135000, box6: 20000, box7: 115000, box8: 15000, box10: 15000 });
  });
});

describe('gstReturn on the payments basis', () => {
  it('apportions a part payment over the invoice rates and takes refunds off', () => {
    const march = gstReturn(movements, 'PAYMENTS', '2026-03-01', '2026-04-30');
    // $100.01 of A over 1150:200:500 → 62.17 standard, 10.81 zero, 27.03 exempt (largest remainder).
    expect(march.rows.map((row) => [row.kind, row.amount, row.sales, row.zeroRated, row.exempt])).toEqual([
      ['PAYMENT', 10001, 7298, 1081, 2703],
      ['PAYMENT', 33001, 23001, 0, 10000],
      ['REFUND', -11500, -11500, 0, 0],
    ]);
    // Box 5 = 72.98 + 230.01 − 115.00 = 187.99; box 7 = 177.18; × 3/23 = 23.11 (23.1104…).
    expect(march).toMatchObject({ box5: 18799, box6: 1081, box7: 17718, box8: 2311, box9: 0, box10: 2311 });
  });

  it('gives zeros for an empty period', () => {
    expect(gstReturn(movements, 'PAYMENTS', '2026-07-01', '2026-08-31')).toEqual({
      box5: 0,
      box6: 0,
      box7: 0,
      box8: 0,
      box9: 0,
      box10: 0,
      rows: [],
    });
  });
});

describe('gstFraction', () => {
  it.each([
    [115000, 15000],
    [100, 13],
    [4, 1],
    [3, 0],
    [-4, -1],
  ])('%i cents hold %i cents of GST', (inclusive, gst) => {
    expect(gstFraction(inclusive)).toBe(gst);
  });
});

describe('gstReturn properties', () => {
  const groupArb = fc.record({
    taxCode: fc.constantFrom('STANDARD', 'ZERO', 'EXEMPT' as const),
    total: fc.integer({ min: 0, max: 1_000_000 }),
  });
  it('a payment is split over its groups to the cent, and box 7 is box 5 less box 6', () => {
    fc.assert(
      fc.property(fc.array(groupArb, { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 2_000_000 }), (groups, amount) => {
        const figures = gstReturn([move('PAYMENT', 1, '2026-01-10', amount, groups)], 'PAYMENTS', '2026-01-01', '2026-01-31');
        const row = figures.rows[0];
        expect(row && row.sales + row.exempt).toBe(amount);
        expect(figures.box7).toBe(figures.box5 - figures.box6);
        expect(figures.box8).toBe(gstFraction(figures.box7));
      }),
    );
  });
});
