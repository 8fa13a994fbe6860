// Quotes: drafts, numbering, the lifecycle, revisions and every refusal.
import { describe, expect, it, vi } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import { simulatedDatabase } from '../runtime/db';
import { call } from '../testing/call';
import { asAdmin, asMere, asUser, today } from '../testing/invoices';
import { act, createQuote, quoteBody, readQuote, sentQuote, type QuoteJson } from '../testing/quotes';

describe('quotes: drafts', () => {
  it('creates a draft priced by the shared calculator, with no number', async () => {
    const token = await asUser();
    const quote = await createQuote(token);
    expect(quote).toMatchObject({ status: 'DRAFT', revision: 1, expired: false, terms: 'Half on completion.', invoiced: 0 });
    expect(quote.number).toBeUndefined();
    // 7.5 × $78 + 18 × $32.50 = $1,170.00 at 15 % ($175.50 GST) + $450.00 exempt.
    expect(quote).toMatchObject({ subtotal: 162000, gst: 17550, total: 179550, contractTotal: 179550, remaining: 179550 });
  });

  it('edits and deletes only drafts; the list finds it by status and client', async () => {
    const token = await asUser();
    const quote = await createQuote(token);
    const edited = await call('PUT', `/api/quotes/${quote.id}`, { token, body: quoteBody({ version: 0, notes: 'Kitchen' }) });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ version: 1, notes: 'Kitchen' });
    const page = await call('GET', '/api/quotes?status=DRAFT&clientId=1&sort=total,desc', { token });
    expect(page.status).toBe(200);
    expect((page.json.content as Array<{ id: number }>).map((q) => q.id)).toContain(quote.id);
    const deleted = await call('DELETE', `/api/quotes/${quote.id}?version=1`, { token });
    expect(deleted.status).toBe(204);
    expect((await call('GET', `/api/quotes/${quote.id}`, { token })).status).toBe(404);
  });

  it('refuses a valid-until date before the quote date, and a client of another business', async () => {
    const token = await asUser();
    const early = await call('POST', '/api/quotes', { token, body: quoteBody({ validUntil: addDays(today(), -1) }) });
    expect(early.status).toBe(400);
    expect(early.json.errors).toEqual([{ field: 'validUntil', message: 'The valid-until date cannot be before the quote date.' }]);
    const wrongClient = await call('POST', '/api/quotes', { token: await asAdmin(), body: quoteBody({ clientId: 4 }) });
    expect(wrongClient.status).toBe(400);
  });

  it('follows the invoice permissions: 403 for a business the caller may not invoice for', async () => {
    const quote = await createQuote(await asAdmin(), { businessId: 2, clientId: 4 });
    expect((await call('GET', `/api/quotes/${quote.id}`, { token: await asUser() })).status).toBe(403);
    expect((await call('GET', '/api/quotes?businessId=2', { token: await asMere() })).status).toBe(403);
    expect((await call('GET', '/api/quotes?sort=balance,asc', { token: await asUser() })).status).toBe(400);
  });
});

