// Every timestamp the mock writes comes from its one clock (decision 093): with the clock moved,
// the history of every kind of document, its payments, emails, filings and the outbox carry the
// moved date, never the real one.
import { afterEach, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/lib/calendar-date';
import { setMockCapabilities } from '../runtime/capabilities';
import { setMockDate } from '../runtime/clock';
import { db } from '../runtime/db';
import { seed } from '../seed/seed';
import { call } from '../testing/call';
import { postPurchase, purchaseLine } from '../testing/bills';
import { fileReturn, periods } from '../testing/gst-returns';
import { asUser, createDraft, issue, type Json } from '../testing/invoices';
import { act, sentQuote } from '../testing/quotes';
import { caughtUp, createSchedule } from '../testing/schedules';

const MOVED = '2027-03-01';
const PDF = btoa('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const email = { to: ['mere@example.com'], subject: 'Your document', message: 'Kia ora.', attachment: { fileName: 'doc.pdf', content: PDF } };

/** Every server-written stamp in `json` (keys `at` or ending in `At`), with where it was found. */
function stampsOf(json: unknown, where: string, found: Array<[string, string]> = []): Array<[string, string]> {
  if (Array.isArray(json)) json.forEach((item, n) => stampsOf(item, `${where}[${n}]`, found));
  else if (json !== null && typeof json === 'object') {
    for (const [key, value] of Object.entries(json)) {
      if ((key === 'at' || /[a-z]At$/.test(key)) && typeof value === 'string' && key !== 'expiresAt') found.push([`${where}.${key}`, value]);
      else stampsOf(value, `${where}.${key}`, found);
    }
  }
  return found;
}

async function read(token: string, path: string): Promise<Json> {
  const answer = await call('GET', path, { token });
  expect(answer.status, path).toBe(200);
  return answer.json;
}

afterEach(() => setMockDate(null));

describe('one clock', () => {
  it('stamps every kind of history with the mock’s date when the clock is moved', async () => {
    setMockDate(MOVED);
    const token = await asUser();

    const invoice = (await issue(token, await createDraft(token))).json as Json & { id: number; version: number; total: number };
    const paid = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      token,
      body: { version: invoice.version, amount: 1000, paidOn: MOVED, method: 'CASH' },
    });
    expect(paid.status).toBeLessThan(300);
    expect((await call('POST', `/api/invoices/${invoice.id}/emails`, { token, body: email })).status).toBeLessThan(300);
    const credit = await call('POST', `/api/invoices/${invoice.id}/credit-notes`, {
      token,
      body: { kind: 'AMOUNT', amount: 500, reason: 'Less' },
    });
    expect(credit.status).toBe(201);
    const creditNoteId = credit.json.id as number;
    expect((await call('POST', `/api/credit-notes/${creditNoteId}/emails`, { token, body: email })).status).toBeLessThan(300);

    const quote = await sentQuote(token);
    expect((await call('POST', `/api/quotes/${quote.id}/emails`, { token, body: email })).status).toBeLessThan(300);
    expect((await act(token, await read(token, `/api/quotes/${quote.id}`) as never, 'accept')).status).toBe(200);

    const schedule = await createSchedule(token, { businessId: 1, clientId: 1, startDate: MOVED });
    const generated = await caughtUp(token, schedule.id);
    expect(generated.invoices.length).toBeGreaterThan(0);

    const bill = await postPurchase(token, { date: MOVED, lines: [purchaseLine('Timber', 11_500)] });
    const billPaid = await call('POST', `/api/bills/${bill.id}/payments`, { token, body: { amount: 1000, paidOn: MOVED } });
    expect(billPaid.status).toBeLessThan(300);

    await fileReturn(token, periods().previous);

    const stamps = [
      ...stampsOf(await read(token, `/api/invoices/${invoice.id}`), 'invoice'),
      ...stampsOf(await read(token, `/api/credit-notes/${creditNoteId}`), 'credit note'),
      ...stampsOf(await read(token, `/api/quotes/${quote.id}`), 'quote'),
      ...stampsOf(await read(token, `/api/schedules/${schedule.id}`), 'schedule'),
      ...stampsOf(await read(token, `/api/invoices/${generated.invoices[0]?.id ?? 0}`), 'generated invoice'),
      ...stampsOf(await read(token, `/api/bills/${bill.id}`), 'bill'),
      ...stampsOf(await read(token, `/api/businesses/1/gst-returns/${periods().previous.period}`), 'gst return'),
      ...stampsOf(((await call('GET', '/__mock/outbox')).json as unknown as { emails: unknown[] }).emails.slice(-3), 'outbox'),
    ];
    for (const kind of ['invoice', 'credit note', 'quote', 'bill', 'gst return', 'outbox']) {
      expect(stamps.some(([where]) => where.startsWith(kind)), `${kind} has stamps`).toBe(true);
    }
    const wrong = stamps.filter(([, at]) => todayIn(undefined, Date.parse(at)) !== MOVED);
    expect(wrong).toEqual([]);
  });

  it('seeds the books from the mock’s date when the clock is moved', async () => {
    setMockDate(MOVED);
    await seed('default');
    const seeded = [
      ...db.quotes.all().map((quote) => [`quote ${quote.id}`, quote.createdAt] as const),
      ...db.bills.all().map((bill) => [`bill ${bill.id}`, bill.createdAt] as const),
      ...db.creditNotes.all().map((note) => [`credit note ${note.id}`, note.createdAt] as const),
    ];
    expect(seeded.length).toBeGreaterThan(3);
    const future = seeded.filter(([, at]) => todayIn(undefined, Date.parse(at)) > MOVED);
    expect(future).toEqual([]);
    const latest = seeded.map(([, at]) => todayIn(undefined, Date.parse(at))).sort().at(-1);
    expect(latest).toBe(MOVED);
  });

  it('dates the health check and the specification’s 404 by its clock, as the page reads the server’s today', async () => {
    setMockDate(MOVED);
    setMockCapabilities(null);
    for (const path of ['/actuator/health', '/api/capabilities']) {
      const answer = await call('GET', path);
      expect(todayIn(undefined, Date.parse(answer.headers.get('Date') ?? '')), path).toBe(MOVED);
    }
  });
});
