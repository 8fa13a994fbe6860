import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, centsToDecimal, divideRoundHalfUp, formatMoney, mulDivRoundHalfUp, parseMoney, sumCents } from './money';

describe('divideRoundHalfUp', () => {
  it.each([
    [5n, 2n, 3n],
    [15n, 10n, 2n],
    [14n, 10n, 1n],
    [-15n, 10n, -2n],
    [-14n, 10n, -1n],
    [0n, 7n, 0n],
    [1n, -2n, -1n],
  ])('%s / %s = %s (half away from zero)', (n, d, expected) => {
    expect(divideRoundHalfUp(n, d)).toBe(expected);
  });

  it('refuses a zero divisor', () => {
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('is within half of the exact quotient, and exactly half rounds up', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.bigInt({ min: 1n, max: 10n ** 9n }), (n, d) => {
        const q = divideRoundHalfUp(n, d);
        // |q·d − n| ≤ d/2, and when the remainder is exactly d/2 the result is the larger one.
        const diff = q * d - n;
        expect(2n * (diff < 0n ? -diff : diff)).toBeLessThanOrEqual(d);
        if (2n * (n % d) === d) expect(q).toBe(n / d + 1n);
      }),
    );
  });
});

describe('mulDivRoundHalfUp', () => {
  it('multiplies past 2^53 without losing precision', () => {
    // 100,000.000 × $1,000,000.00 / 1000 = 10^13 cents: the product 10^16 is beyond 2^53.
    expect(mulDivRoundHalfUp(100_000_000, 100_000_000, 1000)).toBe(10_000_000_000_000);
    expect(mulDivRoundHalfUp(1_001, 3_333, 1000)).toBe(3_336); // 3336.333
  });
});

describe('allocate', () => {
  it('splits by largest remainder, ties to the earlier part', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [5, 3, 2])).toEqual([5, 3, 2]);
    expect(allocate(7, [0, 0])).toEqual([7, 0]);
    expect(allocate(0, [])).toEqual([]);
  });

  it('never loses or invents a cent, and each part is within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.array(fc.integer({ min: 0, max: 10 ** 9 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(sumCents(parts)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          if (sum > 0) {
            parts.forEach((part, i) => {
              const exact = (total * (weights[i] ?? 0)) / sum;
              expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6);
            });
          }
        },
      ),
    );
  });
});

describe('parseMoney and centsToDecimal', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    ['.5', 50],
    ['12.', 1200],
    ['$1,234.56', 123456],
    ['NZ$ 40', 4000],
    [' 0 ', 0],
    ['1000000', 100000000],
  ])('reads %j as %d cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it.each(['', '.', 'abc', '1.234', '1,23', '-5', '12,34.5', '1e3'])('refuses %j', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it('reads negative amounts only when asked', () => {
    expect(parseMoney('-$5.10', { allowNegative: true })).toBe(-510);
  });

  it('round-trips every amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15), max: 10 ** 15 }), (cents) => {
        expect(parseMoney(centsToDecimal(cents), { allowNegative: true })).toBe(cents);
      }),
    );
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(123456)).toBe('1234.56');
  });
});

describe('formatMoney', () => {
  it('formats NZD in en-NZ by default', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-1500)).toBe('-$15.00');
  });

  it('formats another currency, or names the currency', () => {
    expect(formatMoney(100, { currency: 'AUD' })).toBe('A$1.00');
    expect(formatMoney(100, { display: 'code' }).replace(/\s/g, ' ')).toBe('NZD 1.00');
  });

  it('formats large amounts exactly', () => {
    expect(formatMoney(9_007_199_254_740_991)).toBe('$90,071,992,547,409.91');
  });
});
