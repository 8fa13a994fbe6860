// The arithmetic of the business reports (docs/invoicing.md#reports), shared by the mock backend and
// its tests: a purchase split over its lines' accounts to the cent, payables aged into the
// statement's buckets, and the one rule for a report's date range.
import { AGEING_BUCKETS, ageingBucket, type AgeingBucket } from './statement';
import { daysBetween, type IsoDate } from './calendar-date';
import { allocate, type Cents } from './money';
import type { PurchaseTaxCode } from './invoice-math';

/** The longest range a profit and loss report covers: a year, leap day included. */
const REPORT_RANGE_DAYS = 366;

/** Why a report's range is refused, naming the field; null when it is fine. */
export function reportRangeProblem(from: IsoDate, to: IsoDate): { field: 'from' | 'to'; message: string } | null {
  if (from > to) return { field: 'from', message: 'The start date must be on or before the end date.' };
  if (daysBetween(from, to) + 1 > REPORT_RANGE_DAYS) {
    return { field: 'to', message: `A report covers at most ${REPORT_RANGE_DAYS} days. Choose an end date within a year of the start.` };
  }
  return null;
}

interface PricedLine {
  taxCode: PurchaseTaxCode;
  /** The line's amount as the calculator printed it (inclusive or exclusive, as the bill's prices). */
  amount: Cents;
}

interface TaxGroup {
  taxCode: PurchaseTaxCode;
  net: Cents;
  total: Cents;
}

/**
 * What each line of a purchase costs: per treatment group, the group's net (or its total, when the
 * GST is not claimed) split over the group's lines in proportion to their amounts, by largest
 * remainder. The parts add up to the bill's subtotal (or total) to the cent.
 */
export function lineCosts(lines: readonly PricedLine[], groups: readonly TaxGroup[], gstClaimed: boolean): Cents[] {
  const costs = lines.map(() => 0);
  for (const group of groups) {
    const indexes = lines.flatMap((line, index) => (line.taxCode === group.taxCode ? [index] : []));
    if (indexes.length === 0) continue;
    const parts = allocate(
      gstClaimed ? group.net : group.total,
      indexes.map((index) => Math.abs(lines[index]?.amount ?? 0)),
    );
    indexes.forEach((lineIndex, part) => (costs[lineIndex] = (costs[lineIndex] ?? 0) + (parts[part] ?? 0)));
  }
  return costs;
}

export type AgedBalances = Record<AgeingBucket, Cents> & { total: Cents };

export const emptyBalances = (): AgedBalances => ({
  ...(Object.fromEntries(AGEING_BUCKETS.map((b) => [b, 0])) as Record<AgeingBucket, Cents>),
  total: 0,
});

/** Days from the due date to `asAt`, and the bucket they fall in. */
export function ageOf(dueDate: IsoDate, asAt: IsoDate): { daysPastDue: number; bucket: AgeingBucket } {
  const daysPastDue = daysBetween(dueDate, asAt);
  return { daysPastDue, bucket: ageingBucket(daysPastDue) };
}

/** Adds a balance to its bucket and the total (in place). */
export function addBalance(balances: AgedBalances, bucket: AgeingBucket, balance: Cents): void {
  balances[bucket] += balance;
  balances.total += balance;
}
