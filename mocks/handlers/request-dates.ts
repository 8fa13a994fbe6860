// The one rule for every date a request carries, in a body or a query: a real calendar date written
// YYYY-MM-DD within DATE_RANGE (src/lib/requests/request-date.ts; openapi.yaml says the same). Out-of-range
// years are where date arithmetic and text comparison break (year 10000 sorts before 2026), so
// they are refused at the boundary and never reach generation, statements or GST returns.
import { z } from 'zod';
import { isIsoDate, type IsoDate } from '../../src/lib/calendar-date';
import { DATE_RANGE_WORDS, inDateRange, requestDateProblem } from '../../src/lib/requests/request-date';
import { problem } from '../runtime/problem';
import type { Refusal } from './http-utils';

export { DATE_RANGE_WORDS, inDateRange };

/** A date in a request body. */
export const dateField = z.string({ message: 'Enter a date as YYYY-MM-DD.' }).superRefine((value, context) => {
  const message = requestDateProblem(value);
  if (message) context.addIssue({ code: 'custom', message });
});

/** An optional date query parameter: undefined when absent, a refusal naming it when bad. */
export function optionalDateParameter(params: URLSearchParams, name: string): IsoDate | undefined | Refusal {
  const value = params.get(name);
  if (value === null || value === '') return undefined;
  const message = requestDateProblem(value);
  return message ? { refusal: problem(400, message, [{ field: name, message }]) } : value;
}

/** Whether `value` is a month written YYYY-MM within the range. */
export function isMonthInRange(value: string): boolean {
  return /^\d{4}-\d{2}$/.test(value) && isIsoDate(`${value}-01`) && inDateRange(`${value}-01`);
}
