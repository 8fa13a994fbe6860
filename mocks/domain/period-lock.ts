// The period lock (docs/invoicing.md, "Filing and the period lock"; decision 281): once a GST
// return is filed, no document dated in its period may be created, changed, voided, paid or
// refunded into it. Every handler that writes a dated document asks periodLockRefusal() with the
// dates the write would touch; this is the one place the rule and its words live.
import { HttpResponse } from 'msw';
import { INVOICE_PROBLEM_TYPES } from '../../src/config/invoicing';
import { formatDate, type IsoDate } from '../../src/lib/calendar-date';
import { formatGstPeriod } from '../../src/lib/gst-periods';
import { today } from '../runtime/clock';
import { db, type GstFilingRecord } from '../runtime/db';
import type { LockedPeriod, ProblemDetail } from '../handlers/types';

/** A date a write would touch, and the request field (dotted path) that carries it. */
export interface DatedField {
  field: string;
  date: IsoDate;
}

/** The business's filed returns (reopened ones are not locked). */
export const filedReturnsOf = (businessId: number): GstFilingRecord[] =>
  db.gstFilings.findMany((q) => q.where({ businessId })).filter((record) => record.filing !== undefined);

/** The filed return whose period holds `date`, if any. */
function lockedPeriodOn(businessId: number, date: IsoDate): GstFilingRecord | undefined {
  return filedReturnsOf(businessId).find((record) => record.start <= date && date <= record.end);
}

/**
 * 409 `urn:invoicing:period-locked` when any of `dates` falls in a filed period of the business,
 * naming the period, the field and today (the date the correction may take); null otherwise.
 * `what` names what the date belongs to, e.g. "this payment" or "this bill".
 */
export function periodLockRefusal(businessId: number, dates: ReadonlyArray<DatedField>, what: string): Response | null {
  for (const { field, date } of dates) {
    const record = lockedPeriodOn(businessId, date);
    if (!record?.filing) continue;
    const now = today();
    const lockedPeriod: LockedPeriod = {
      businessId,
      period: record.period,
      start: record.start,
      end: record.end,
      filedOn: record.filing.filedOn,
      filedBy: record.filing.filedBy,
      field,
      today: now,
    };
    const message = lockedMessage(lockedPeriod, date, what);
    const body: ProblemDetail = {
      type: INVOICE_PROBLEM_TYPES.periodLocked,
      title: 'Conflict',
      status: 409,
      detail: message,
      errors: [{ field, message }],
      lockedPeriod,
    };
    return HttpResponse.json(body, { status: 409, headers: { 'Content-Type': 'application/problem+json' } });
  }
  return null;
}

/** The words of the refusal: the period, when and by whom it was filed, and the way out. */
function lockedMessage(locked: LockedPeriod, date: IsoDate, what: string): string {
  return (
    `The GST return for ${formatGstPeriod(locked)} was filed on ${formatDate(locked.filedOn)} by ${locked.filedBy}, ` +
    `so that period is locked: ${what}, dated ${formatDate(date)}, falls in it. ` +
    `Date the correction in the current period (today is ${formatDate(locked.today)}); it will count in the next return.`
  );
}

// Writes in flight (decision 300): a request written in several writes (a bulk confirm, decision
// 234) registers the dates it will write before its first write and releases them after its last,
// also on failure. Filing a period that holds one of those dates is refused meanwhile, so a filing
// never lands between two writes of one request.
const inFlight = new Map<number, Set<ReadonlyArray<IsoDate>>>();

/** Runs `work` with `dates` registered as being written for the business until it settles. */
export async function whileWriting<T>(businessId: number, dates: ReadonlyArray<IsoDate>, work: () => Promise<T>): Promise<T> {
  const held = inFlight.get(businessId) ?? new Set<ReadonlyArray<IsoDate>>();
  inFlight.set(businessId, held);
  held.add(dates);
  try {
    return await work();
  } finally {
    held.delete(dates);
    if (held.size === 0) inFlight.delete(businessId);
  }
}

/** Whether a write in flight for the business has a date from `start` to `end`. */
export function writingInto(businessId: number, { start, end }: { start: IsoDate; end: IsoDate }): boolean {
  for (const dates of inFlight.get(businessId) ?? []) if (dates.some((date) => start <= date && date <= end)) return true;
  return false;
}
