import Ajv2020 from 'ajv/dist/2020';
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
  type InvoiceTotals,
  type MathInput,
} from './invoice-math';
import { line } from '@/testing/math-line';
import vectorsFile from '../../test-vectors/invoice-totals.json';
import vectorsSchema from '../../test-vectors/invoice-totals.schema.json';

interface Vector {
  id: string;
  input: MathInput;
  expected: InvoiceTotals;
  mistakes?: Array<{ why: string; got: Record<string, number> }>;
}
const vectors = vectorsFile.vectors as Vector[];

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

describe('calculateInvoice (the shared test vectors, test-vectors/invoice-totals.json)', () => {
  it('reads a vectors file that its JSON schema accepts', () => {
    const ajv = new Ajv2020({ allErrors: true });
    const validate = ajv.compile(vectorsSchema);
    expect(validate(vectorsFile), JSON.stringify(validate.errors)).toBe(true);
    expect(new Set(vectors.map((vector) => vector.id)).size).toBe(vectors.length);
  });

  it.each(vectors.map((vector) => [vector.id, vector] as const))('%s', (_id, { input, expected, mistakes = [] }) => {
    expect(calculateInvoice(input)).toEqual(expected);
    // Each known mistake differs from the answer in what it names, or it would not be one.
    for (const { got } of mistakes) {
      expect(Object.entries(got).some(([field, value]) => expected[field as keyof typeof expected] !== value)).toBe(true);
    }
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
