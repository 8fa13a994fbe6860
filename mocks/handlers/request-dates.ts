// Dates in query strings, by the one rule of src/lib/requests/request-date.ts (bodies' dates are the
// shared schemas').
import { isIsoDate, type IsoDate } from '../../src/lib/calendar-date';
import { DATE_RANGE_WORDS, inDateRange, requestDateProblem } from '../../src/lib/requests/request-date';
import { problem } from '../runtime/problem';
import type { Refusal } from './http-utils';

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

export { DATE_RANGE_WORDS, inDateRange };
