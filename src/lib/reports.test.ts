// The reports' arithmetic: a purchase's line costs add up to its subtotal (or total) to the cent,
// and a report's range is refused backwards or over a year.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePurchase, formatQuantity, type PurchaseTaxCode } from './invoice-math';
import { sumCents } from './money';
import { ageOf, lineCosts, reportRangeProblem } from './reports';

const lineArb = fc.record({
  milli: fc.integer({ min: 0, max: 20_000 }),
  unitPrice: fc.integer({ min: 0, max: 500_000 }),
  taxCode: fc.constantFrom<PurchaseTaxCode>('STANDARD', 'ZERO', 'EXEMPT', 'NO_GST'),
});

describe('line costs', () => {
  it('add up to the subtotal when the GST is claimed and to the total when it is not, to the cent', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), fc.boolean(), fc.boolean(), (raw, pricesIncludeGst, claimed) => {
        const lines = raw.map((l) => ({ quantity: formatQuantity(l.milli), unitPrice: l.unitPrice, taxCode: l.taxCode }));
        const totals = calculatePurchase({ lines, pricesIncludeGst });
        const priced = lines.map((line, index) => ({ taxCode: line.taxCode, amount: totals.lineAmounts[index] ?? 0 }));
        const costs = lineCosts(priced, totals.taxBreakdown, claimed);
        expect(sumCents(costs)).toBe(claimed ? totals.subtotal : totals.total);
        for (const cost of costs) expect(cost).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('splits a group’s net by the lines’ amounts', () => {
    const lines = [
      { taxCode: 'STANDARD' as const, amount: 10000 },
      { taxCode: 'STANDARD' as const, amount: 20000 },
      { taxCode: 'ZERO' as const, amount: 5000 },
    ];
    const groups = [
      { taxCode: 'STANDARD' as const, net: 30000, total: 34500 },
      { taxCode: 'ZERO' as const, net: 5000, total: 5000 },
    ];
    expect(lineCosts(lines, groups, true)).toEqual([10000, 20000, 5000]);
    expect(lineCosts(lines, groups, false)).toEqual([11500, 23000, 5000]);
  });
});

describe('report ranges and ages', () => {
  it('refuses from after to (naming from) and more than 366 days (naming to)', () => {
    expect(reportRangeProblem('2026-03-02', '2026-03-01')).toMatchObject({ field: 'from' });
    expect(reportRangeProblem('2024-01-01', '2024-12-31')).toBeNull();
    expect(reportRangeProblem('2024-01-01', '2025-01-01')).toMatchObject({ field: 'to' });
    expect(reportRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
  });

  it('ages a bill by days past its due date', () => {
    expect(ageOf('2026-11-26', '2026-11-26')).toEqual({ daysPastDue: 0, bucket: 'CURRENT' });
    expect(ageOf('2026-11-25', '2026-11-26')).toEqual({ daysPastDue: 1, bucket: 'DAYS_1_30' });
    expect(ageOf('2026-08-27', '2026-11-26')).toEqual({ daysPastDue: 91, bucket: 'OVER_90' });
  });
});
