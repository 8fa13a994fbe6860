// Boxes 11–15 from random bills, supplier credit notes, payments and sales, on both bases
// (docs/invoicing.md#gst-return; decision 215).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisArb, billArb, END, purchaseMovements, salesArb, START, toSales } from '@/testing/gst-return-cases';
import { gstFraction, gstPurchases, wholeGstReturn, type GstPurchaseMovement } from './gst-return';
import { calculatePurchase } from './invoice-math';
import { sumCents } from './money';

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

  it('on the invoice basis, takes each supplier credit note received in the period off box 11, its rows adding up to it, to the cent', () => {
    fc.assert(
      fc.property(fc.array(billArb, { minLength: 1, maxLength: 6 }), (bills) => {
        const movements = purchaseMovements(bills);
        const inPeriod = movements.filter((m) => m.date >= START && m.date <= END);
        const claimedStandard = (m: GstPurchaseMovement) =>
          m.claimed ? sumCents(m.groups.flatMap((group) => (group.taxCode === 'STANDARD' ? [group.total] : []))) : 0;
        const expected =
          sumCents(inPeriod.filter((m) => m.kind === 'BILL').map(claimedStandard)) -
          sumCents(inPeriod.filter((m) => m.kind === 'BILL_CREDIT_NOTE').map(claimedStandard));
        const figures = gstPurchases(movements, 'INVOICE', START, END);
        expect(figures.box11).toBe(expected);
        for (const row of figures.purchaseRows) {
          expect(row.purchases + row.notClaimed + row.other).toBe(row.amount);
          if (row.kind === 'BILL_CREDIT_NOTE') expect(row.amount).toBeLessThan(0);
        }
        expect(figures.purchaseRows.filter((row) => row.kind === 'BILL_CREDIT_NOTE').map((row) => row.id)).toEqual(
          inPeriod
            .filter((m) => m.kind === 'BILL_CREDIT_NOTE')
            .sort((a, b) => (a.date === b.date ? a.billId - b.billId : a.date < b.date ? -1 : 1))
            .map((m) => m.id),
        );
        // On the payments basis a credit note counts only through the smaller payments it leaves.
        expect(gstPurchases(movements, 'PAYMENTS', START, END).purchaseRows.some((row) => row.kind === 'BILL_CREDIT_NOTE')).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('counts a supplier credit note of $115.00 received in the period as −$115.00 in box 11 and −$15.00 in box 12', () => {
    const credit: GstPurchaseMovement = {
      kind: 'BILL_CREDIT_NOTE',
      id: 9,
      billId: 9,
      date: START,
      supplierName: 'Placemakers',
      amount: 11500,
      groups: [{ taxCode: 'STANDARD', total: 11500 }],
      claimed: true,
    };
    expect(gstPurchases([credit], 'INVOICE', START, END)).toMatchObject({
      box11: -11500,
      box12: -1500,
      box14: -1500,
      purchaseRows: [{ kind: 'BILL_CREDIT_NOTE', amount: -11500, purchases: -11500, notClaimed: 0, other: 0 }],
    });
    expect(gstPurchases([credit], 'PAYMENTS', START, END)).toMatchObject({ box11: 0, purchaseRows: [] });
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
