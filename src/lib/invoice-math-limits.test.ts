import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVOICE_LIMITS } from '@/config/invoicing';
import {
  InvoiceMathError,
  MATH_MESSAGES,
  calculateInvoice,
  checkInvoiceMath,
  formatQuantity,
  type Discount,
  type TaxCode,
  totalProblems,
} from './invoice-math';
import { line } from '@/testing/math-line';

describe('limits', () => {
  it('refuses 500 lines of 100,000 × $1,000,000.00 by the line limit, naming each unit price, instead of overflowing', () => {
    for (const taxRate of [1500, 10_000]) {
      const lines = Array.from({ length: 500 }, () => line('100000', 100_000_000, 'STANDARD', taxRate));
      const problems = checkInvoiceMath({ pricesIncludeGst: false, lines });
      expect(problems).toHaveLength(500);
      expect(problems[3]).toEqual({ field: 'lines.3.unitPrice', message: MATH_MESSAGES.lineAmount });
      expect(() => calculateInvoice({ pricesIncludeGst: false, lines })).toThrow(InvoiceMathError);
    }
  });

  it('allows a line of exactly $100,000,000.00 and refuses one cent more', () => {
    expect(checkInvoiceMath({ pricesIncludeGst: true, lines: [line('100', 100_000_000)] })).toEqual([]);
    expect(checkInvoiceMath({ pricesIncludeGst: true, lines: [line('100.001', 100_000_000)] })).toEqual([
      {
        field: 'lines.0.unitPrice',
        message: 'A line can come to at most $100,000,000.00. Lower the quantity or the unit price, or split it over several lines.',
      },
    ]);
  });

  it('refuses an invoice whose total passes $100,000,000.00, GST included, on `lines`', () => {
    const expected = [{ field: 'lines', message: 'An invoice can total at most $100,000,000.00. Split the work over several invoices.' }];
    // Two lines within the line limit that together pass it.
    expect(checkInvoiceMath({ pricesIncludeGst: true, lines: [line('60', 100_000_000), line('60', 100_000_000)] })).toEqual(expected);
    // $90,000,000.00 plus 15 % GST.
    const exclusive = { pricesIncludeGst: false, lines: [line('90', 100_000_000)] };
    expect(checkInvoiceMath(exclusive)).toEqual(expected);
    // Totals over the limit are still calculated (for the editor to show), as safe integers.
    expect(calculateInvoice(exclusive).total).toBe(10_350_000_000);
    expect(totalProblems(calculateInvoice(exclusive))).toEqual(expected);
  });

  it('never overflows: any input is refused or gives safe totals within the limits', () => {
    const hostileLine = fc.record({
      quantity: fc.oneof(
        fc.integer({ min: 0, max: INVOICE_LIMITS.maxQuantityMilli }).map(formatQuantity),
        fc.constantFrom('100000', '999999.999', '1e9', '-1', ''),
      ),
      unitPrice: fc.oneof(
        fc.integer({ min: 0, max: INVOICE_LIMITS.maxUnitPriceCents }),
        fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 1e300, -1, 0.5, Number.NaN, Infinity),
      ),
      taxCode: fc.constantFrom<TaxCode>('STANDARD', 'ZERO', 'EXEMPT'),
      taxRate: fc.oneof(fc.constant(undefined), fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(1e20, -5)),
    });
    const hostileInput = fc.record({
      lines: fc.array(hostileLine, { maxLength: 40 }),
      pricesIncludeGst: fc.boolean(),
      discount: fc.oneof(
        fc.constant(undefined),
        fc.integer({ min: 0, max: 10_000 }).map((rate): Discount => ({ type: 'PERCENT', rate })),
        fc.oneof(fc.integer({ min: 0 }), fc.constant(Number.MAX_SAFE_INTEGER)).map((amount): Discount => ({ type: 'AMOUNT', amount })),
      ),
    });
    fc.assert(
      fc.property(hostileInput, (input) => {
        const problems = checkInvoiceMath(input);
        if (problems.length > 0) return;
        const totals = calculateInvoice(input);
        for (const amount of [...totals.lineAmounts, totals.linesTotal, totals.discountTotal, totals.subtotal, totals.gst, totals.total]) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(INVOICE_LIMITS.maxTotalCents);
        }
      }),
      { seed: 20_240_611, numRuns: 300 },
    );
  });
});

describe('checkInvoiceMath', () => {
  it('names every problem by its API field', () => {
    const input = {
      pricesIncludeGst: false,
      lines: [
        line('1.2345', 100),
        line('1', -1),
        line('1', 100, 'ZERO', 1500),
        line('1', 100, 'STANDARD', 0),
        { ...line('1', 1), taxCode: 'OTHER' as TaxCode },
      ],
      discount: { type: 'AMOUNT', amount: 1_000_000 } as Discount,
    };
    expect(checkInvoiceMath(input).map((p) => p.field)).toEqual([
      'lines.0.quantity',
      'lines.1.unitPrice',
      'lines.2.taxRate',
      'lines.3.taxRate',
      'lines.4.taxCode',
      'discount.amount',
    ]);
    expect(() => calculateInvoice(input)).toThrow(InvoiceMathError);
  });

  it('refuses a discount rate above 100 % and prices that are not whole cents', () => {
    expect(checkInvoiceMath({ pricesIncludeGst: false, lines: [line('1', 1)], discount: { type: 'PERCENT', rate: 10001 } })).toEqual([
      { field: 'discount.rate', message: 'Enter a discount from 0 % to 100 %.' },
    ]);
    expect(checkInvoiceMath({ pricesIncludeGst: false, lines: [line('1', 1.5)] })[0]?.field).toBe('lines.0.unitPrice');
  });

  it('refuses more than 500 lines', () => {
    expect(checkInvoiceMath({ pricesIncludeGst: false, lines: Array.from({ length: 501 }, () => line('1', 1)) })[0]?.field).toBe('lines');
  });
});

// Generators for the property tests.
