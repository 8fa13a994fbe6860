// Calendar dates as ISO strings (YYYY-MM-DD), free of time zones: an invoice is due on a day, not
// at an instant. "Today" is read in the business's time zone (Pacific/Auckland).
import { LOCALE, TIME_ZONE } from '@/config/locale';
import { oncePer } from './once';

/** YYYY-MM-DD. */
export type IsoDate = string;
/** YYYY-MM. */
export type IsoMonth = string;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function toUtc(date: IsoDate): number {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const fromUtc = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  return fromUtc(toUtc(value)) === value;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

// en-CA writes dates as YYYY-MM-DD.
const todayFormat = oncePer(
  (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/** Today's date in a time zone (the business's by default). */
export function todayIn(timeZone: string = TIME_ZONE, now: number = Date.now()): IsoDate {
  return todayFormat(timeZone).format(now);
}

export const monthOf = (date: IsoDate): IsoMonth => date.slice(0, 7);

/** The `count` months ending with `month`, oldest first. */
export function monthsEndingWith(month: IsoMonth, count: number): IsoMonth[] {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const total = year * 12 + index - (count - 1 - i);
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

const displayFormat = oncePer(
  (locale: string, style: 'medium' | 'long') => new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }),
);

/** "22 Nov 2026" (en-NZ), for screens and documents. */
export function formatDate(date: IsoDate, locale: string = LOCALE, style: 'medium' | 'long' = 'medium'): string {
  return displayFormat(locale, style).format(toUtc(date));
}

// One formatter per locale: the dashboard's chart writes each of its months several times.
const monthFormat = oncePer((locale: string) => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }));

/** "Nov 2026" for a month, e.g. a chart axis. */
export function formatMonth(month: IsoMonth, locale: string = LOCALE): string {
  return monthFormat(locale).format(toUtc(`${month}-01`));
}
