// Helpers for the quote endpoint tests: a draft quote body, and a quote taken to SENT or ACCEPTED.
import { expect } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import { call } from './call';
import { LINES, today, type Json } from './invoices';

export type QuoteJson = Json & { id: number; version: number; number?: string; total: number; remaining: number };

export function quoteBody(overrides: Record<string, unknown> = {}) {
  return {
    businessId: 1,
    clientId: 1,
    issueDate: today(),
    validUntil: addDays(today(), 30),
    lines: LINES,
    terms: 'Half on completion.',
    ...overrides,
  };
}

export async function createQuote(token: string, overrides: Record<string, unknown> = {}): Promise<QuoteJson> {
  const { status, json } = await call('POST', '/api/quotes', { token, body: quoteBody(overrides) });
  expect(status).toBe(201);
  return json as QuoteJson;
}

/** POST /api/quotes/{id}/{action} with the quote's version. */
export const act = (token: string, quote: { id: number; version: number }, action: string) =>
  call('POST', `/api/quotes/${quote.id}/${action}`, { token, body: { version: quote.version } });

export async function sentQuote(token: string, overrides: Record<string, unknown> = {}): Promise<QuoteJson> {
  const sent = await act(token, await createQuote(token, overrides), 'send');
  expect(sent.status).toBe(200);
  return sent.json as QuoteJson;
}

export async function acceptedQuote(token: string, overrides: Record<string, unknown> = {}): Promise<QuoteJson> {
  const accepted = await act(token, await sentQuote(token, overrides), 'accept');
  expect(accepted.status).toBe(200);
  return accepted.json as QuoteJson;
}

export const claim = (token: string, quote: { id: number }, body: Record<string, unknown>) =>
  call('POST', `/api/quotes/${quote.id}/invoices`, { token, body });

export const readQuote = async (token: string, id: number) => (await call('GET', `/api/quotes/${id}`, { token })).json as QuoteJson;
