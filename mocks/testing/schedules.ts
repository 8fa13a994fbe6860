// Helpers for the schedule endpoint tests: a schedule body and its creation.
import { expect } from 'vitest';
import { anythingDue } from '../handlers/schedule-generation';
import { call } from './call';

export type ScheduleJson = {
  id: number;
  version: number;
  status: string;
  nextDate?: string;
  problem?: string;
  pausedReason?: string;
  invoices: Array<{ id: number; period: number; issueDate: string; total: number; status: string; number?: string }>;
};

/** Harbourview (business 2) bills Liam O'Connor (client 4) monthly: exempt rent and a 15 % fee. */
export function scheduleBody(overrides: Record<string, unknown> = {}) {
  return {
    businessId: 2,
    clientId: 4,
    frequency: 'MONTHLY',
    dayOfMonth: 1,
    startDate: '2027-01-01',
    endType: 'NEVER',
    mode: 'DRAFT',
    paymentTermsDays: 7,
    lines: [
      { description: 'Rent (residential, exempt)', quantity: '1', unitPrice: 260_000, taxCode: 'EXEMPT' },
      { description: 'Management fee', quantity: '1', unitPrice: 20_800, taxCode: 'STANDARD' },
    ],
    ...overrides,
  };
}

export async function createSchedule(token: string, overrides: Record<string, unknown> = {}): Promise<ScheduleJson> {
  const { status, json } = await call('POST', '/api/schedules', { token, body: scheduleBody(overrides) });
  expect(status).toBe(201);
  return json as unknown as ScheduleJson;
}

export async function getSchedule(token: string, id: number): Promise<ScheduleJson> {
  const { status, json } = await call('GET', `/api/schedules/${id}`, { token });
  expect(status).toBe(200);
  return json as unknown as ScheduleJson;
}

/**
 * The schedule once generation has caught up: one request makes at most
 * SCHEDULE_CATCH_UP_PER_REQUEST invoices, so this asks again while anything is still due.
 */
export async function caughtUp(token: string, id: number): Promise<ScheduleJson> {
  for (let request = 0; request < 100 && anythingDue(); request += 1) await getSchedule(token, id);
  expect(anythingDue()).toBe(false);
  return getSchedule(token, id);
}
