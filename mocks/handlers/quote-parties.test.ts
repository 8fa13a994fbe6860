// A document that belongs to a quote keeps the quote's business and client (issue 21: a revision
// moved to Southern Lakes Rentals kept the number RENO-Q-0011 rev 3; a claim draft moved there
// issued as SLR-0007 against a quote of another business).
import { describe, expect, it } from 'vitest';
import { call } from '../testing/call';
import { asUser, createDraft, draftBody } from '../testing/invoices';
import { act, acceptedQuote, claim, quoteBody, sentQuote, type QuoteJson } from '../testing/quotes';

describe('a quote’s documents keep its business and client', () => {
  it('refuses a revision moved to another business or client, naming the field', async () => {
    const token = await asUser();
    const revision = (await act(token, await sentQuote(token), 'revise')).json as QuoteJson;
    const moved = await call('PUT', `/api/quotes/${revision.id}`, {
      token,
      body: { ...quoteBody({ businessId: 3, clientId: 6 }), version: revision.version },
    });
    expect(moved.status).toBe(400);
    expect(moved.json.errors).toEqual([{ field: 'businessId', message: expect.stringContaining('stays with its business') }]);
    const otherClient = await call('PUT', `/api/quotes/${revision.id}`, {
      token,
      body: { ...quoteBody({ clientId: 2 }), version: revision.version },
    });
    expect(otherClient.status).toBe(400);
    expect(otherClient.json.errors).toEqual([{ field: 'clientId', message: expect.stringContaining('stays with its client') }]);
    const kept = await call('PUT', `/api/quotes/${revision.id}`, {
      token,
      body: { ...quoteBody({ reference: 'Kitchen' }), version: revision.version },
    });
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ businessId: 1, clientId: 1, number: revision.number });
  });

  it('refuses a draft invoiced from a quote moved to another business, naming businessId', async () => {
    const token = await asUser();
    const quote = await acceptedQuote(token);
    const deposit = (await claim(token, quote, { version: quote.version, kind: 'DEPOSIT', method: 'PERCENT', rate: 3000 }))
      .json as unknown as {
      id: number;
      version: number;
    };
    const moved = await call('PUT', `/api/invoices/${deposit.id}`, {
      token,
      body: { ...draftBody({ businessId: 3, clientId: 6 }), version: deposit.version },
    });
    expect(moved.status).toBe(400);
    expect(moved.json.errors).toEqual([{ field: 'businessId', message: expect.stringContaining('stays with its business') }]);
  });

  it('still lets a draft of no quote change business', async () => {
    const token = await asUser();
    const draft = await createDraft(token);
    const moved = await call('PUT', `/api/invoices/${draft.id}`, {
      token,
      body: { ...draftBody({ businessId: 3, clientId: 6 }), version: draft.version },
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ businessId: 3, clientId: 6 });
  });
});
