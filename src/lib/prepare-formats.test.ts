import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatMonth } from './calendar-date';
import { formatDateTime, formatNumber } from './format';
import { formatMoney } from './money';
import { prepareFormats } from './prepare-formats';

describe('prepareFormats', () => {
  it('leaves the render that shows the data no formatter to make: amounts, dates, months, counts, instants', async () => {
    await prepareFormats();
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatDate('2026-11-26')).toBe('26 Nov 2026');
    for (let i = 0; i < 3; i++) expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatDateTime('2026-11-26T01:30:00Z')).toMatch(/^26 Nov 2026, 2:30\sp\.?m\.?$/i);
    expect(numberFormats).not.toHaveBeenCalled();
    expect(dateFormats).not.toHaveBeenCalled();
  });

  it('makes each in a task of its own, after the page has had a turn', async () => {
    const preparing = prepareFormats();
    let done = false;
    void preparing.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await preparing;
    expect(done).toBe(true);
  });
});
