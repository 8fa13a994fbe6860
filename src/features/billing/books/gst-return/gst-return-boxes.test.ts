// Every figure of the return opens documents adding up to it to the cent, on both bases, for
// random sales and purchases (docs/invoicing.md#gst-return).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GstReturn } from '@/api/types';
import { wholeGstReturn } from '@/lib/gst-return';
import { sumCents } from '@/lib/money';
import { basisArb, billArb, END, purchaseMovements, salesArb, START, toSales } from '@/testing/gst-return-cases';
import { boxDocuments, boxValue, GST_BOXES } from './gst-return-boxes';

const asReport = (figures: ReturnType<typeof wholeGstReturn>, basis: GstReturn['basis']): GstReturn => ({
  businessId: 1,
  businessName: 'Test',
  gstNumber: '49-091-850',
  frequency: 'TWO_MONTHLY',
  basis,
  period: '2026-10',
  start: START,
  end: END,
  dueDate: '2026-12-15',
  status: 'OPEN',
  adjustments: [],
  events: [],
  ...figures,
});

describe('the documents behind each box', () => {
  it('add up to the box to the cent, on both bases; rounding is at most half a cent per document', () => {
    fc.assert(
      fc.property(salesArb, fc.array(billArb, { maxLength: 6 }), basisArb, (sales, bills, basis) => {
        const report = asReport(wholeGstReturn(toSales(sales), purchaseMovements(bills), basis, START, END), basis);
        for (const box of GST_BOXES) {
          const documents = boxDocuments(report, box);
          const listed = sumCents([...documents.sales, ...documents.purchases].map((d) => d.counted));
          expect(listed + documents.rounding + documents.adjustments, `box ${box}`).toBe(boxValue(report, box));
          expect(documents.total).toBe(boxValue(report, box));
          const count = documents.sales.length + documents.purchases.length;
          expect(Math.abs(documents.rounding)).toBeLessThanOrEqual(Math.ceil(count / 2) + 1);
        }
        // Box 15 lists box 10's documents and box 14's, the latter negative.
        expect(boxDocuments(report, '15').sales).toEqual(boxDocuments(report, '10').sales);
        expect(boxDocuments(report, '15').purchases.map((p) => -p.counted || 0)).toEqual(
          boxDocuments(report, '14').purchases.map((p) => p.counted),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('lists box 11’s purchases whose GST is not claimed, counting nothing', () => {
    const report = asReport(
      wholeGstReturn(
        [],
        [
          {
            kind: 'BILL',
            id: 1,
            billId: 1,
            date: START,
            supplierName: 'Tama',
            amount: 23000,
            groups: [{ taxCode: 'STANDARD', total: 23000 }],
            claimed: false,
            reason: 'No GST number.',
          },
        ],
        'INVOICE',
        START,
        END,
      ),
      'INVOICE',
    );
    expect(boxDocuments(report, '11').purchases).toEqual([expect.objectContaining({ counted: 0 })]);
    expect(boxDocuments(report, '12').purchases).toEqual([]);
  });
});
