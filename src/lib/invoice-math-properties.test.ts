import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateInvoice,
  formatQuantity,
  lineAmount,
  parseQuantity,
  type Discount,
  type MathInput,
  type MathLine,
  type TaxCode,
} from './invoice-math';
import { sumCents } from './money';
import { line } from '@/testing/math-line';

const taxCodeArb = fc.constantFrom<TaxCode>('STANDARD', 'STANDARD', 'STANDARD', 'ZERO', 'EXEMPT');
const lineArb = fc
  .record({
    milli: fc.integer({ min: 0, max: 50_000 }),
    unitPrice: fc.integer({ min: 0, max: 100_000 }),
    taxCode: taxCodeArb,
    rate: fc.constantFrom(1500, 1500, 900, 1250, 10000),
  })
  .map(({ milli, unitPrice, taxCode, rate }): MathLine => ({
    quantity: formatQuantity(milli),
    unitPrice,
    taxCode,
    ...(taxCode === 'STANDARD' ? { taxRate: rate } : {}),
  }));
const linesArb = fc.array(lineArb, { maxLength: 12 });
const percentArb = fc.integer({ min: 0, max: 10_000 }).map((rate): Discount => ({ type: 'PERCENT', rate }));
const inputArb: fc.Arbitrary<MathInput> = fc
  .record({
    lines: linesArb,
    pricesIncludeGst: fc.boolean(),
    discountKind: fc.constantFrom('none', 'percent', 'amount'),
    percent: percentArb,
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ lines, pricesIncludeGst, discountKind, percent, share }) => {
    if (discountKind === 'none') return { lines, pricesIncludeGst };
    if (discountKind === 'percent') return { lines, pricesIncludeGst, discount: percent };
    const linesTotal = sumCents(lines.map((l) => lineAmount(parseQuantity(l.quantity) ?? 0, l.unitPrice)));
    return { lines, pricesIncludeGst, discount: { type: 'AMOUNT', amount: Math.floor(linesTotal * share) } };
  });

describe('calculateInvoice (properties)', () => {
  it('totals equal the sum of their parts', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = calculateInvoice(input);
        expect(t.linesTotal).toBe(sumCents(t.lineAmounts));
        expect(t.subtotal).toBe(sumCents(t.taxBreakdown.map((g) => g.net)));
        expect(t.gst).toBe(sumCents(t.taxBreakdown.map((g) => g.gst)));
        expect(t.total).toBe(t.subtotal + t.gst);
        expect(t.total).toBe(sumCents(t.taxBreakdown.map((g) => g.total)));
        for (const g of t.taxBreakdown) {
          expect(g.total).toBe(g.net + g.gst);
          if (g.taxCode !== 'STANDARD') expect(g.gst).toBe(0);
        }
      }),
    );
  });

  it('rounding never loses a cent: the discounted lines are fully accounted for', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = calculateInvoice(input);
        expect(t.discountTotal).toBeGreaterThanOrEqual(0);
        expect(t.discountTotal).toBeLessThanOrEqual(t.linesTotal);
        const entered = t.linesTotal - t.discountTotal;
        // What was entered is exactly the inclusive total, or exactly the exclusive subtotal.
        if (input.pricesIncludeGst) expect(t.total).toBe(entered);
        else expect(t.subtotal).toBe(entered);
        // Each group's GST is within half a cent of the exact fraction.
        for (const g of t.taxBreakdown) {
          const base = input.pricesIncludeGst ? g.total : g.net;
          const denominator = input.pricesIncludeGst ? 10_000 + g.taxRate : 10_000;
          expect(Math.abs(g.gst * denominator - base * g.taxRate)).toBeLessThanOrEqual(denominator / 2);
        }
      }),
    );
  });

  it('inclusive and exclusive entry agree: entering the exclusive result inclusive gives the same split', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const exclusive = calculateInvoice({ ...input, pricesIncludeGst: false });
        // The same supply entered GST-inclusive: each group at the gross the exclusive entry produced.
        const inclusive = calculateInvoice({
          pricesIncludeGst: true,
          lines: exclusive.taxBreakdown.map((g) => ({ quantity: '1', unitPrice: g.total, taxCode: g.taxCode, taxRate: g.taxRate })),
        });
        expect(inclusive.taxBreakdown).toEqual(exclusive.taxBreakdown);
        expect([inclusive.subtotal, inclusive.gst, inclusive.total]).toEqual([exclusive.subtotal, exclusive.gst, exclusive.total]);
      }),
    );
  });

  it('inclusive and exclusive entry agree line by line when the inclusive prices are exact', () => {
    // At 15 %, a price in multiples of 20 c has an exact inclusive price (× 1.15).
    const exactLine = fc
      .record({ units: fc.integer({ min: 0, max: 1000 }), quantity: fc.integer({ min: 0, max: 50 }) })
      .map(({ units, quantity }) => ({ exclusive: units * 20, inclusive: units * 23, quantity: String(quantity) }));
    fc.assert(
      fc.property(fc.array(exactLine, { maxLength: 10 }), (lines) => {
        const exclusive = calculateInvoice({ pricesIncludeGst: false, lines: lines.map((l) => line(l.quantity, l.exclusive)) });
        const inclusive = calculateInvoice({ pricesIncludeGst: true, lines: lines.map((l) => line(l.quantity, l.inclusive)) });
        expect([inclusive.subtotal, inclusive.gst, inclusive.total]).toEqual([exclusive.subtotal, exclusive.gst, exclusive.total]);
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(inputArb, fc.integer(), (input, seed) => {
        const shuffled = [...input.lines].sort((a, b) => ((a.unitPrice * 31 + seed) % 97) - ((b.unitPrice * 31 + seed) % 97));
        const a = calculateInvoice(input);
        const b = calculateInvoice({ ...input, lines: shuffled });
        expect([b.subtotal, b.gst, b.total, b.taxBreakdown]).toEqual([a.subtotal, a.gst, a.total, a.taxBreakdown]);
      }),
    );
  });
});
