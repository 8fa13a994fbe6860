import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVOICE_LIMITS } from '@/config/invoicing';
import {
  InvoiceMathError,
  MATH_MESSAGES,
  calculateInvoice,
  checkInvoiceMath,
  formatQuantity,
  gstInInclusive,
  gstOnExclusive,
  lineAmount,
  parseQuantity,
  type Discount,
  type InvoiceTotals,
  type MathInput,
  type MathLine,
  type TaxCode,
  totalProblems,
} from './invoice-math';
import { sumCents } from './money';
import vectorsFile from '../../test-vectors/invoice-totals.json';
import vectorsSchema from '../../test-vectors/invoice-totals.schema.json';

interface Vector {
  id: string;
  input: MathInput;
  expected: InvoiceTotals;
  mistakes?: Array<{ why: string; got: Record<string, number> }>;
}
const vectors = vectorsFile.vectors as Vector[];

const line = (quantity: string, unitPrice: number, taxCode: TaxCode = 'STANDARD', taxRate?: number): MathLine => ({
  quantity,
  unitPrice,
  taxCode,
  ...(taxRate === undefined ? {} : { taxRate }),
});

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
