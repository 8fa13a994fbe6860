import { describe, expect, it } from 'vitest';
import { easterSunday, isNzWorkingDay, MATARIKI, nextNzWorkingDay, nzPublicHolidays, weekday } from './nz-holidays';

const datesOf = (year: number) => nzPublicHolidays(year).map((holiday) => holiday.date);

describe('NZ national public holidays', () => {
  it('gives the 2026 holidays as published, Anzac and Boxing Day Mondayised', () => {
    expect(nzPublicHolidays(2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-01-02', name: "Day after New Year's Day" },
      { date: '2026-02-06', name: 'Waitangi Day' },
      { date: '2026-04-03', name: 'Good Friday' },
      { date: '2026-04-06', name: 'Easter Monday' },
      { date: '2026-04-27', name: 'Anzac Day' },
      { date: '2026-06-01', name: "King's Birthday" },
      { date: '2026-07-10', name: 'Matariki' },
      { date: '2026-10-26', name: 'Labour Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2026-12-28', name: 'Boxing Day' },
    ]);
  });

  it('Mondayises New Year on a weekend: Saturday and Sunday to Monday and Tuesday (2022), Sunday and Monday to Tuesday and Monday (2023)', () => {
    expect(datesOf(2022).slice(0, 2)).toEqual(['2022-01-03', '2022-01-04']);
    expect(nzPublicHolidays(2023).slice(0, 2)).toEqual([
      { date: '2023-01-02', name: "Day after New Year's Day" },
      { date: '2023-01-03', name: "New Year's Day" },
    ]);
    // 2 January on a Saturday (2027): Monday 4 January
    expect(datesOf(2027).slice(0, 2)).toEqual(['2027-01-01', '2027-01-04']);
  });

  it('Mondayises Christmas and Boxing Day: Saturday 2021 to 27 and 28, Sunday 2022 to Tuesday 27 with Boxing Day on Monday 26', () => {
    expect(datesOf(2021).slice(-2)).toEqual(['2021-12-27', '2021-12-28']);
    expect(nzPublicHolidays(2022).slice(-2)).toEqual([
      { date: '2022-12-26', name: 'Boxing Day' },
      { date: '2022-12-27', name: 'Christmas Day' },
    ]);
  });

  it('Mondayises Waitangi Day and Anzac Day on a weekend (2021: 8 February and 26 April)', () => {
    expect(datesOf(2021)).toContain('2021-02-08');
    expect(datesOf(2021)).toContain('2021-04-26');
    expect(datesOf(2021)).not.toContain('2021-02-06');
  });

  it('finds Easter (Good Friday, Easter Monday) for known years', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(datesOf(2025)).toEqual(expect.arrayContaining(['2025-04-18', '2025-04-21']));
  });

  it('has King’s Birthday on the first Monday of June and Labour Day on the fourth Monday of October', () => {
    expect(datesOf(2024)).toEqual(expect.arrayContaining(['2024-06-03', '2024-10-28']));
    expect(nzPublicHolidays(2022).find((h) => h.date === '2022-06-06')?.name).toBe("Queen's Birthday");
  });

  it('lists Matariki from 2022 to 2052, every one a Friday in June or July, and none before 2022', () => {
    const years = Object.keys(MATARIKI).map(Number);
    expect(years).toEqual(Array.from({ length: 31 }, (_, i) => 2022 + i));
    for (const date of Object.values(MATARIKI)) {
      expect(weekday(date)).toBe(5);
      expect(['06', '07']).toContain(date.slice(5, 7));
    }
    expect(nzPublicHolidays(2021).map((h) => h.name)).not.toContain('Matariki');
    expect(datesOf(2024)).toContain('2024-06-28');
  });

  it('moves to the next working day past weekends and holidays', () => {
    expect(isNzWorkingDay('2026-03-27')).toBe(true);
    expect(nextNzWorkingDay('2026-03-28')).toBe('2026-03-30'); // Saturday
    expect(nextNzWorkingDay('2024-06-28')).toBe('2024-07-01'); // Matariki, a Friday
    expect(nextNzWorkingDay('2026-12-25')).toBe('2026-12-29'); // Christmas, a weekend, Boxing Day observed Monday
    expect(nextNzWorkingDay('2027-01-01')).toBe('2027-01-05'); // New Year, a weekend, 2 January observed Monday
  });
});
