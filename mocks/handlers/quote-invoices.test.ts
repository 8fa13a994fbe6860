// Invoicing a quote in stages: deposits, progress claims, variations, the final invoice, and
// never more than the quote, also when several ask at once.
import { describe, expect, it, vi } from 'vitest';
import { simulatedDatabase } from '../runtime/db';
import { call } from '../testing/call';
import { asAdmin, asUser, draftBody, issue, today } from '../testing/invoices';
import { acceptedQuote, claim, readQuote, sentQuote, type QuoteJson } from '../testing/quotes';

type Invoice = { id: number; version: number; total: number; status: string; quote: Record<string, unknown> };

async function claimed(token: string, quote: { id: number }, body: Record<string, unknown>): Promise<Invoice> {
  const { status, json } = await claim(token, quote, body);
  expect(status, JSON.stringify(json)).toBe(201);
  return json as unknown as Invoice;
}

describe('quotes: invoicing in stages', () => {
  it('deposit, progress claim, variation and final invoice add up to the quote to the cent', async () => {
    const token = await asUser();
    const quote = await acceptedQuote(token); // $1,795.50
    const deposit = await claimed(token, quote, { kind: 'DEPOSIT', method: 'PERCENT', rate: 3000 });
    expect(deposit).toMatchObject({ status: 'DRAFT', total: 53865 });
    expect(deposit.quote).toEqual({
      quoteId: quote.id,
      quoteNumber: quote.number,
      kind: 'DEPOSIT',
      quoted: 179550,
      invoicedBefore: 0,
      thisInvoice: 53865,
      remaining: 125685,
    });
    expect((await issue(token, deposit)).status).toBe(200);
    const progress = await claimed(token, quote, { kind: 'PROGRESS', method: 'AMOUNT', amount: 50000 });
    expect(progress.quote).toMatchObject({ invoicedBefore: 53865, thisInvoice: 50000, remaining: 75685 });

    const current = await readQuote(token, quote.id);
    const variation = await call('POST', `/api/quotes/${quote.id}/variations`, {
      token,
      body: {
        version: current.version,
        description: 'Extra power points',
        lines: [{ description: 'Power point', quantity: '3', unitPrice: 8500, taxCode: 'STANDARD' }],
      },
    });
    expect(variation.status).toBe(201);
    expect(variation.json).toMatchObject({ contractTotal: 179550 + 29325, invoiced: 103865 });
    expect((variation.json.variations as Array<{ reference: string }>)[0]?.reference).toBe(`${quote.number}-V1`);

    const final = await claimed(token, quote, { kind: 'FINAL' });
    expect(final.total).toBe(179550 + 29325 - 103865);
    expect(final.quote).toMatchObject({ quoted: 208875, remaining: 0 });
    const after = await readQuote(token, quote.id);
    expect(after).toMatchObject({ invoiced: 208875, remaining: 0 });
    expect((after.invoices as Array<{ kind: string; status: string }>).map((i) => [i.kind, i.status])).toEqual([
      ['DEPOSIT', 'ISSUED'],
      ['PROGRESS', 'DRAFT'],
      ['FINAL', 'DRAFT'],
    ]);
  });

  it("freezes an invoice's claim summary when it is issued: later variations and voids change only drafts", async () => {
    const token = await asUser();
    const quote = await acceptedQuote(token); // $1,795.50
    const deposit = await claimed(token, quote, { kind: 'DEPOSIT', method: 'AMOUNT', amount: 50000 });
    expect((await issue(token, deposit)).status).toBe(200);
    const progress = await claimed(token, quote, { kind: 'PROGRESS', method: 'AMOUNT', amount: 30000 });
    expect((await issue(token, progress)).status).toBe(200);
    const frozen = { quoted: 179550, invoicedBefore: 50000, thisInvoice: 30000, remaining: 99550 };
    const draft = await claimed(token, quote, { kind: 'PROGRESS', method: 'AMOUNT', amount: 10000 });

    const current = await readQuote(token, quote.id);
    const variation = await call('POST', `/api/quotes/${quote.id}/variations`, {
      token,
      body: {
        version: current.version,
        description: 'Extra',
        lines: [{ description: 'Extra', quantity: '1', unitPrice: 10000, taxCode: 'STANDARD' }],
      },
    });
    expect(variation.status).toBe(201);
    const depositNow = (await call('GET', `/api/invoices/${deposit.id}`, { token })).json;
    const voided = await call('POST', `/api/invoices/${deposit.id}/void`, {
      token,
      body: { version: depositNow.version, reason: 'Wrong amount' },
    });
    expect(voided.status).toBe(200);

    const progressAfter = (await call('GET', `/api/invoices/${progress.id}`, { token })).json;
    expect(progressAfter.quote).toMatchObject(frozen);
    // A draft is worked out afresh: the variation counts, the void deposit does not.
    const draftAfter = (await call('GET', `/api/invoices/${draft.id}`, { token })).json;
    expect(draftAfter.quote).toMatchObject({ quoted: 179550 + 11500, invoicedBefore: 30000, thisInvoice: 10000, remaining: 151050 });
  });

  it("lists the quote's invoices with their balances after payments and credit notes", async () => {
    const token = await asUser();
    const quote = await acceptedQuote(token);
    const deposit = await claimed(token, quote, { kind: 'DEPOSIT', method: 'AMOUNT', amount: 50000 });
    const issued = (await issue(token, deposit)).json as unknown as Invoice;
    const paid = await call('POST', `/api/invoices/${deposit.id}/payments`, {
      token,
      body: { version: issued.version, amount: 10000, paidOn: today(), method: 'BANK_TRANSFER' },
    });
    expect(paid.status).toBe(201);
    const credit = await call('POST', `/api/invoices/${deposit.id}/credit-notes`, {
      token,
      body: { kind: 'AMOUNT', amount: 5750, reason: 'Deposit agreed lower' },
    });
    expect(credit.status).toBe(201);
    // $500.00 − $100.00 paid − $57.50 credited.
    expect((await readQuote(token, quote.id)).invoices).toEqual([
      expect.objectContaining({ id: deposit.id, total: 50000, balance: 34250 }),
    ]);
  });

  it('claims chosen lines at chosen quantities', async () => {
    const token = await asUser();
    const quote = await acceptedQuote(token);
    const invoice = await claimed(token, quote, { kind: 'PROGRESS', method: 'LINES', lines: [{ position: 1, quantity: '5' }] });
    expect(invoice.total).toBe(44850); // 5 × $78.00 + 15 % GST
    const tooMany = await claim(token, quote, { kind: 'PROGRESS', method: 'LINES', lines: [{ position: 1, quantity: '8' }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors).toEqual([{ field: 'lines.0.quantity', message: 'Claim a quantity above 0 and at most 7.5 for line 1.' }]);
  });

  it('tracks what each line has had claimed, so no line is claimed beyond its quantity', async () => {
    const token = await asUser();
    const quote = await acceptedQuote(token); // line 1: 7.5 hours at $78.00
    await claimed(token, quote, { kind: 'PROGRESS', method: 'LINES', lines: [{ position: 1, quantity: '5' }] });
    expect((await readQuote(token, quote.id)).lineClaims).toEqual([
      { position: 1, claimed: '5', remaining: '2.5' },
      { position: 2, claimed: '0', remaining: '18' },
      { position: 3, claimed: '0', remaining: '1' },
    ]);
    const lines = (...picks: Array<[number, string]>) => ({
      kind: 'PROGRESS',
      method: 'LINES',
      lines: picks.map(([position, quantity]) => ({ position, quantity })),
    });
    const beyond = await claim(token, quote, lines([2, '1'], [1, '3']));
    expect(beyond.status).toBe(409);
    const message = 'Line 1 (Carpenter labour (hours)) has 2.5 of 7.5 left to claim; this claim asks for 3.';
    expect(beyond.json).toMatchObject({
      type: 'urn:invoicing:quote-exceeded',
      detail: message,
      errors: [{ field: 'lines.1.quantity', message }],
    });
    // The same line twice in one claim counts twice.
    expect((await claim(token, quote, lines([1, '2'], [1, '1']))).status).toBe(409);
    const rest = await claimed(token, quote, lines([1, '2.5']));
    const full = await claim(token, quote, lines([1, '0.5']));
    expect(full.status).toBe(409);
    expect(full.json.detail).toBe('Line 1 (Carpenter labour (hours)) has been claimed in full (7.5); nothing of it is left to claim.');
    // Deleting a draft gives its quantities back.
    expect((await call('DELETE', `/api/invoices/${rest.id}?version=${rest.version}`, { token })).status).toBe(204);
    expect((await readQuote(token, quote.id)).lineClaims).toContainEqual({ position: 1, claimed: '5', remaining: '2.5' });
  });

  it('two users claiming the last of a line at once: one succeeds, the other is told which line', async () => {
    vi.spyOn(simulatedDatabase, 'roundTrip').mockImplementation(() => new Promise((resolve) => setTimeout(resolve, 2)));
    const [user, admin] = [await asUser(), await asAdmin()];
    const quote = await acceptedQuote(user);
    const body = { kind: 'PROGRESS', method: 'LINES', lines: [{ position: 1, quantity: '4' }] };
    const results = await Promise.all([claim(user, quote, body), claim(admin, quote, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.json.errors).toEqual([expect.objectContaining({ field: 'lines.0.quantity' })]);
    expect((await readQuote(user, quote.id)).lineClaims).toContainEqual({ position: 1, claimed: '4', remaining: '3.5' });
  });

  it('refuses over-invoicing, naming the reason, and counts drafts as reserved until voided or deleted', async () => {
    const token = await asUser();
    const quote = await acceptedQuote(token);
    const big = await claimed(token, quote, { kind: 'PROGRESS', method: 'PERCENT', rate: 9000 });
    const over = await claim(token, quote, { kind: 'PROGRESS', method: 'AMOUNT', amount: 20000 });
    expect(over.status).toBe(409);
    expect(over.json).toMatchObject({
      type: 'urn:invoicing:quote-exceeded',
      detail: 'This claim of $200.00 is more than the $179.55 left to invoice on the quote.',
      errors: [{ field: 'amount' }],
    });
    expect((await call('DELETE', `/api/invoices/${big.id}?version=0`, { token })).status).toBe(204);
    expect((await claim(token, quote, { kind: 'PROGRESS', method: 'AMOUNT', amount: 20000 })).status).toBe(201);
  });

  it('refuses editing a draft made from a quote beyond what the quote has left', async () => {
    const token = await asUser();
    const quote = await acceptedQuote(token);
    const deposit = await claimed(token, quote, { kind: 'DEPOSIT', method: 'AMOUNT', amount: 10000 });
    const body = draftBody({
      version: 0,
      pricesIncludeGst: true,
      lines: [{ description: 'Deposit', quantity: '1', unitPrice: 500000, taxCode: 'STANDARD' }],
    });
    const edit = await call('PUT', `/api/invoices/${deposit.id}`, { token, body });
    expect(edit.status).toBe(409);
    expect(edit.json).toMatchObject({ type: 'urn:invoicing:quote-exceeded' });
  });

  it('only invoices accepted quotes, and refuses a claim that asks for nothing', async () => {
    const token = await asUser();
    const sent = await sentQuote(token);
    const early = await claim(token, sent, { kind: 'DEPOSIT', method: 'PERCENT', rate: 1000 });
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({
      type: 'urn:invoicing:invalid-status',
      detail: `${sent.number} is sent; only an accepted quote can be invoiced.`,
    });
    const accepted = await acceptedQuote(token);
    const noMethod = await claim(token, accepted, { kind: 'DEPOSIT' });
    expect(noMethod.status).toBe(400);
    expect(noMethod.json.errors).toEqual([{ field: 'method', message: 'Choose a percentage, an amount or lines.' }]);
  });

  it('two users claiming the last part at once: one succeeds, the other is told, and nothing exceeds the quote', async () => {
    vi.spyOn(simulatedDatabase, 'roundTrip').mockImplementation(() => new Promise((resolve) => setTimeout(resolve, 2)));
    const [user, admin] = [await asUser(), await asAdmin()];
    const quote: QuoteJson = await acceptedQuote(user);
    await claimed(user, quote, { kind: 'DEPOSIT', method: 'PERCENT', rate: 5000 });
    const results = await Promise.all([
      claim(user, quote, { kind: 'FINAL' }),
      claim(admin, quote, { kind: 'FINAL' }),
      claim(admin, quote, { kind: 'PROGRESS', method: 'PERCENT', rate: 4000 }),
      claim(user, quote, { kind: 'PROGRESS', method: 'PERCENT', rate: 4000 }),
    ]);
    const created = results.filter((r) => r.status === 201);
    for (const refused of results.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.json.type).toBe('urn:invoicing:quote-exceeded');
    }
    expect(created.length).toBeGreaterThanOrEqual(1);
    const after = await readQuote(user, quote.id);
    expect(after.invoiced).toBeLessThanOrEqual(after.contractTotal as number);
    expect(after.remaining).toBeGreaterThanOrEqual(0);
    if (created.some((r) => (r.json.quote as { kind: string }).kind === 'FINAL')) expect(after.remaining).toBe(0);
  });
});
