// Boxes 11–15 from random bills, payments and sales, on both bases (docs/invoicing.md#gst-return).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date';
import { gstFraction, gstPurchases, wholeGstReturn, type GstBasis, type GstMovement, type GstPurchaseMovement } from './gst-return';
import { calculatePurchase, formatQuantity, type PurchaseTaxCode } from './invoice-math';
import { sumCents } from './money';

const START = '2026-09-01';
const END = '2026-10-31';
const dateArb = fc.integer({ min: -20, max: 80 }).map((days) => addDays(START, days));

const billArb = fc
  .record({
    lines: fc.array(
      fc.record({
        milli: fc.integer({ min: 0, max: 20_000 }),
        unitPrice: fc.integer({ min: 0, max: 500_000 }),
        taxCode: fc.constantFrom<PurchaseTaxCode>('STANDARD', 'STANDARD', 'ZERO', 'EXEMPT', 'NO_GST'),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    pricesIncludeGst: fc.boolean(),
    claimed: fc.boolean(),
    date: dateArb,
    // Payments as shares of the total, each on its own day after the bill.
    paymentShares: fc.array(fc.record({ share: fc.integer({ min: 1, max: 100 }), after: fc.integer({ min: 0, max: 60 }) }), {
      maxLength: 4,
    }),
  })
  .map(({ lines, pricesIncludeGst, ...rest }) => ({
    totals: calculatePurchase({
      pricesIncludeGst,
      lines: lines.map((l) => ({ quantity: formatQuantity(l.milli), unitPrice: l.unitPrice, taxCode: l.taxCode })),
    }),
    ...rest,
  }));

type BillCase = typeof billArb extends fc.Arbitrary<infer T> ? T : never;

/** Bills as the return reads them: each bill, and payments adding up to at most its total. */
function purchaseMovements(bills: ReadonlyArray<BillCase>): GstPurchaseMovement[] {
  let paymentId = 0;
  return bills.flatMap((bill, index) => {
    const common = {
      billId: index + 1,
      supplierName: `Supplier ${index + 1}`,
      groups: bill.totals.taxBreakdown.map(({ taxCode, total }) => ({ taxCode, total })),
      claimed: bill.claimed,
      ...(bill.claimed ? {} : { reason: 'No GST number.' }),
    };
    const weights = sumCents(bill.paymentShares.map((p) => p.share)) || 1;
    let left = bill.totals.total;
    const payments = bill.paymentShares.flatMap(({ share, after }) => {
      const amount = Math.min(left, Math.floor((bill.totals.total * share) / Math.max(weights, 100)));
      left -= amount;
      return amount > 0 ? [{ kind: 'BILL_PAYMENT' as const, id: ++paymentId, date: addDays(bill.date, after), amount, ...common }] : [];
    });
    return [{ kind: 'BILL' as const, id: index + 1, date: bill.date, amount: bill.totals.total, ...common }, ...payments];
  });
}

const salesArb = fc.array(
  fc.record({
    kind: fc.constantFrom('INVOICE', 'PAYMENT', 'CREDIT_NOTE', 'REFUND'),
    date: dateArb,
    standard: fc.nat(400_000),
    zero: fc.nat(50_000),
  }),
  { maxLength: 8 },
);

type SalesCase = typeof salesArb extends fc.Arbitrary<infer T> ? T : never;

const toSales = (sales: SalesCase): GstMovement[] =>
  sales.map((sale, index) => ({
    kind: sale.kind,
    id: index + 1,
    date: sale.date,
    number: `INV-${index + 1}`,
    clientName: 'Client',
    amount: sale.standard + sale.zero,
    groups: [
      { taxCode: 'STANDARD', total: sale.standard },
      { taxCode: 'ZERO', total: sale.zero },
    ],
  }));

const basisArb = fc.constantFrom<GstBasis>('INVOICE', 'PAYMENTS');

describe('the whole GST return', () => {
  it('box 15 is box 10 less box 14, each re-derived from the rows, on both bases', () => {
    fc.assert(
      fc.property(salesArb, fc.array(billArb, { maxLength: 6 }), basisArb, (sales, bills, basis) => {
        const report = wholeGstReturn(toSales(sales), purchaseMovements(bills), basis, START, END);
        const box10 = gstFraction(sumCents(report.rows.map((row) => row.sales - row.zeroRated)));
        const box11 = sumCents(report.purchaseRows.map((row) => row.purchases));
        expect(report.box10).toBe(box10);
        expect(report.box11).toBe(box11);
        expect(report.box12).toBe(gstFraction(box11));
        expect(report.box14).toBe(report.box12 + report.box13);
        expect(report.box15).toBe(box10 - report.box14);
      }),
      { numRuns: 300 },
    );
  });

  it('on the payments basis, apportions each payment over the bill’s treatments so the parts add up to the payments, to the cent', () => {
    fc.assert(
      fc.property(fc.array(billArb, { minLength: 1, maxLength: 6 }), (bills) => {
        const movements = purchaseMovements(bills);
        const { purchaseRows } = gstPurchases(movements, 'PAYMENTS', START, END);
        const paid = movements.filter((m) => m.kind === 'BILL_PAYMENT' && m.date >= START && m.date <= END);
        expect(purchaseRows).toHaveLength(paid.length);
        for (const row of purchaseRows) expect(row.purchases + row.notClaimed + row.other).toBe(row.amount);
        expect(sumCents(purchaseRows.map((row) => row.purchases + row.notClaimed + row.other))).toBe(sumCents(paid.map((m) => m.amount)));
        // Nothing is claimed on a bill the input tax rule refuses.
        for (const row of purchaseRows) if (!bills[row.billId - 1]?.claimed) expect(row.purchases).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('counts on the invoice basis the standard-rated part of bills dated in the period, including GST', () => {
    const bill = calculatePurchase({
      pricesIncludeGst: false,
      lines: [
        { quantity: '10', unitPrice: 1999, taxCode: 'STANDARD' },
        { quantity: '1', unitPrice: 5000, taxCode: 'ZERO' },
      ],
    });
    const movement: GstPurchaseMovement = {
      kind: 'BILL',
      id: 1,
      billId: 1,
      date: START,
      supplierName: 'Placemakers',
      amount: bill.total,
      groups: bill.taxBreakdown,
      claimed: true,
    };
    const figures = gstPurchases([movement], 'INVOICE', START, END);
    // $199.90 + GST $29.99 = $229.89 in box 11; box 12 = 229.89 × 3/23 = $29.985 → $29.99.
    expect(figures).toMatchObject({ box11: 22989, box12: 2999, box13: 0, box14: 2999 });
    expect(figures.purchaseRows[0]).toMatchObject({ purchases: 22989, notClaimed: 0, other: 5000 });
    expect(gstPurchases([{ ...movement, claimed: false, reason: 'No GST number.' }], 'INVOICE', START, END).purchaseRows[0]).toMatchObject({
      purchases: 0,
      notClaimed: 22989,
      reason: 'No GST number.',
    });
  });
});
