import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVOICE_LIMITS } from '@/config/invoicing';
import {
  calculateInvoice,
  checkInvoiceMath,
  formatQuantity,
  gstInInclusive,
  gstOnExclusive,
  lineAmount,
  parseQuantity,
} from './invoice-math';
import { line } from '@/testing/math-line';

describe('quantities', () => {
  it.each([
    ['1', 1000],
    ['1.5', 1500],
    ['0.001', 1],
    ['2.25', 2250],
    ['0', 0],
    ['100000', 100_000_000],
    [' 3 ', 3000],
  ])('reads %j as %d thousandths', (text, milli) => {
    expect(parseQuantity(text)).toBe(milli);
  });

  it.each(['', '1.2345', '-1', '1e3', '1,5', '.5', '100000.001', '1234567', 'abc'])('refuses %j', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });

  it('writes the canonical form and round-trips', () => {
    expect(formatQuantity(1500)).toBe('1.5');
    expect(formatQuantity(1000)).toBe('1');
    expect(formatQuantity(1)).toBe('0.001');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (milli) => {
        expect(parseQuantity(formatQuantity(milli))).toBe(milli);
      }),
    );
  });
});

describe('line amounts and GST (exact cases)', () => {
  it('rounds quantity × price half up to the cent', () => {
    expect(lineAmount(1500, 3333)).toBe(5000); // 49.995 → 50.00
    expect(lineAmount(1000, 12345)).toBe(12345);
    expect(lineAmount(333, 1)).toBe(0); // 0.333 cent
    expect(lineAmount(500, 1)).toBe(1); // exactly half a cent rounds up
    expect(lineAmount(2250, 8000)).toBe(18000);
  });

  it('takes 3/23 of a GST-inclusive amount at 15 %', () => {
    expect(gstInInclusive(11500, 1500)).toBe(1500); // $115.00 includes $15.00
    expect(gstInInclusive(2300, 1500)).toBe(300); // exactly 3/23
    expect(gstInInclusive(10000, 1500)).toBe(1304); // 1304.35
    expect(gstInInclusive(100, 1500)).toBe(13); // 13.04
    expect(gstInInclusive(19, 1500)).toBe(2); // 2.478
    expect(gstInInclusive(23, 1500)).toBe(3);
    // Exactly 3/23 for every amount: gst·23 is within 11.5 of gross·3.
    for (let gross = 0; gross < 2300; gross += 1) {
      expect(Math.abs(gstInInclusive(gross, 1500) * 23 - gross * 3)).toBeLessThanOrEqual(11.5);
    }
  });

  it('takes 15 % of a GST-exclusive amount, half up', () => {
    expect(gstOnExclusive(10000, 1500)).toBe(1500);
    expect(gstOnExclusive(10, 1500)).toBe(2); // 1.5 → 2
    expect(gstOnExclusive(30, 1500)).toBe(5); // 4.5 → 5
    expect(gstOnExclusive(29, 1500)).toBe(4); // 4.35
  });
});

