import { describe, expect, it } from 'vitest';
import { gstDueDate, gstPeriod, gstPeriodOf, gstStatutoryDueDate, recentGstPeriods } from './gst-periods';

describe('gstDueDate', () => {
  it.each([
    [2026, 11, '2027-01-15'],
    [2026, 3, '2026-05-07'],
    [2026, 12, '2027-01-28'],
    [2026, 2, '2026-03-28'],
    [2026, 9, '2026-10-28'],
    [2026, 4, '2026-05-28'],
  ])('by statute a period ending %i-%i is due %s', (year, month, due) => {
    expect(gstStatutoryDueDate(year, month)).toBe(due);
  });

  it.each([
    [2026, 2, '2026-03-30', 'the 28th a Saturday'],
    [2025, 11, '2026-01-15', 'a Thursday: not moved'],
    [2026, 11, '2027-01-15', 'a Friday: not moved'],
    [2027, 11, '2028-01-17', '15 January a Saturday'],
    [2024, 5, '2024-07-01', 'the 28th Matariki (Friday 28 June 2024)'],
    [2029, 3, '2029-05-07', 'a Monday: not moved'],
    [2027, 3, '2027-05-07', 'a Friday: not moved'],
    [2031, 3, '2031-05-07', 'a Wednesday: not moved'],
    [2032, 3, '2032-05-07', 'a Friday: not moved'],
    [2033, 3, '2033-05-09', '7 May a Saturday'],
  ])('a period ending %i-%i is due %s (%s)', (year, month, due) => {
    expect(gstDueDate(year, month)).toBe(due);
  });
});

describe('gstPeriod', () => {
  it('two-monthly periods end in even months', () => {
    expect(gstPeriod('TWO_MONTHLY', '2026-02')).toEqual({
      period: '2026-02',
      start: '2026-01-01',
      end: '2026-02-28',
      dueDate: '2026-03-30',
    });
    expect(gstPeriod('TWO_MONTHLY', '2024-02')?.end).toBe('2024-02-29');
    expect(gstPeriod('TWO_MONTHLY', '2026-12')).toMatchObject({ start: '2026-11-01', end: '2026-12-31', dueDate: '2027-01-28' });
    expect(gstPeriod('TWO_MONTHLY', '2026-03')).toBeNull();
  });

  it('two-monthly periods end in odd months when the business chose them', () => {
    expect(gstPeriod('TWO_MONTHLY', '2026-03', 'ODD_MONTHS')).toEqual({
      period: '2026-03',
      start: '2026-02-01',
      end: '2026-03-31',
      dueDate: '2026-05-07',
    });
    expect(gstPeriod('TWO_MONTHLY', '2027-01', 'ODD_MONTHS')).toMatchObject({
      start: '2026-12-01',
      end: '2027-01-31',
      dueDate: '2027-03-01',
    });
    expect(gstPeriod('TWO_MONTHLY', '2026-11', 'ODD_MONTHS')).toMatchObject({ start: '2026-10-01', dueDate: '2027-01-15' });
    expect(gstPeriod('TWO_MONTHLY', '2026-02', 'ODD_MONTHS')).toBeNull();
    expect(gstPeriodOf('TWO_MONTHLY', '2026-12-15', 'ODD_MONTHS').period).toBe('2027-01');
    expect(recentGstPeriods('TWO_MONTHLY', '2026-01-15', 3, 'ODD_MONTHS').map((p) => p.period)).toEqual(['2026-01', '2025-11', '2025-09']);
    // the cycle means nothing to other frequencies
    expect(gstPeriod('MONTHLY', '2026-02', 'ODD_MONTHS')?.period).toBe('2026-02');
  });

  it('six-monthly periods end 31 March and 30 September', () => {
    expect(gstPeriod('SIX_MONTHLY', '2026-03')).toEqual({
      period: '2026-03',
      start: '2025-10-01',
      end: '2026-03-31',
      dueDate: '2026-05-07',
    });
    expect(gstPeriod('SIX_MONTHLY', '2026-09')).toMatchObject({ start: '2026-04-01', end: '2026-09-30', dueDate: '2026-10-28' });
    expect(gstPeriod('SIX_MONTHLY', '2026-06')).toBeNull();
  });

  it('monthly periods are every month, with the November and March exceptions', () => {
    expect(gstPeriod('MONTHLY', '2026-11')).toEqual({ period: '2026-11', start: '2026-11-01', end: '2026-11-30', dueDate: '2027-01-15' });
    expect(gstPeriod('MONTHLY', '2026-03')?.dueDate).toBe('2026-05-07');
  });

  it('refuses what is not a month', () => {
    expect(gstPeriod('MONTHLY', '2026-13')).toBeNull();
    expect(gstPeriod('MONTHLY', '2026-1')).toBeNull();
  });
});

describe('gstPeriodOf', () => {
  it('finds the period containing a date', () => {
    expect(gstPeriodOf('TWO_MONTHLY', '2026-11-23').period).toBe('2026-12');
    expect(gstPeriodOf('TWO_MONTHLY', '2026-12-31').period).toBe('2026-12');
    expect(gstPeriodOf('SIX_MONTHLY', '2026-11-23').period).toBe('2027-03');
    expect(gstPeriodOf('SIX_MONTHLY', '2026-04-01').period).toBe('2026-09');
    expect(gstPeriodOf('MONTHLY', '2026-01-01').period).toBe('2026-01');
  });

  it('lists recent periods newest first', () => {
    expect(recentGstPeriods('TWO_MONTHLY', '2026-01-15', 3).map((p) => p.period)).toEqual(['2026-02', '2025-12', '2025-10']);
  });
});
