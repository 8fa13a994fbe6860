// New Zealand's national public holidays (Holidays Act 2003, s 44–45A; Te Kāhui o Matariki Public
// Holiday Act 2022), for moving a due date that falls on one to the next working day. Regional
// anniversary days are left out: IRD's due dates move for national holidays only.
// Mondayisation (s 45, s 45A): New Year's Day and 2 January, Christmas and Boxing Day that fall on
// a weekend are observed on the next weekdays that are not already holidays; Waitangi Day and
// Anzac Day on a weekend are observed on the Monday after.
import { addDays, type IsoDate } from './calendar-date';

/** Matariki is fixed by the 2022 Act's schedule, year by year (a Friday in June or July). */
export const MATARIKI: Readonly<Record<number, IsoDate>> = {
  2022: '2022-06-24',
  2023: '2023-07-14',
  2024: '2024-06-28',
  2025: '2025-06-20',
  2026: '2026-07-10',
  2027: '2027-06-25',
  2028: '2028-07-14',
  2029: '2029-07-06',
  2030: '2030-06-21',
  2031: '2031-07-11',
  2032: '2032-07-02',
  2033: '2033-06-24',
  2034: '2034-07-07',
  2035: '2035-06-29',
  2036: '2036-07-18',
  2037: '2037-07-10',
  2038: '2038-06-25',
  2039: '2039-07-15',
  2040: '2040-07-06',
  2041: '2041-07-19',
  2042: '2042-07-11',
  2043: '2043-07-03',
  2044: '2044-06-24',
  2045: '2045-07-07',
  2046: '2046-06-29',
  2047: '2047-07-19',
  2048: '2048-07-03',
  2049: '2049-06-25',
  2050: '2050-07-15',
  2051: '2051-06-30',
  2052: '2052-06-21',
};

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const isWeekend = (date: IsoDate) => weekday(date) === 0 || weekday(date) === 6;
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (year: number, month: number, day: number): IsoDate => `${year}-${pad(month)}-${pad(day)}`;

/** Easter Sunday (Gregorian; the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/** The `nth` (1-based) `day` (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, day: number, nth: number): IsoDate {
  const first = ymd(year, month, 1);
  return addDays(first, ((day - weekday(first) + 7) % 7) + 7 * (nth - 1));
}

/** A pair of holidays on consecutive days (1–2 January, 25–26 December), each observed on a weekday (s 45). */
function mondayisedPair(first: IsoDate): [IsoDate, IsoDate] {
  const second = addDays(first, 1);
  switch (weekday(first)) {
    case 5: // Friday and Saturday: the second on Monday
      return [first, addDays(first, 3)];
    case 6: // Saturday and Sunday: Monday and Tuesday
      return [addDays(first, 2), addDays(first, 3)];
    case 0: // Sunday and Monday: the second keeps its Monday, the first takes Tuesday
      return [addDays(first, 2), second];
    default:
      return [first, second];
  }
}

/** A holiday that, on a weekend, is observed on the Monday after (Waitangi Day and Anzac Day since 2014). */
function mondayised(date: IsoDate): IsoDate {
  const day = weekday(date);
  return day === 6 ? addDays(date, 2) : day === 0 ? addDays(date, 1) : date;
}

export interface PublicHoliday {
  /** The day observed: the day off, after Mondayisation. */
  date: IsoDate;
  name: string;
}

const cache = new Map<number, PublicHoliday[]>();

/** The national public holidays observed in `year`, by date. Matariki only from 2022 to 2052 (the Act's schedule). */
export function nzPublicHolidays(year: number): PublicHoliday[] {
  const known = cache.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const [newYear, dayAfter] = mondayisedPair(ymd(year, 1, 1));
  const [christmas, boxing] = mondayisedPair(ymd(year, 12, 25));
  const matariki = MATARIKI[year];
  const holidays: PublicHoliday[] = [
    { date: newYear, name: "New Year's Day" },
    { date: dayAfter, name: "Day after New Year's Day" },
    { date: year >= 2014 ? mondayised(ymd(year, 2, 6)) : ymd(year, 2, 6), name: 'Waitangi Day' },
    { date: addDays(easter, -2), name: 'Good Friday' },
    { date: addDays(easter, 1), name: 'Easter Monday' },
    { date: year >= 2014 ? mondayised(ymd(year, 4, 25)) : ymd(year, 4, 25), name: 'Anzac Day' },
    { date: nthWeekday(year, 6, 1, 1), name: year >= 2023 ? "King's Birthday" : "Queen's Birthday" },
    ...(matariki ? [{ date: matariki, name: 'Matariki' }] : []),
    { date: nthWeekday(year, 10, 1, 4), name: 'Labour Day' },
    { date: christmas, name: 'Christmas Day' },
    { date: boxing, name: 'Boxing Day' },
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  cache.set(year, holidays);
  return holidays;
}

/** The holiday observed on `date`, if any. */
function nzPublicHoliday(date: IsoDate): PublicHoliday | undefined {
  return nzPublicHolidays(Number(date.slice(0, 4))).find((holiday) => holiday.date === date);
}

/** True on a weekday that is not a national public holiday. */
export const isNzWorkingDay = (date: IsoDate): boolean => !isWeekend(date) && nzPublicHoliday(date) === undefined;

/** `date` itself when it is a working day, or the next working day after it. */
export function nextNzWorkingDay(date: IsoDate): IsoDate {
  let day = date;
  while (!isNzWorkingDay(day)) day = addDays(day, 1);
  return day;
}