describe('calculateInvoice (exact cases)', () => {
  it('computes a GST-exclusive invoice', () => {
    const totals = calculateInvoice({
      pricesIncludeGst: false,
      lines: [line('2', 8500), line('1.5', 12000), line('1', 4999)],
    });
    expect(totals).toEqual({
      lineAmounts: [17000, 18000, 4999],
      linesTotal: 39999,
      discountTotal: 0,
      subtotal: 39999,
      gst: 6000, // 5999.85
      total: 45999,
      taxBreakdown: [{ taxCode: 'STANDARD', taxRate: 1500, net: 39999, gst: 6000, total: 45999 }],
    });
  });

  it('computes a GST-inclusive invoice with the 3/23 rule', () => {
    const totals = calculateInvoice({ pricesIncludeGst: true, lines: [line('1', 11500), line('1', 10000)] });
    // 21500 × 3/23 = 2804.35 → 2804; net is what is left, so the total is exactly what was entered.
    expect(totals).toMatchObject({ linesTotal: 21500, subtotal: 18696, gst: 2804, total: 21500 });
  });

  it('computes GST on the total per rate, not by adding rounded line GST', () => {
    // Three lines of 10 cents: each line's GST (1.5 c) would round to 2 c, 6 c in all.
    // GST on the total: 30 c × 15 % = 4.5 c → 5 c.
    const totals = calculateInvoice({ pricesIncludeGst: false, lines: [line('1', 10), line('1', 10), line('1', 10)] });
    expect(totals.gst).toBe(5);
    expect(totals.total).toBe(35);
  });

  it('keeps zero-rated and exempt lines in their own groups, without GST', () => {
    const totals = calculateInvoice({
      pricesIncludeGst: false,
      lines: [line('1', 10000, 'EXEMPT'), line('1', 20000), line('1', 5000, 'ZERO'), line('1', 1000, 'STANDARD', 900)],
    });
    expect(totals.taxBreakdown).toEqual([
      { taxCode: 'STANDARD', taxRate: 1500, net: 20000, gst: 3000, total: 23000 },
      { taxCode: 'STANDARD', taxRate: 900, net: 1000, gst: 90, total: 1090 },
      { taxCode: 'ZERO', taxRate: 0, net: 5000, gst: 0, total: 5000 },
      { taxCode: 'EXEMPT', taxRate: 0, net: 10000, gst: 0, total: 10000 },
    ]);
    expect(totals).toMatchObject({ subtotal: 36000, gst: 3090, total: 39090 });
  });

  it('applies a percentage discount before GST, spread over the groups', () => {
    const totals = calculateInvoice({
      pricesIncludeGst: false,
      lines: [line('1', 30000), line('1', 10000, 'EXEMPT')],
      discount: { type: 'PERCENT', rate: 1000 },
    });
    expect(totals.discountTotal).toBe(4000);
    expect(totals.taxBreakdown).toEqual([
      { taxCode: 'STANDARD', taxRate: 1500, net: 27000, gst: 4050, total: 31050 },
      { taxCode: 'EXEMPT', taxRate: 0, net: 9000, gst: 0, total: 9000 },
    ]);
    expect(totals.total).toBe(40050);
  });

  it('spreads a fixed discount by largest remainder, losing no cent', () => {
    const totals = calculateInvoice({
      pricesIncludeGst: true,
      lines: [line('1', 100), line('1', 100, 'ZERO'), line('1', 100, 'EXEMPT')],
      discount: { type: 'AMOUNT', amount: 100 },
    });
    expect(totals.taxBreakdown.map((group) => group.total)).toEqual([66, 67, 67]);
    expect(totals.total).toBe(200);
    expect(totals.gst).toBe(9); // 66 × 3/23 = 8.6
  });

  it('rounds a percentage discount half up', () => {
    // 12.5 % of $0.20 = 2.5 c → 3 c.
    expect(
      calculateInvoice({ pricesIncludeGst: false, lines: [line('1', 20)], discount: { type: 'PERCENT', rate: 1250 } }).discountTotal,
    ).toBe(3);
  });

  it('computes an empty invoice as zero', () => {
    expect(calculateInvoice({ pricesIncludeGst: false, lines: [] })).toEqual({
      lineAmounts: [],
      linesTotal: 0,
      discountTotal: 0,
      subtotal: 0,
      gst: 0,
      total: 0,
      taxBreakdown: [],
    });
  });

  it('computes the largest invoice the limits allow exactly', () => {
    // $100,000,000.00 including 15 % GST: 500 lines that come to the exclusive amount exactly.
    const lines = Array.from({ length: 500 }, () => line('1', 17_391_304)); // $173,913.04 each
    const totals = calculateInvoice({ pricesIncludeGst: false, lines });
    expect(totals.linesTotal).toBe(8_695_652_000);
    expect(totals.gst).toBe(1_304_347_800);
    expect(totals.total).toBe(9_999_999_800);
    expect(checkInvoiceMath({ pricesIncludeGst: false, lines })).toEqual([]);
    const inclusive = [line('100000', 100_000), line('0', 0, 'EXEMPT')]; // exactly $100,000,000.00
    expect(calculateInvoice({ pricesIncludeGst: true, lines: inclusive }).total).toBe(INVOICE_LIMITS.maxTotalCents);
    expect(checkInvoiceMath({ pricesIncludeGst: true, lines: inclusive })).toEqual([]);
  });
});
