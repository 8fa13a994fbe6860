// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '../../src/lib/calendar-date';
import { mockDate, nowIso, nowMs, parseMockDate, setMockDate, today } from './clock';
import { call } from '../testing/call';
import { asUser, createDraft, issue } from '../testing/invoices';
import { startHttpServer } from '../testing/http-server';

afterEach(() => {
  setMockDate(null);
  vi.useRealTimers();
});

describe('the mock clock', () => {
  it('follows the real New Zealand date until moved, and back again', () => {
    expect(today()).toBe(todayIn());
    setMockDate('2027-03-15');
    expect(mockDate()).toBe('2027-03-15');
    expect(today()).toBe('2027-03-15');
    expect(todayIn(undefined, nowMs())).toBe('2027-03-15');
    expect(nowIso().slice(0, 4)).toBe('2027');
    setMockDate(null);
    expect(today()).toBe(todayIn());
  });

  it.each([
    // Real instants just after midnight and just before midnight in Auckland, moved across a
    // daylight-saving change in either direction: the instant still falls on the chosen date.
    ['2026-11-23T11:05:00Z', '2027-04-05'],
    ['2026-11-23T10:55:00Z', '2027-04-05'],
    ['2026-06-10T12:05:00Z', '2026-09-28'],
    ['2026-06-10T11:55:00Z', '2026-09-28'],
  ])('lands on the chosen date across daylight saving (real %s, moved to %s)', (real, moved) => {
    vi.useFakeTimers({ now: new Date(real), toFake: ['Date'] });
    setMockDate(moved);
    expect(todayIn(undefined, nowMs())).toBe(moved);
  });

  it('reads a control value: a date, "today" or empty for the real date, a message otherwise', () => {
    expect(parseMockDate(' 2027-01-31 ', 'mockNow')).toBe('2027-01-31');
    expect(parseMockDate('today', 'mockNow')).toBeNull();
    expect(parseMockDate('', 'MOCK_NOW')).toBeNull();
    expect(() => parseMockDate('2027-02-30', 'MOCK_NOW')).toThrow('MOCK_NOW must be a date written YYYY-MM-DD');
    expect(() => setMockDate('next week')).toThrow(RangeError);
  });

  it('dates the dashboard, overdue and the payment check by the moved clock', async () => {
    const token = await asUser();
    const draft = await createDraft(token, { dueDate: addDays(today(), 14) });
    const issued = (await issue(token, draft)).json as unknown as { id: number; version: number };
    const later = addDays(today(), 40);

    const payTomorrow = () =>
      call('POST', `/api/invoices/${issued.id}/payments`, {
        token,
        body: { version: issued.version, amount: 100, paidOn: addDays(today(), 1), method: 'CASH' },
      });
    expect((await payTomorrow()).status).toBe(400);

    setMockDate(later);
    const summary = await call('GET', '/api/invoices/summary', { token });
    expect(summary.json).toMatchObject({ asOf: later });
    const invoice = await call('GET', `/api/invoices/${issued.id}`, { token });
    expect(invoice.json).toMatchObject({ overdue: true });
    expect((await payTomorrow()).status).toBe(400);
    const payToday = await call('POST', `/api/invoices/${issued.id}/payments`, {
      token,
      body: { version: issued.version, amount: 100, paidOn: later, method: 'CASH' },
    });
    expect(payToday.status).toBe(201);
    const recorded = (payToday.json as unknown as { payments: Array<{ recordedAt: string }> }).payments[0]?.recordedAt ?? '';
    expect(todayIn(undefined, Date.parse(recorded))).toBe(later);
  });
});

describe('POST /__mock/now on the HTTP server', () => {
  it('moves the clock, refuses a malformed date and returns to the real date with null', async () => {
    const running = await startHttpServer({ controls: true });
    try {
      const post = (body: string) => fetch(`${running.base}/__mock/now`, { method: 'POST', body });
      expect((await post('{"date": "2027-06-30"}')).status).toBe(204);
      expect(today()).toBe('2027-06-30');
      const refused = await post('{"date": "2027-06-31"}');
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('YYYY-MM-DD');
      expect((await post('{}')).status).toBe(400);
      expect(today()).toBe('2027-06-30');
      expect((await post('{"date": null}')).status).toBe(204);
      expect(today()).toBe(todayIn());
    } finally {
      await running.close();
    }
  });
});
