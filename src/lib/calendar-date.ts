// Calendar dates as ISO strings (YYYY-MM-DD), free of time zones: an invoice is due on a day, not
// at an instant. "Today" is read in the business's time zone (Pacific/Auckland).
import { LOCALE, TIME_ZONE } from '@/config/locale';

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

const todayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in a time zone (the business's by default). */
export function todayIn(timeZone: string = TIME_ZONE, now: number = Date.now()): IsoDate {
  let format = todayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    todayFormats.set(timeZone, format);
  }
  return format.format(now);
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

const displayFormats = new Map<string, Intl.DateTimeFormat>();

/** "22 Nov 2026" (en-NZ), for screens and documents. */
export function formatDate(date: IsoDate, locale: string = LOCALE, style: 'medium' | 'long' = 'medium'): string {
  const key = `${locale}|${style}`;
  let format = displayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' });
    displayFormats.set(key, format);
  }
  return format.format(toUtc(date));
}

// One formatter per locale: the dashboard's chart writes each of its months several times.
const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** "Nov 2026" for a month, e.g. a chart axis. */
export function formatMonth(month: IsoMonth, locale: string = LOCALE): string {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(toUtc(`${month}-01`));
}
