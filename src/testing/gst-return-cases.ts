// Random sales and purchases for the GST return's property tests: bills priced by the one
// calculator with supplier credit notes and payments adding up to at most their totals, and sales
// of every movement kind.
import fc from 'fast-check';
import { addDays } from '@/lib/calendar-date';
import type { GstBasis, GstMovement, GstPurchaseMovement } from '@/lib/gst-return';
import { calculatePurchase, formatQuantity, type PurchaseTaxCode } from '@/lib/invoice-math';
import { allocate, sumCents } from '@/lib/money';

export const START = '2026-09-01';
export const END = '2026-10-31';
const dateArb = fc.integer({ min: -20, max: 80 }).map((days) => addDays(START, days));

export const billArb = fc
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
    // A supplier credit note for a share of the bill (part of its goods sent back), received after it.
    credit: fc.option(fc.record({ share: fc.integer({ min: 1, max: 100 }), after: fc.integer({ min: 0, max: 60 }) }), { nil: undefined }),
  })
  .map(({ lines, pricesIncludeGst, ...rest }) => ({
    totals: calculatePurchase({
      pricesIncludeGst,
      lines: lines.map((l) => ({ quantity: formatQuantity(l.milli), unitPrice: l.unitPrice, taxCode: l.taxCode })),
    }),
    ...rest,
  }));

type BillCase = typeof billArb extends fc.Arbitrary<infer T> ? T : never;

/** The id of the credit note of the bill at `index` (bills are 1, 2, …). */
const creditNoteIdOf = (index: number) => 1000 + index;

/**
 * Bills as the return reads them: each bill, its credit note (its treatments in proportion to the
 * bill's) and payments adding up to at most what the credit note leaves owing.
 */
export function purchaseMovements(bills: ReadonlyArray<BillCase>): GstPurchaseMovement[] {
  let paymentId = 0;
  return bills.flatMap((bill, index) => {
    const common = {
      billId: index + 1,
      supplierName: `Supplier ${index + 1}`,
      groups: bill.totals.taxBreakdown.map(({ taxCode, total }) => ({ taxCode, total })),
      claimed: bill.claimed,
      ...(bill.claimed ? {} : { reason: 'No GST number.' }),
    };
    const credited = bill.credit ? Math.floor((bill.totals.total * bill.credit.share) / 100) : 0;
    const totals = common.groups.map((group) => group.total);
    const creditNotes =
      bill.credit && credited > 0
        ? [
            {
              ...common,
              kind: 'BILL_CREDIT_NOTE' as const,
              id: creditNoteIdOf(index),
              billId: creditNoteIdOf(index),
              date: addDays(bill.date, bill.credit.after),
              amount: credited,
              groups: common.groups.map((group, at) => ({ taxCode: group.taxCode, total: allocate(credited, totals)[at] ?? 0 })),
            },
          ]
        : [];
    // Payments settle what the credit note left of each treatment.
    const paying = {
      ...common,
      groups: common.groups.map((group, at) => ({ ...group, total: group.total - (creditNotes[0]?.groups[at]?.total ?? 0) })),
    };
    const weights = sumCents(bill.paymentShares.map((p) => p.share)) || 1;
    let left = bill.totals.total - credited;
    const payments = bill.paymentShares.flatMap(({ share, after }) => {
      const amount = Math.min(left, Math.floor((bill.totals.total * share) / Math.max(weights, 100)));
      left -= amount;
      return amount > 0 ? [{ kind: 'BILL_PAYMENT' as const, id: ++paymentId, date: addDays(bill.date, after), amount, ...paying }] : [];
    });
    return [{ kind: 'BILL' as const, id: index + 1, date: bill.date, amount: bill.totals.total, ...common }, ...creditNotes, ...payments];
  });
}

export const salesArb = fc.array(
  fc.record({
    kind: fc.constantFrom('INVOICE', 'PAYMENT', 'CREDIT_NOTE', 'REFUND'),
    date: dateArb,
    standard: fc.nat(400_000),
    zero: fc.nat(50_000),
  }),
  { maxLength: 8 },
);

type SalesCase = typeof salesArb extends fc.Arbitrary<infer T> ? T : never;

export const toSales = (sales: SalesCase): GstMovement[] =>
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

export const basisArb = fc.constantFrom<GstBasis>('INVOICE', 'PAYMENTS');
