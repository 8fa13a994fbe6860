// The one rule for every date a request carries: a real calendar date written YYYY-MM-DD within
// DATE_RANGE (src/config/invoicing.ts; docs/decisions/140-request-dates-in-a-documented-range.md).
import * as z from 'zod/mini';
import { DATE_RANGE } from '@/config/invoicing';
import { isIsoDate, type IsoDate } from '@/lib/calendar-date';

export const DATE_RANGE_WORDS = `from ${DATE_RANGE.earliest} to ${DATE_RANGE.latest}`;

/** Whether a real date lies within DATE_RANGE. */
export const inDateRange = (date: IsoDate): boolean => date >= DATE_RANGE.earliest && date <= DATE_RANGE.latest;

/** Why `value` is not an acceptable request date, or null when it is. */
export function requestDateProblem(value: unknown): string | null {
  if (!isIsoDate(value)) return 'Enter a real date written YYYY-MM-DD.';
  if (!inDateRange(value)) return `Enter a date ${DATE_RANGE_WORDS}.`;
  return null;
}

/** A date in a request body (zod/mini, for the shared request schemas). */
export const requestDate = z.string({ error: 'Enter a date as YYYY-MM-DD.' }).check(
  z.superRefine((value, context) => {
    const message = requestDateProblem(value);
    if (message) context.issues.push({ code: 'custom', message, input: value });
  }),
);

/** A date a form sends, `missing` said when it is absent or empty (the form's empty date field). */
export const requestDateOr = (missing: string) =>
  z.string({ error: missing }).check(
    z.refine((value) => value.trim() !== '', { message: missing, abort: true }),
    z.superRefine((value, context) => {
      const message = requestDateProblem(value);
      if (message) context.issues.push({ code: 'custom', message, input: value });
    }),
  );
