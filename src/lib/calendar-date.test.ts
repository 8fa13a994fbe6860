import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatDate, formatMonth, isIsoDate, monthOf, monthsEndingWith, todayIn } from './calendar-date';

describe('calendar dates', () => {
  it('recognises real dates only', () => {
    expect(isIsoDate('2026-11-22')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('22/11/2026')).toBe(false);
    expect(isIsoDate(20261122)).toBe(false);
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-11-22', 14)).toBe('2026-12-06');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-04-05', 1)).toBe('2026-04-06'); // NZ daylight saving ends that day
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts days between dates, the inverse of addDays', () => {
    fc.assert(
      fc.property(fc.integer({ min: -4000, max: 4000 }), (days) => {
        expect(daysBetween('2026-11-22', addDays('2026-11-22', days))).toBe(days);
      }),
    );
  });

  it('reads today in New Zealand', () => {
    // 2026-11-21 12:30 UTC is 22 November 01:30 in Auckland (NZDT, UTC+13).
    expect(todayIn('Pacific/Auckland', Date.UTC(2026, 10, 21, 12, 30))).toBe('2026-11-22');
    expect(todayIn('UTC', Date.UTC(2026, 10, 21, 12, 30))).toBe('2026-11-21');
  });

  it('lists the months ending with one, oldest first', () => {
    expect(monthOf('2026-11-22')).toBe('2026-11');
    expect(monthsEndingWith('2026-11', 12)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(monthsEndingWith('2027-01', 2)).toEqual(['2026-12', '2027-01']);
  });

  it('formats dates and months for New Zealand readers', () => {
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDate('2026-11-22', 'en-NZ', 'long')).toBe('22 November 2026');
    expect(formatMonth('2026-11')).toBe('Nov 2026');
  });
});
