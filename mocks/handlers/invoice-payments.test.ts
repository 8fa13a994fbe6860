// After issue: payments, voiding and duplicating.
import { describe, expect, it } from 'vitest';
import { addDays, formatDate } from '../../src/lib/calendar-date';
import { call } from '../testing/call';
import { asUser, today, createDraft, issue, list, type Json } from '../testing/invoices';

/** Records a payment (paid today by card, unless `body` says otherwise). */
const pay = (token: string, invoice: { id: number }, body: Record<string, unknown>) =>
  call('POST', `/api/invoices/${invoice.id}/payments`, { token, body: { paidOn: today(), method: 'CARD', ...body } });

describe('invoices: payments', () => {
  async function issuedInvoice(token: string) {
    const draft = await createDraft(token);
    return (await issue(token, draft)).json as Json & { id: number; version: number; total: number; issueDate: string };
  }

  it('records partial payments, then the rest, moving to partly paid and paid', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const first = await pay(token, invoice, { version: 1, amount: 10000, paidOn: today(), method: 'BANK_TRANSFER', reference: 'ANZ 123' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ status: 'PARTIALLY_PAID', paid: 10000, balance: invoice.total - 10000, version: 2 });
    expect(first.json.payments).toEqual([
      {
        id: expect.any(Number),
        amount: 10000,
        paidOn: today(),
        method: 'BANK_TRANSFER',
        reference: 'ANZ 123',
        recordedBy: 'user',
        recordedAt: expect.any(String),
      },
    ]);
    const rest = invoice.total - 10000;
    const second = await pay(token, invoice, { version: 2, amount: rest, paidOn: today(), method: 'CASH' });
    expect(second.json).toMatchObject({ status: 'PAID', paid: invoice.total, balance: 0, overdue: false });
    const details = (second.json.events as Array<{ type: string; detail: string }>)
      .filter((e) => e.type === 'PAYMENT_RECORDED')
      .map((e) => e.detail);
    expect(details[0]).toMatch(/^Payment of \$100\.00 by bank transfer \(ANZ 123\) recorded; \$[\d,.]+ left to pay\.$/);
    expect(details[1]).toMatch(/by cash recorded; paid in full\.$/);

    const more = await pay(token, invoice, { version: 3, amount: 1, paidOn: today(), method: 'CASH' });
    expect(more.status).toBe(409);
    expect(more.json.type).toBe('urn:invoicing:invalid-status');
  });

  it('never takes more than the balance, nor a future date, nor a stale version', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const over = await pay(token, invoice, { version: 1, amount: invoice.total + 1 });
    expect(over.status).toBe(400);
    expect(over.json.errors).toEqual([
      { field: 'amount', message: expect.stringMatching(/^The payment cannot be more than the balance of \$[\d,.]+\.$/) },
    ]);
    const future = await pay(token, invoice, { version: 1, amount: 100, paidOn: addDays(today(), 1), method: 'CARD' });
    expect(future.json.errors).toEqual([{ field: 'paidOn', message: 'The payment date cannot be in the future.' }]);
    const zero = await pay(token, invoice, { version: 1, amount: 0 });
    expect(zero.status).toBe(400);
    // The Record payment form's words for the same input (invoice-view-page.test.tsx types 0).
    expect(zero.json.errors).toEqual([{ field: 'amount', message: 'Enter the amount paid, e.g. 250.00.' }]);
    const noDate = await pay(token, invoice, { version: 1, amount: 100, paidOn: '' });
    expect(noDate.json.errors).toEqual([{ field: 'paidOn', message: 'Enter the date it was paid.' }]);
    const stale = await pay(token, invoice, { version: 0, amount: 100 });
    expect(stale.json.type).toBe('urn:invoicing:stale-version');
  });

  it('refuses a payment dated before the invoice’s issue date, in the words of the Record payment form', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const early = await pay(token, invoice, { version: 1, amount: 100, paidOn: addDays(invoice.issueDate, -1) });
    expect(early.status).toBe(400);
    expect(early.json.errors).toEqual([
      { field: 'paidOn', message: `The payment date cannot be before the invoice's issue date, ${formatDate(invoice.issueDate)}.` },
    ]);
    const onTheDay = await pay(token, invoice, { version: 1, amount: 100, paidOn: invoice.issueDate });
    expect(onTheDay.status).toBe(201);
  });

  it('refuses a payment on a draft', async () => {
    const token = await asUser();
    const draft = await createDraft(token);
    const refused = await pay(token, draft, { version: 0, amount: 100 });
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toBe('Issue the draft before recording a payment.');
  });
});

describe('invoices: voiding and duplicating', () => {
  it('voids an issued invoice with a reason, keeping its number', async () => {
    const token = await asUser();
    const draft = await createDraft(token);
    await issue(token, draft);
    const empty = await call('POST', `/api/invoices/${draft.id}/void`, { token, body: { version: 1, reason: '  ' } });
    expect(empty.status).toBe(400);
    const { status, json } = await call('POST', `/api/invoices/${draft.id}/void`, { token, body: { version: 1, reason: 'Wrong client' } });
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'VOID', number: 'RENO-0042', voidReason: 'Wrong client', voidedBy: 'user', version: 2 });
    expect((json.events as Array<{ detail: string }>).at(-1)?.detail).toBe('Voided: Wrong client');
    const next = await createDraft(token);
    expect((await issue(token, next)).json.number).toBe('RENO-0043');
  });

  it('refuses to void a draft or an invoice with payments', async () => {
    const token = await asUser();
    const draft = await createDraft(token);
    const refusedDraft = await call('POST', `/api/invoices/${draft.id}/void`, { token, body: { version: 0, reason: 'x' } });
    expect(refusedDraft.json).toMatchObject({
      type: 'urn:invoicing:invalid-status',
      detail: 'A draft has no number to void. Delete it instead.',
    });
    const partial = (await list(token, '?status=PARTIALLY_PAID&size=1')).content[0]!;
    const refused = await call('POST', `/api/invoices/${String(partial.id)}/void`, {
      token,
      body: { version: partial.version, reason: 'x' },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toBe(`${String(partial.number)} has payments recorded, so it cannot be voided.`);
  });

  it('duplicates any invoice into a new draft dated today, with the same terms', async () => {
    const token = await asUser();
    const paid = (await list(token, '?status=PAID&size=1&businessId=1')).content[0]!;
    const source = (await call('GET', `/api/invoices/${String(paid.id)}`, { token })).json;
    const { status, json } = await call('POST', `/api/invoices/${String(paid.id)}/duplicate`, { token });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      status: 'DRAFT',
      version: 0,
      issueDate: today(),
      dueDate: addDays(today(), 14),
      lines: source.lines,
      total: source.total,
      paid: 0,
      payments: [],
      businessId: source.businessId,
      clientId: source.clientId,
    });
    expect(json).not.toHaveProperty('number');
    expect(json).not.toHaveProperty('reference');
    expect(json.events).toEqual([
      { type: 'CREATED', actor: 'user', at: expect.any(String), detail: `Draft created as a copy of ${String(paid.number)}.` },
    ]);
  });
});
