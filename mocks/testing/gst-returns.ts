// Helpers for the GST return tests: business 1's periods (two-monthly, even months) and filing.
import { expect } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import { gstPeriodOf, type GstPeriod } from '../../src/lib/gst-periods';
import { today } from '../runtime/clock';
import type { GstReturn } from '../handlers/types';
import { call } from './call';

/** The period holding today (open: it has not ended) and the one before it (ended, so it may be filed). */
export function periods(): { current: GstPeriod; previous: GstPeriod } {
  const current = gstPeriodOf('TWO_MONTHLY', today());
  return { current, previous: gstPeriodOf('TWO_MONTHLY', addDays(current.start, -1)) };
}

/** A day inside `period`, `offset` days from its start. */
export const dayIn = (period: GstPeriod, offset = 10): string => addDays(period.start, offset);

export async function gstReturn(token: string, period: GstPeriod, businessId = 1): Promise<GstReturn> {
  const answer = await call('GET', `/api/businesses/${businessId}/gst-returns/${period.period}`, { token });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json as unknown as GstReturn;
}

export async function fileReturn(token: string, period: GstPeriod, filedOn = today(), businessId = 1): Promise<GstReturn> {
  const answer = await call('POST', `/api/businesses/${businessId}/gst-returns/${period.period}/filing`, { token, body: { filedOn } });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json as unknown as GstReturn;
}

export async function reopenReturn(token: string, period: GstPeriod, reason = 'A bill was keyed twice', businessId = 1) {
  return call('POST', `/api/businesses/${businessId}/gst-returns/${period.period}/reopen`, { token, body: { reason } });
}

/** The answer is the period lock's 409, naming `period` and the date's field. */
export function expectLocked(answer: { status: number; json: Record<string, unknown> }, period: GstPeriod, field: string) {
  expect(answer.status, JSON.stringify(answer.json)).toBe(409);
  expect(answer.json).toMatchObject({
    type: 'urn:invoicing:period-locked',
    lockedPeriod: { period: period.period, start: period.start, end: period.end, field, today: today() },
    errors: [{ field }],
  });
  expect(answer.json.detail).toMatch(/was filed on .* so that period is locked/);
}

/** Changes business `businessId`'s GST settings (basis, frequency, period ending) as an admin would. */
export async function setGstSettings(adminToken: string, settings: Record<string, unknown>, businessId = 1) {
  const businesses = (await call('GET', '/api/admin/businesses', { token: adminToken })).json as Array<Record<string, unknown>>;
  // The admin form's body: the business as listed, without its ids.
  const business = { ...businesses.find((b) => b.id === businessId) };
  delete business.id;
  delete business.businessId;
  const put = await call('PUT', `/api/admin/businesses/${businessId}`, { token: adminToken, body: { ...business, ...settings } });
  expect(put.status, JSON.stringify(put.json)).toBe(200);
}
