// The contract's InvoiceAmount maximum ($100,000,000.00) holds on every path that makes or grows
// an amount: a quote's variations, claims and the final invoice, issuing, credit notes, refunds and
// schedules (issue 21: two variations let a $300,000,000.00 final invoice be issued).
import { describe, expect, it } from 'vitest';
import { INVOICE_LIMITS } from '../../src/config/invoicing';
import { db } from '../runtime/db';
import { call } from '../testing/call';
import { asAdmin, asUser, createDraft, issue } from '../testing/invoices';
import { acceptedQuote, claim } from '../testing/quotes';
import { scheduleBody } from '../testing/schedules';

/** 100 × $1,000,000.00, exempt: $100,000,000.00, exactly the most an invoice can hold. */
const AT_THE_LIMIT = { description: 'Tower', quantity: '100', unitPrice: 100_000_000, taxCode: 'EXEMPT' };

describe('the amount limit', () => {
  it('refuses a variation that takes the quote past the limit, so no final invoice can exceed it', async () => {
    const token = await asUser();
    const quote = await acceptedQuote(token, { lines: [AT_THE_LIMIT] });
    const variation = await call('POST', `/api/quotes/${quote.id}/variations`, {
      token,
      body: { version: quote.version, description: 'Second tower', lines: [AT_THE_LIMIT] },
    });
    expect(variation.status).toBe(400);
    expect(variation.json.errors).toEqual([{ field: 'lines', message: expect.stringContaining('$100,000,000.00') }]);
    const final = await claim(token, quote, { version: quote.version, kind: 'FINAL' });
    expect(final.status).toBe(201);
    expect(final.json.total).toBe(INVOICE_LIMITS.maxTotalCents);
  });

  it('refuses a claim on a quote stored over the limit, and will not issue a draft stored over it', async () => {
    const token = await asUser();
    const quote = await acceptedQuote(token, { lines: [AT_THE_LIMIT] });
    const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
    // Two variations stored before the limit was checked on them.
    await db.quotes.update((q) => q.where({ id: quote.id }), {
      data(draft) {
        for (const id of [1, 2]) {
          draft.variations.push({
            id,
            reference: `V${id}`,
            description: 'Another tower',
            lines: copy(draft.lines),
            subtotal: draft.total,
            gst: 0,
            total: draft.total,
            taxBreakdown: copy(draft.taxBreakdown),
            createdBy: 'user',
            createdAt: draft.createdAt,
          });
        }
      },
    });
    const current = (await call('GET', `/api/quotes/${quote.id}`, { token })).json as unknown as { version: number };
    const final = await claim(token, quote, { version: current.version, kind: 'FINAL' });
    expect(final.status).toBe(400);
    expect(final.json.errors).toEqual([{ field: 'kind', message: expect.stringContaining('$100,000,000.00') }]);

    const draft = await createDraft(token, { lines: [AT_THE_LIMIT] });
    await db.invoices.update((q) => q.where({ id: draft.id }), {
      data(record) {
        record.total = 3 * INVOICE_LIMITS.maxTotalCents;
      },
    });
    const issued = await issue(token, draft);
    expect(issued.status).toBe(400);
    expect(issued.json.errors).toEqual([{ field: 'lines', message: expect.stringContaining('$100,000,000.00') }]);
  });

  it('refuses a credit note or refund larger than the invoice, and a schedule over the limit', async () => {
    const token = await asAdmin();
    const draft = await createDraft(token);
    const issued = (await issue(token, draft)).json as unknown as { id: number; version: number };
    const credit = await call('POST', `/api/invoices/${issued.id}/credit-notes`, {
      token,
      body: { version: issued.version, kind: 'AMOUNT', reason: 'Too much', amount: 3 * INVOICE_LIMITS.maxTotalCents },
    });
    expect(credit.status).toBe(400);
    expect(credit.json.errors).toEqual([expect.objectContaining({ field: 'amount' })]);
    const refund = await call('POST', `/api/invoices/${issued.id}/refunds`, {
      token,
      body: { version: issued.version, amount: 3 * INVOICE_LIMITS.maxTotalCents, refundedOn: '2026-01-01', method: 'CASH' },
    });
    expect(refund.status).toBeGreaterThanOrEqual(400);
    expect(refund.status).toBeLessThan(500);
    const schedule = await call('POST', '/api/schedules', { token, body: scheduleBody({ lines: [AT_THE_LIMIT, AT_THE_LIMIT] }) });
    expect(schedule.status).toBe(400);
    expect(schedule.json.errors).toEqual([expect.objectContaining({ field: 'lines' })]);
  });
});
