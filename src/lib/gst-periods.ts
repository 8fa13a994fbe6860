// GST return periods and due dates (NZ). A period is named by its last month (YYYY-MM):
// - MONTHLY: every month;
// - TWO_MONTHLY: periods ending in even months (Jan–Feb, …, Nov–Dec), the usual default, or, as
//   the business chooses, in odd months (Dec–Jan, Feb–Mar, …, Oct–Nov);
// - SIX_MONTHLY: periods ending 31 March and 30 September (a 31 March balance date).
// Due (IRD): the 28th of the month after the period ends, except a period ending 30 November (due
// 15 January) and one ending 31 March (due 7 May); a due date on a weekend or a national public
// holiday moves to the next working day (nz-holidays.ts). See docs/invoicing.md, "GST return".
import type { GST_FILING_FREQUENCY_VALUES, GST_PERIOD_ENDING_VALUES } from '@/config/api-values';
import { addDays, formatDate, type IsoDate, type IsoMonth } from './calendar-date';
import { nextNzWorkingDay } from './nz-holidays';

export type GstFilingFrequency = (typeof GST_FILING_FREQUENCY_VALUES)[number];
/** Which months two-monthly periods end in. */
export type GstPeriodEnding = (typeof GST_PERIOD_ENDING_VALUES)[number];

/** A business that has not chosen files two-monthly. */
export const DEFAULT_GST_FILING_FREQUENCY: GstFilingFrequency = 'TWO_MONTHLY';
/** Two-monthly periods end in even months unless the business chose odd ones. */
export const DEFAULT_GST_PERIOD_ENDING: GstPeriodEnding = 'EVEN_MONTHS';

export interface GstPeriod {
  /** The period's last month, YYYY-MM: its name in URLs and the API. */
  period: IsoMonth;
  start: IsoDate;
  end: IsoDate;
  /** The day the return and payment are due: the statutory date, moved past weekends and holidays. */
  dueDate: IsoDate;
}

const MONTHS: Record<GstFilingFrequency, number> = { MONTHLY: 1, TWO_MONTHLY: 2, SIX_MONTHLY: 6 };
const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

const pad = (n: number) => String(n).padStart(2, '0');
const monthIndex = (year: number, month: number) => year * 12 + month - 1;
const fromIndex = (index: number): [number, number] => [Math.floor(index / 12), (index % 12) + 1];

/** True when `month` (1–12) can end a period of this frequency. */
function endsPeriod(frequency: GstFilingFrequency, month: number, ending: GstPeriodEnding): boolean {
  if (frequency === 'MONTHLY') return true;
  if (frequency === 'TWO_MONTHLY') return month % 2 === (ending === 'EVEN_MONTHS' ? 0 : 1);
  return month === 3 || month === 9;
}

/** The statutory due date of a period ending in `year`-`month`, before moving past weekends and holidays. */
export function gstStatutoryDueDate(year: number, month: number): IsoDate {
  if (month === 11) return `${year + 1}-01-15`;
  if (month === 3) return `${year}-05-07`;
  const [dueYear, dueMonth] = fromIndex(monthIndex(year, month) + 1);
  return `${dueYear}-${pad(dueMonth)}-28`;
}

/** The due date of a period ending in `year`-`month`: the statutory date, or the next working day after it. */
export const gstDueDate = (year: number, month: number): IsoDate => nextNzWorkingDay(gstStatutoryDueDate(year, month));

function lastDay(year: number, month: number): IsoDate {
  const [nextYear, nextMonth] = fromIndex(monthIndex(year, month) + 1);
  return addDays(`${nextYear}-${pad(nextMonth)}-01`, -1);
}

/** The period named `period` (its last month), or null when it is not a period of this frequency. */
export function gstPeriod(
  frequency: GstFilingFrequency,
  period: string,
  ending: GstPeriodEnding = DEFAULT_GST_PERIOD_ENDING,
): GstPeriod | null {
  const match = PERIOD.exec(period);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (!endsPeriod(frequency, month, ending)) return null;
  const [startYear, startMonth] = fromIndex(monthIndex(year, month) - MONTHS[frequency] + 1);
  return { period, start: `${startYear}-${pad(startMonth)}-01`, end: lastDay(year, month), dueDate: gstDueDate(year, month) };
}

/** The period of this frequency that contains `date`. */
export function gstPeriodOf(frequency: GstFilingFrequency, date: IsoDate, ending: GstPeriodEnding = DEFAULT_GST_PERIOD_ENDING): GstPeriod {
  let index = monthIndex(Number(date.slice(0, 4)), Number(date.slice(5, 7)));
  while (!endsPeriod(frequency, fromIndex(index)[1], ending)) index += 1;
  const [year, month] = fromIndex(index);
  const found = gstPeriod(frequency, `${year}-${pad(month)}`, ending);
  if (!found) throw new Error('unreachable: a period ends within six months');
  return found;
}

/** The `count` periods ending with the one containing `date`, newest first (for a period picker). */
export function recentGstPeriods(
  frequency: GstFilingFrequency,
  date: IsoDate,
  count: number,
  ending: GstPeriodEnding = DEFAULT_GST_PERIOD_ENDING,
): GstPeriod[] {
  const periods: GstPeriod[] = [];
  let current = gstPeriodOf(frequency, date, ending);
  for (let i = 0; i < count; i += 1) {
    periods.push(current);
    current = gstPeriodOf(frequency, addDays(current.start, -1), ending);
  }
  return periods;
}

/** "1 Jan 2026 to 28 Feb 2026": a period in words, as refusals and the return's heading name it. */
export const formatGstPeriod = (period: Pick<GstPeriod, 'start' | 'end'>): string =>
  `${formatDate(period.start)} to ${formatDate(period.end)}`;