describe('quotes: sending and numbering', () => {
  it('numbers quotes per business from their own sequence, gap-free, and refuses editing a sent quote', async () => {
    const token = await asUser();
    const first = await sentQuote(token);
    const second = await sentQuote(token);
    const expected = [first.number, second.number].map((n) => Number(n?.slice(-4)));
    expect(first.number).toBe('RENO-Q-0012'); // the seed's last is RENO-Q-0011
    expect(expected[1]).toBe((expected[0] ?? 0) + 1);
    expect((first.events as Array<{ type: string }>).at(-1)).toMatchObject({ type: 'SENT', detail: `Sent as ${first.number}.` });
    const edit = await call('PUT', `/api/quotes/${first.id}`, { token, body: quoteBody({ version: first.version }) });
    expect(edit.status).toBe(409);
    expect(edit.json).toMatchObject({
      type: 'urn:invoicing:invalid-status',
      detail: `${first.number} is sent and can no longer be changed. Revise it instead.`,
    });
    const remove = await call('DELETE', `/api/quotes/${first.id}?version=${first.version}`, { token });
    expect(remove.status).toBe(409);
  });

  it("follows the business's quote sequence number, advances it, and continues after the last sent when it is set back", async () => {
    const [user, admin] = [await asUser(), await asAdmin()];
    const business = async () =>
      ((await call('GET', '/api/admin/businesses', { token: admin })).json as unknown as Array<Record<string, unknown>>)[0]!;
    const setSequence = async (next: number) => {
      const fields: Record<string, unknown> = { ...(await business()), businessQuoteSequenceNumber: next };
      delete fields.id;
      delete fields.businessId;
      expect((await call('PUT', '/api/admin/businesses/1', { token: admin, body: fields })).status).toBe(200);
    };
    await setSequence(40);
    expect((await sentQuote(user)).number).toBe('RENO-Q-0040');
    expect((await business()).businessQuoteSequenceNumber).toBe(41);
    await setSequence(5);
    expect((await sentQuote(user)).number).toBe('RENO-Q-0041');
    // A revision keeps its original's number and leaves the sequence alone.
    const original = await sentQuote(user);
    expect((await act(user, original, 'revise')).status).toBe(201);
    expect((await business()).businessQuoteSequenceNumber).toBe(43);
  });

  it('never gives two quotes the same number when many are sent at once', async () => {
    vi.spyOn(simulatedDatabase, 'roundTrip').mockImplementation(() => new Promise((resolve) => setTimeout(resolve, 2)));
    const token = await asUser();
    const drafts: QuoteJson[] = [];
    for (let i = 0; i < 5; i += 1) drafts.push(await createQuote(token));
    const results = await Promise.all(drafts.map((d) => act(token, d, 'send')));
    const numbers = results.map((r) => Number(String(r.json.number).slice(-4))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(5);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(4);
  });

  it('refuses to send an empty quote', async () => {
    const token = await asUser();
    const empty = await createQuote(token, { lines: [] });
    const sent = await act(token, empty, 'send');
    expect(sent.status).toBe(400);
    expect(sent.json).toMatchObject({ type: 'urn:invoicing:not-ready', detail: 'Add at least one line before sending.' });
  });
});

describe('quotes: answers, expiry and revisions', () => {
  it('accepts or declines a sent quote once, and counts what awaits an answer', async () => {
    const token = await asUser();
    const before = (await call('GET', '/api/quotes/summary', { token })).json.awaiting as { count: number; total: number };
    const quote = await sentQuote(token);
    const during = (await call('GET', '/api/quotes/summary', { token })).json.awaiting as { count: number; total: number };
    expect(during).toEqual({ count: before.count + 1, total: before.total + quote.total });
    const accepted = await act(token, quote, 'accept');
    expect(accepted.json).toMatchObject({ status: 'ACCEPTED' });
    const again = await act(token, accepted.json as QuoteJson, 'decline');
    expect(again.status).toBe(409);
    expect(again.json.detail).toBe(`${quote.number} is accepted; only a sent quote can be declined.`);
    const declined = await act(token, await sentQuote(token), 'decline');
    expect(declined.json).toMatchObject({ status: 'DECLINED' });
  });

  it('refuses to accept an expired quote, and lists it as expired', async () => {
    const token = await asUser();
    const quote = await sentQuote(token, { issueDate: addDays(today(), -40), validUntil: addDays(today(), -1) });
    expect(quote.expired).toBe(true);
    const accepted = await act(token, quote, 'accept');
    expect(accepted.status).toBe(409);
    expect(accepted.json).toMatchObject({ type: 'urn:invoicing:quote-expired' });
    expect(accepted.json.detail).toContain('can no longer be accepted');
    const page = await call('GET', '/api/quotes?status=EXPIRED&size=2000', { token });
    expect((page.json.content as Array<{ id: number }>).map((q) => q.id)).toContain(quote.id);
  });

  it('revises a sent quote into a draft with the same number; the original can no longer be accepted', async () => {
    const token = await asUser();
    const original = await sentQuote(token);
    const revised = await act(token, original, 'revise');
    expect(revised.status).toBe(201);
    expect(revised.json).toMatchObject({ status: 'DRAFT', number: original.number, revision: 2, revisionOf: { id: original.id } });
    const old = await readQuote(token, original.id);
    expect(old).toMatchObject({ status: 'SENT', replacedBy: { id: (revised.json as QuoteJson).id, revision: 2 } });
    const accept = await act(token, old, 'accept');
    expect(accept.status).toBe(409);
    expect(accept.json).toMatchObject({
      type: 'urn:invoicing:quote-replaced',
      detail: `${original.number} was replaced by ${original.number} rev 2, so it can no longer be accepted, declined or revised.`,
    });
    const sent = await act(token, revised.json as QuoteJson, 'send');
    expect(sent.json).toMatchObject({ status: 'SENT', number: original.number, revision: 2 });
    expect((sent.json.events as Array<{ detail: string }>).at(-1)?.detail).toBe(`Sent as ${original.number} rev 2.`);
  });

  it('deleting a draft revision gives the original back', async () => {
    const token = await asUser();
    const original = await sentQuote(token);
    const revised = (await act(token, original, 'revise')).json as QuoteJson;
    expect((await call('DELETE', `/api/quotes/${revised.id}?version=0`, { token })).status).toBe(204);
    const back = await readQuote(token, original.id);
    expect(back.replacedBy).toBeUndefined();
    expect((await act(token, back, 'accept')).status).toBe(200);
  });

  it('duplicates any quote into a new unnumbered draft dated today', async () => {
    const token = await asUser();
    const original = await sentQuote(token);
    const copy = await call('POST', `/api/quotes/${original.id}/duplicate`, { token });
    expect(copy.status).toBe(201);
    expect(copy.json).toMatchObject({ status: 'DRAFT', revision: 1, issueDate: today(), total: original.total });
    expect(copy.json.number).toBeUndefined();
  });
});
