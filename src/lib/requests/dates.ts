// The one rule for every date a request carries, in a body or a query: a real calendar date written
// YYYY-MM-DD within DATE_RANGE (src/config/invoicing.ts; openapi.yaml says the same). Out-of-range
// years are where date arithmetic and text comparison break (year 10000 sorts before 2026), so
// they are refused at the boundary and never reach generation, statements or GST returns.
import * as z from 'zod/mini';
import { DATE_RANGE } from '@/config/invoicing';
import { isIsoDate, type IsoDate } from '@/lib/calendar-date';

export const DATE_RANGE_WORDS = `from ${DATE_RANGE.earliest} to ${DATE_RANGE.latest}`;

const NOT_A_DATE = 'Enter a real date written YYYY-MM-DD.';

/** Whether a real date lies within DATE_RANGE. */
export const inDateRange = (date: IsoDate): boolean => date >= DATE_RANGE.earliest && date <= DATE_RANGE.latest;

/** Why `value` is not an acceptable request date, or null when it is. */
export function dateProblem(value: unknown): string | null {
  if (!isIsoDate(value)) return NOT_A_DATE;
  if (!inDateRange(value)) return `Enter a date ${DATE_RANGE_WORDS}.`;
  return null;
}

/** A date in a request body; `missing` is said when it is absent or empty (a form's empty date field). */
export const requestDate = (missing: string = NOT_A_DATE) =>
  z.string({ error: missing }).check(
    z.refine((value) => value.trim() !== '', { message: missing, abort: true }),
    z.refine((value) => isIsoDate(value), { message: NOT_A_DATE, abort: true }),
    z.refine((value) => inDateRange(value), `Enter a date ${DATE_RANGE_WORDS}.`),
  );
