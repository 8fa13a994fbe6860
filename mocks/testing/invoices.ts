// Helpers for the invoice endpoint tests: the seeded accounts, a draft body, and the calls most
// tests make (create a draft, issue it, read a list page).
import { expect } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import { today } from '../runtime/clock';
import type { InvoicePage, InvoiceSummary } from '../handlers/types';
import { call, tokenFor } from './call';

export const asUser = () => tokenFor('user', 'user123');
export const asAdmin = () => tokenFor('admin', 'admin123');
export const asMere = () => tokenFor('mere', 'mere123');

export { today };
export const summaryOf = (json: unknown) => json as InvoiceSummary;

export type Json = Record<string, unknown> & unknown[];
export type Line = { description: string; quantity: string; unitPrice: number; taxCode: string; taxRate?: number };

export const LINES: Line[] = [
  { description: 'Carpenter labour (hours)', quantity: '7.5', unitPrice: 7800, taxCode: 'STANDARD' },
  { description: 'Plasterboard supply', quantity: '18', unitPrice: 3250, taxCode: 'STANDARD' },
  { description: 'Building consent fee', quantity: '1', unitPrice: 45000, taxCode: 'EXEMPT' },
];

export function draftBody(overrides: Record<string, unknown> = {}) {
  return { businessId: 1, clientId: 1, issueDate: today(), dueDate: addDays(today(), 14), lines: LINES, ...overrides };
}

export async function createDraft(token: string, overrides: Record<string, unknown> = {}) {
  const { status, json } = await call('POST', '/api/invoices', { token, body: draftBody(overrides) });
  expect(status).toBe(201);
  return json as Json & { id: number; version: number };
}

export async function issue(token: string, invoice: { id: number; version: number }) {
  return call('POST', `/api/invoices/${invoice.id}/issue`, { token, body: { version: invoice.version } });
}

export async function list(token: string, query = '') {
  const { status, json } = await call('GET', `/api/invoices${query}`, { token });
  expect(status).toBe(200);
  return json as unknown as InvoicePage;
}
