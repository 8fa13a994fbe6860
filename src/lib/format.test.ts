import { describe, expect, it } from 'vitest';
import { countOf, formatDateTime, formatList, formatNumber } from './format';

describe('formatDateTime', () => {
  it('writes an instant in New Zealand time, summer and winter', () => {
    expect(formatDateTime('2026-01-15T01:30:00Z')).toBe('15 Jan 2026, 2:30 pm');
    expect(formatDateTime('2026-07-01T00:00:00Z')).toBe('1 Jul 2026, 12:00 pm');
  });

  it('reads the day in New Zealand, not in UTC', () => {
    expect(formatDateTime('2026-04-04T13:59:00Z')).toBe('5 Apr 2026, 2:59 am');
    expect(formatDateTime(Date.UTC(2026, 11, 31, 11, 0))).toBe('1 Jan 2027, 12:00 am');
  });

  it('writes a dash for text that is no instant, rather than throwing', () => {
    expect(formatDateTime('yesterday')).toBe('—');
    expect(formatDateTime(Number.NaN)).toBe('—');
  });
});

describe('counts and lists', () => {
  it('groups thousands the New Zealand way', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('says one or many', () => {
    expect(countOf(1, 'invoice', 'invoices')).toBe('1 invoice');
    expect(countOf(0, 'invoice', 'invoices')).toBe('0 invoices');
    expect(countOf(1234, 'user', 'users')).toBe('1,234 users');
  });

  it('joins a list as a sentence does', () => {
    expect(formatList(['a new invoice'])).toBe('a new invoice');
    expect(formatList(['your profile', 'a new invoice', 'user bob'])).toBe('your profile, a new invoice and user bob');
  });
});
