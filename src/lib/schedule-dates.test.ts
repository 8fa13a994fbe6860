import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, daysBetween, isIsoDate } from './calendar-date';
import {
  describeFrequency,
  duePeriods,
  firstPeriodFrom,
  occurrence,
  scheduleDateProblems,
  upcoming,
  type Frequency,
  type Recurrence,
} from './schedule-dates';

afterEach(() => {
  delete process.env.TZ;
});

const dates = (rule: Recurrence, count: number) => upcoming(rule, 0, count).map((o) => o.date);

describe('schedule dates', () => {
  it('counts each month from the start, so the 31st comes back after February', () => {
    expect(dates({ frequency: 'MONTHLY', startDate: '2027-01-31' }, 4)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(dates({ frequency: 'MONTHLY', startDate: '2028-01-31' }, 2)).toEqual(['2028-01-31', '2028-02-29']);
  });

  it('makes day 31 the last day of a 30-day month, and "last day" every month end', () => {
    expect(dates({ frequency: 'MONTHLY', startDate: '2027-04-01', dayOfMonth: 31 }, 3)).toEqual(['2027-04-30', '2027-05-31', '2027-06-30']);
    expect(dates({ frequency: 'MONTHLY', startDate: '2027-01-15', dayOfMonth: 'LAST' }, 3)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
  });

  it('starts a monthly schedule on the next month when its day has passed in the start month', () => {
    expect(dates({ frequency: 'MONTHLY', startDate: '2027-03-20', dayOfMonth: 1 }, 2)).toEqual(['2027-04-01', '2027-05-01']);
  });

  it('keeps 29 February only in leap years for a yearly schedule', () => {
    expect(dates({ frequency: 'YEARLY', startDate: '2028-02-29' }, 5)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it('counts quarters and weeks from the start', () => {
    expect(dates({ frequency: 'QUARTERLY', startDate: '2027-11-30' }, 3)).toEqual(['2027-11-30', '2028-02-29', '2028-05-30']);
    expect(dates({ frequency: 'FORTNIGHTLY', startDate: '2027-12-24' }, 3)).toEqual(['2027-12-24', '2028-01-07', '2028-01-21']);
  });

  it('gives the same dates across the April and September daylight-saving changes, whatever the process time zone', () => {
    // 2027: daylight saving ends on Sunday 4 April and starts on Sunday 26 September in New Zealand.
    const weekly: Recurrence = { frequency: 'WEEKLY', startDate: '2027-03-28' };
    const monthly: Recurrence = { frequency: 'MONTHLY', startDate: '2027-03-31' };
    const expectedWeekly = ['2027-03-28', '2027-04-04', '2027-04-11'];
    const expectedMonthly = [
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
      '2027-08-31',
      '2027-09-30',
      '2027-10-31',
    ];
    for (const zone of ['Pacific/Auckland', 'UTC', 'America/Los_Angeles']) {
      process.env.TZ = zone;
      expect(dates(weekly, 3)).toEqual(expectedWeekly);
      expect(dates(monthly, 8)).toEqual(expectedMonthly);
      expect(dates({ frequency: 'WEEKLY', startDate: '2027-09-19' }, 3)).toEqual(['2027-09-19', '2027-09-26', '2027-10-03']);
    }
  });

  it('stops at the end date or after the count', () => {
    expect(dates({ frequency: 'WEEKLY', startDate: '2027-01-01', end: { type: 'ON_DATE', date: '2027-01-15' } }, 10)).toEqual([
      '2027-01-01',
      '2027-01-08',
      '2027-01-15',
    ]);
    expect(dates({ frequency: 'MONTHLY', startDate: '2027-01-01', end: { type: 'AFTER_COUNT', count: 2 } }, 10)).toHaveLength(2);
  });

  it('lists the periods due by a date, oldest first, from the next one to make', () => {
    const rule: Recurrence = { frequency: 'MONTHLY', startDate: '2027-01-01' };
    expect(duePeriods(rule, 1, '2027-04-01')).toEqual([
      { period: 1, date: '2027-02-01' },
      { period: 2, date: '2027-03-01' },
      { period: 3, date: '2027-04-01' },
    ]);
    expect(duePeriods(rule, 0, '2026-12-31')).toEqual([]);
    expect(firstPeriodFrom(rule, 1, '2027-03-02')).toBe(3);
  });

  it('names the frequency in words', () => {
    expect(describeFrequency({ frequency: 'MONTHLY', startDate: '2027-01-01', dayOfMonth: 1 })).toBe('Monthly on the 1st');
    expect(describeFrequency({ frequency: 'MONTHLY', startDate: '2027-01-22' })).toBe('Monthly on the 22nd');
    expect(describeFrequency({ frequency: 'MONTHLY', startDate: '2027-01-11' })).toBe('Monthly on the 11th');
    expect(describeFrequency({ frequency: 'MONTHLY', startDate: '2027-01-01', dayOfMonth: 'LAST' })).toBe('Monthly on the last day');
    expect(describeFrequency({ frequency: 'FORTNIGHTLY', startDate: '2027-01-01' })).toBe('Every fortnight');
  });

  it('says what is wrong with an end before the start, a count of 0, or a day outside 1–31', () => {
    expect(scheduleDateProblems({ frequency: 'WEEKLY', startDate: '2027-02-01', end: { type: 'ON_DATE', date: '2027-01-31' } })).toEqual([
      { field: 'endDate', message: 'The end date cannot be before the start date.' },
    ]);
    expect(scheduleDateProblems({ frequency: 'WEEKLY', startDate: '2027-02-01', end: { type: 'AFTER_COUNT', count: 0 } })[0]?.field).toBe(
      'endCount',
    );
    expect(scheduleDateProblems({ frequency: 'MONTHLY', startDate: '2027-02-01', dayOfMonth: 32 })[0]?.field).toBe('dayOfMonth');
    expect(scheduleDateProblems({ frequency: 'MONTHLY', startDate: '2027-02-01', dayOfMonth: 31 })).toEqual([]);
  });
});

describe('schedule dates (properties)', () => {
  const dateArb = fc
    .record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
    .map(({ year, month, day }) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)
    .filter(isIsoDate);
  const dayArb = fc.oneof(fc.integer({ min: 1, max: 31 }), fc.constant<'LAST'>('LAST'));
  const monthsApart: Record<Frequency, number> = { WEEKLY: 0, FORTNIGHTLY: 0, MONTHLY: 1, QUARTERLY: 3, YEARLY: 12 };
  const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));

  it('every date is a real date, after the previous one, the right distance apart', () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.constantFrom<Frequency>('WEEKLY', 'FORTNIGHTLY', 'MONTHLY', 'QUARTERLY', 'YEARLY'),
        dayArb,
        fc.integer({ min: 0, max: 200 }),
        (startDate, frequency, dayOfMonth, n) => {
          const rule: Recurrence = { frequency, startDate, ...(frequency === 'MONTHLY' ? { dayOfMonth } : {}) };
          const current = occurrence(rule, n);
          const next = occurrence(rule, n + 1);
          expect(isIsoDate(current)).toBe(true);
          expect(current >= startDate).toBe(true);
          expect(next > current).toBe(true);
          if (frequency === 'WEEKLY') expect(daysBetween(current, next)).toBe(7);
          else if (frequency === 'FORTNIGHTLY') expect(daysBetween(current, next)).toBe(14);
          else expect(monthIndex(next) - monthIndex(current)).toBe(monthsApart[frequency]);
        },
      ),
    );
  });

  it('a monthly date is the wanted day, or the month’s last day when the month is shorter', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 1, max: 31 }), fc.integer({ min: 0, max: 600 }), (startDate, day, n) => {
        const date = occurrence({ frequency: 'MONTHLY', startDate, dayOfMonth: day }, n);
        const actual = Number(date.slice(8, 10));
        const isLastDay = addDays(date, 1).slice(8, 10) === '01';
        expect(actual === day || (actual < day && isLastDay)).toBe(true);
      }),
    );
  });

  it('the periods due by a date are exactly the dates up to it, in order', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 0, max: 800 }), (startDate, days) => {
        const rule: Recurrence = { frequency: 'MONTHLY', startDate, dayOfMonth: 'LAST' };
        const today = addDays(startDate, days);
        const due = duePeriods(rule, 0, today);
        due.forEach((entry, i) => expect(entry).toEqual({ period: i, date: occurrence(rule, i) }));
        expect(occurrence(rule, due.length) > today).toBe(true);
      }),
    );
  });
});
