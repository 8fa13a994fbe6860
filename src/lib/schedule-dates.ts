// The dates of a recurring schedule, in New Zealand calendar dates (no instants, so a
// daylight-saving change never moves a date). The n-th date is counted from the start, never by
// adding to the previous date: monthly on the 31st gives 31 Jan, 28/29 Feb, 31 Mar. A day the month
// does not have becomes its last day. See docs/invoicing.md, "Recurring invoices".
import { addDays, type IsoDate } from './calendar-date';

export type Frequency = 'WEEKLY' | 'FORTNIGHTLY' | 'MONTHLY' | 'QUARTERLY' | 'YEARLY';
type ScheduleEnd = { type: 'NEVER' } | { type: 'ON_DATE'; date: IsoDate } | { type: 'AFTER_COUNT'; count: number };

export interface Recurrence {
  frequency: Frequency;
  startDate: IsoDate;
  /** MONTHLY only: the day of the month (1–31), or 'LAST'; defaults to the start date's day. */
  dayOfMonth?: number | 'LAST';
  end?: ScheduleEnd;
}

/** A schedule's date fields as the API and the mock's records write them. */
export interface ScheduleDateFields {
  frequency: Frequency;
  startDate: IsoDate;
  dayOfMonth?: number | null | undefined;
  lastDayOfMonth?: boolean | null | undefined;
  endType: ScheduleEnd['type'];
  endDate?: IsoDate | null | undefined;
  endCount?: number | null | undefined;
}

/** The rule a schedule's fields describe. */
export function recurrenceOf(fields: ScheduleDateFields): Recurrence {
  const dayOfMonth = fields.lastDayOfMonth ? 'LAST' : (fields.dayOfMonth ?? undefined);
  const end: ScheduleEnd =
    fields.endType === 'ON_DATE' && fields.endDate
      ? { type: 'ON_DATE', date: fields.endDate }
      : fields.endType === 'AFTER_COUNT' && fields.endCount != null
        ? { type: 'AFTER_COUNT', count: fields.endCount }
        : { type: 'NEVER' };
  return {
    frequency: fields.frequency,
    startDate: fields.startDate,
    ...(fields.frequency === 'MONTHLY' && dayOfMonth !== undefined ? { dayOfMonth } : {}),
    end,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

function parts(date: IsoDate): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

/** Days in a month (month 1–12), leap years included. */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date on `day` (or the last day) of the month `monthIndex` counted from year 0 (year * 12 + month - 1). */
function dayOfMonthIn(monthIndex: number, day: number | 'LAST'): IsoDate {
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const last = daysInMonth(year, month);
  const actual = day === 'LAST' ? last : Math.min(day, last);
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(actual)}`;
}

/** The n-th date of the schedule (n = 0 is the first), ignoring its end. */
export function occurrence(rule: Recurrence, n: number): IsoDate {
  const [year, month, day] = parts(rule.startDate);
  const startMonth = year * 12 + month - 1;
  switch (rule.frequency) {
    case 'WEEKLY':
      return addDays(rule.startDate, 7 * n);
    case 'FORTNIGHTLY':
      return addDays(rule.startDate, 14 * n);
    case 'QUARTERLY':
      return dayOfMonthIn(startMonth + 3 * n, day);
    case 'YEARLY':
      return dayOfMonthIn(startMonth + 12 * n, day);
    case 'MONTHLY': {
      const wanted = rule.dayOfMonth ?? day;
      // The first date is the wanted day in the start month, or the next month's when that is before the start.
      const first = dayOfMonthIn(startMonth, wanted) >= rule.startDate ? startMonth : startMonth + 1;
      return dayOfMonthIn(first + n, wanted);
    }
  }
}

/** Whether the n-th date is within the schedule's end. */
export function withinEnd(rule: Recurrence, n: number): boolean {
  const end = rule.end ?? { type: 'NEVER' };
  if (end.type === 'AFTER_COUNT') return n < end.count;
  if (end.type === 'ON_DATE') return occurrence(rule, n) <= end.date;
  return true;
}

export interface Occurrence {
  /** The period number, from 0: with the schedule, the unique key of the invoice it makes. */
  period: number;
  date: IsoDate;
}

/** Up to `count` dates from period `from` on, within the schedule's end. */
export function upcoming(rule: Recurrence, from: number, count: number): Occurrence[] {
  const dates: Occurrence[] = [];
  for (let period = from; dates.length < count && withinEnd(rule, period); period += 1) {
    dates.push({ period, date: occurrence(rule, period) });
  }
  return dates;
}

/** The periods from `from` on whose date has come by `today`, oldest first, within the end (at most `limit`). */
export function duePeriods(rule: Recurrence, from: number, today: IsoDate, limit = Number.POSITIVE_INFINITY): Occurrence[] {
  const due: Occurrence[] = [];
  for (let period = from; withinEnd(rule, period) && due.length < limit; period += 1) {
    const date = occurrence(rule, period);
    if (date > today) break;
    due.push({ period, date });
  }
  return due;
}

/** The first period from `from` on whose date is on or after `date` (periods before it are skipped). */
export function firstPeriodFrom(rule: Recurrence, from: number, date: IsoDate): number {
  let period = from;
  while (occurrence(rule, period) < date) period += 1;
  return period;
}

/** Whether the schedule has no date left from period `from` on. */
export const isFinished = (rule: Recurrence, from: number): boolean => !withinEnd(rule, from);

const ordinal = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
};

/** "Monthly on the 1st", "Monthly on the last day", "Every fortnight", … */
export function describeFrequency(rule: Pick<Recurrence, 'frequency' | 'dayOfMonth' | 'startDate'>): string {
  switch (rule.frequency) {
    case 'WEEKLY':
      return 'Every week';
    case 'FORTNIGHTLY':
      return 'Every fortnight';
    case 'QUARTERLY':
      return 'Every quarter';
    case 'YEARLY':
      return 'Every year';
    case 'MONTHLY': {
      const day = rule.dayOfMonth ?? parts(rule.startDate)[2];
      return day === 'LAST' ? 'Monthly on the last day' : `Monthly on the ${ordinal(day)}`;
    }
  }
}

/** Problems with a schedule's dates, by field, in words a user can act on (empty when fine). */
export function scheduleDateProblems(rule: Recurrence): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  const day = rule.dayOfMonth;
  if (typeof day === 'number' && !(Number.isInteger(day) && day >= 1 && day <= 31)) {
    problems.push({ field: 'dayOfMonth', message: 'The day of the month must be from 1 to 31, or the last day.' });
  }
  const end = rule.end;
  if (end?.type === 'ON_DATE' && end.date < rule.startDate) {
    problems.push({ field: 'endDate', message: 'The end date cannot be before the start date.' });
  }
  if (end?.type === 'AFTER_COUNT' && !(Number.isInteger(end.count) && end.count >= 1)) {
    problems.push({ field: 'endCount', message: 'A schedule must make at least one invoice.' });
  }
  if (problems.length === 0 && end?.type === 'ON_DATE' && occurrence(rule, 0) > end.date) {
    problems.push({ field: 'endDate', message: 'The schedule ends before its first invoice date.' });
  }
  return problems;
}
