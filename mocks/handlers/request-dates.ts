// The one rule for every date a request carries, in a body or a query: a real calendar date written
// YYYY-MM-DD within DATE_RANGE (src/config/invoicing.ts; openapi.yaml says the same). Out-of-range
// years are where date arithmetic and text comparison break (year 10000 sorts before 2026), so
// they are refused at the boundary and never reach generation, statements or GST returns.
import { z } from 'zod';
import { DATE_RANGE } from '../../src/config/invoicing';
import { isIsoDate, type IsoDate } from '../../src/lib/calendar-date';
import { problem } from '../runtime/problem';
import type { Refusal } from './http-utils';

export const DATE_RANGE_WORDS = `from ${DATE_RANGE.earliest} to ${DATE_RANGE.latest}`;

/** Whether a real date lies within DATE_RANGE. */
export const inDateRange = (date: IsoDate): boolean => date >= DATE_RANGE.earliest && date <= DATE_RANGE.latest;

/** Why `value` is not an acceptable request date, or null when it is. */
function dateProblem(value: unknown): string | null {
  if (!isIsoDate(value)) return 'Enter a real date written YYYY-MM-DD.';
  if (!inDateRange(value)) return `Enter a date ${DATE_RANGE_WORDS}.`;
  return null;
}

/** A date in a request body. */
export const dateField = z.string({ message: 'Enter a date as YYYY-MM-DD.' }).superRefine((value, context) => {
  const message = dateProblem(value);
  if (message) context.addIssue({ code: 'custom', message });
});

/** An optional date query parameter: undefined when absent, a refusal naming it when bad. */
export function optionalDateParameter(params: URLSearchParams, name: string): IsoDate | undefined | Refusal {
  const value = params.get(name);
  if (value === null || value === '') return undefined;
  const message = dateProblem(value);
  return message ? { refusal: problem(400, message, [{ field: name, message }]) } : value;
}

/** Whether `value` is a month written YYYY-MM within the range. */
export function isMonthInRange(value: string): boolean {
  return /^\d{4}-\d{2}$/.test(value) && isIsoDate(`${value}-01`) && inDateRange(`${value}-01`);
}
