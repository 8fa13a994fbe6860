// Credit notes and refunds: every rule and refusal of docs/invoicing.md#credit-notes.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatDate } from '../../src/lib/calendar-date';
import { simulatedDatabase } from '../runtime/db';
import { call } from '../testing/call';
import { asAdmin, asUser, createDraft, issue, list, summaryOf, today, type Json } from '../testing/invoices';

type Invoice = Json & {
  id: number;
  number: string;
  version: number;
  total: number;
  gst: number;
  paid: number;
  balance: number;
  credited: number;
  creditOwed: number;
  status: string;
};
type CreditNote = Json & { id: number; number: string; total: number; gst: number; taxBreakdown: Array<{ gst: number; total: number }> };

// The helpers' draft: labour 7.5 × $78.00 and board 18 × $32.50 at 15 %, a $450.00 exempt fee.
// STANDARD: net $1,170.00, GST $175.50; EXEMPT $450.00; total $1,795.50.
const TOTAL = 179_550;

async function issuedInvoice(token: string, overrides: Record<string, unknown> = {}) {
  const draft = await createDraft(token, overrides);
  const issued = await issue(token, draft);
  expect(issued.status).toBe(200);
  return issued.json as Invoice;
}

const credit = (token: string, invoice: { id: number }, body: Record<string, unknown>) =>
  call('POST', `/api/invoices/${invoice.id}/credit-notes`, { token, body: { reason: 'Plasterboard returned unused', ...body } });

const refund = (token: string, invoice: { id: number }, body: Record<string, unknown>) =>
  call('POST', `/api/invoices/${invoice.id}/refunds`, { token, body: { refundedOn: today(), method: 'BANK_TRANSFER', ...body } });

const getInvoice = async (token: string, id: number) => (await call('GET', `/api/invoices/${id}`, { token })).json as Invoice;

const sequenceOf = (number: string) => Number(/(\d+)$/.exec(number)?.[1]);

describe('credit notes: issuing', () => {
  it('credits chosen lines: numbered, priced per rate, and taken off the balance', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const answer = await credit(token, invoice, { version: invoice.version, kind: 'LINES', lines: [{ position: 2, quantity: '4' }] });
    expect(answer.status).toBe(201);
    const note = answer.json as CreditNote;
    expect(answer.headers.get('Location')).toBe(`/api/credit-notes/${note.id}`);
    expect(note).toMatchObject({
      number: expect.stringMatching(/^RENO-CN-\d{4}$/),
      kind: 'LINES',
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      issueDate: today(),
      reason: 'Plasterboard returned unused',
      subtotal: 13_000,
      gst: 1_950,
      total: 14_950,
      invoiceTotal: TOTAL,
      invoiceGst: 17_550,
      correctedTotal: TOTAL - 14_950,
      correctedGst: 17_550 - 1_950,
      taxInvoice: true,
      businessName: 'Kiwi Home Renovations Ltd',
    });
    expect(note.lines).toEqual([expect.objectContaining({ position: 2, quantity: '4', unitPrice: 3250, amount: 13_000 })]);

    const after = await getInvoice(token, invoice.id);
    expect(after).toMatchObject({
      status: 'ISSUED',
      credited: 14_950,
      balance: TOTAL - 14_950,
      creditOwed: 0,
      version: invoice.version + 1,
    });
    expect(after.creditNotes).toEqual([
      { id: note.id, number: note.number, issueDate: today(), total: 14_950, gst: 1_950, reason: 'Plasterboard returned unused' },
    ]);
    expect((after.lines as Array<{ creditedQuantity?: string }>)[1]?.creditedQuantity).toBe('4');
    expect((after.events as Array<{ type: string; detail: string }>).at(-1)).toMatchObject({
      type: 'CREDIT_NOTE_ISSUED',
      detail: `Credit note ${note.number} for $149.50 issued: Plasterboard returned unused`,
    });
  });

  it('numbers consecutively per business, without gaps, after refusals too', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const first = (await credit(token, invoice, { kind: 'AMOUNT', amount: 1_000 })).json as CreditNote;
    expect((await credit(token, invoice, { kind: 'AMOUNT', amount: TOTAL })).status).toBe(400);
    const second = (await credit(token, invoice, { kind: 'AMOUNT', amount: 1_000 })).json as CreditNote;
    expect(sequenceOf(second.number)).toBe(sequenceOf(first.number) + 1);
    const other = await issuedInvoice(token, {
      businessId: 3,
      clientId: 6,
      lines: [{ description: 'Rent', quantity: '1', unitPrice: 50_000, taxCode: 'EXEMPT' }],
    });
    expect(((await credit(token, other, { kind: 'FULL' })).json as CreditNote).number).toMatch(/^SLR-CN-\d{4}$/);
  });

  it('credits an amount over the rates in proportion, and all that is left to the cent: CREDITED', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const part = (await credit(token, invoice, { kind: 'AMOUNT', amount: 10_000 })).json as CreditNote;
    // $100.00 split 134,550 : 45,000 → $74.94 at 15 % (GST $9.77) and $25.06 exempt.
    expect(part.taxBreakdown).toEqual([
      { taxCode: 'STANDARD', taxRate: 1500, net: 6_517, gst: 977, total: 7_494 },
      { taxCode: 'EXEMPT', taxRate: 0, net: 2_506, gst: 0, total: 2_506 },
    ]);
    const rest = (await credit(token, invoice, { kind: 'FULL' })).json as CreditNote;
    expect(part.gst + rest.gst).toBe(invoice.gst);
    expect(part.total + rest.total).toBe(TOTAL);
    expect(rest.correctedGst).toBe(0);
    const after = await getInvoice(token, invoice.id);
    expect(after).toMatchObject({ status: 'CREDITED', balance: 0, credited: TOTAL, overdue: false });
    const listed = await list(token, '?status=CREDITED&size=2000');
    expect(listed.content.map((item) => item.id)).toContain(invoice.id);
    const again = await credit(token, invoice, { kind: 'FULL' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ type: 'urn:invoicing:invalid-status', detail: `${invoice.number} is already fully credited.` });
  });
});

describe('credit notes: refusals', () => {
  it('refuses a draft and a void invoice, and voiding a credited one', async () => {
    const token = await asUser();
    const draft = await createDraft(token);
    const onDraft = await credit(token, draft, { kind: 'FULL' });
    expect(onDraft.status).toBe(409);
    expect(onDraft.json.detail).toBe('A draft has not been issued, so there is nothing to credit. Edit or delete it instead.');

    const toVoid = await issuedInvoice(token);
    await call('POST', `/api/invoices/${toVoid.id}/void`, { token, body: { version: toVoid.version, reason: 'Wrong client' } });
    const onVoid = await credit(token, toVoid, { kind: 'FULL' });
    expect(onVoid.json).toMatchObject({
      status: 409,
      type: 'urn:invoicing:invalid-status',
      detail: `${toVoid.number} is void, so it cannot be credited.`,
    });

    const credited = await issuedInvoice(token);
    await credit(token, credited, { kind: 'AMOUNT', amount: 100 });
    const voiding = await call('POST', `/api/invoices/${credited.id}/void`, {
      token,
      body: { version: credited.version + 1, reason: 'x' },
    });
    expect(voiding.json.detail).toBe(`${credited.number} has credit notes, so it cannot be voided. Credit what is left instead.`);
  });

  it('refuses more than is left, per line and in total, naming the field', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    await credit(token, invoice, { kind: 'LINES', lines: [{ position: 2, quantity: '10' }] });
    const line = await credit(token, invoice, { kind: 'LINES', lines: [{ position: 2, quantity: '9' }] });
    expect(line.status).toBe(400);
    expect(line.json).toMatchObject({ type: 'urn:invoicing:over-credit' });
    expect(line.json.errors).toEqual([
      { field: 'lines.0.quantity', message: 'Enter a quantity above 0 and at most the 8 left to credit of line 2.' },
    ]);
    const amount = await credit(token, invoice, { kind: 'AMOUNT', amount: TOTAL });
    expect(amount.json.errors).toEqual([
      { field: 'amount', message: 'A credit cannot be more than the $1,421.75 left to credit on the invoice.' },
    ]);
  });

  it('refuses a missing reason, a missing amount, a stale version, another business', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const noReason = await credit(token, invoice, { kind: 'FULL', reason: '  ' });
    // The credit-note form's words for the same input (credit-note-form.test.tsx).
    expect(noReason.json.errors).toEqual([{ field: 'reason', message: 'Give the reason for the credit note: it is printed on it.' }]);
    const noAmount = await credit(token, invoice, { kind: 'AMOUNT' });
    expect(noAmount.json.errors).toEqual([{ field: 'amount', message: 'Enter the amount to credit, e.g. 150.00.' }]);
    const zeroAmount = await credit(token, invoice, { kind: 'AMOUNT', amount: 0 });
    expect(zeroAmount.json.errors).toEqual([{ field: 'amount', message: 'Enter the amount to credit, e.g. 150.00.' }]);
    const stale = await credit(token, invoice, { kind: 'FULL', version: invoice.version - 1 });
    expect(stale.json).toMatchObject({ status: 409, type: 'urn:invoicing:stale-version' });
    const admin = await asAdmin();
    const harbourview = await issuedInvoice(admin, { businessId: 2, clientId: 4 });
    expect((await credit(token, harbourview, { kind: 'FULL' })).status).toBe(403);
  });
});

describe('credit owed and refunds', () => {
  it('shows paid beyond the corrected total as credit owed, refunds it, and refuses more', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const paid = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      token,
      body: { version: invoice.version, amount: 150_000, paidOn: today(), method: 'CARD' },
    });
    expect(paid.json.status).toBe('PARTIALLY_PAID');
    await credit(token, invoice, { kind: 'AMOUNT', amount: 50_000 });
    let after = await getInvoice(token, invoice.id);
    // Owed after the credit: $1,295.50; paid $1,500.00 → $204.50 owed to the client.
    expect(after).toMatchObject({ status: 'PAID', balance: 0, creditOwed: 20_450, refunded: 0 });

    const over = await refund(token, after, { version: after.version, amount: 20_451 });
    expect(over.json).toMatchObject({ status: 400, type: 'urn:invoicing:over-refund' });
    expect(over.json.errors).toEqual([{ field: 'amount', message: 'A refund cannot be more than the credit owed of $204.50.' }]);
    const future = await refund(token, after, { version: after.version, amount: 100, refundedOn: addDays(today(), 1) });
    expect(future.json.errors).toEqual([{ field: 'refundedOn', message: 'The refund date cannot be in the future.' }]);
    const early = await refund(token, after, { version: after.version, amount: 100, refundedOn: addDays(invoice.issueDate as string, -1) });
    expect(early.status).toBe(400);
    expect(early.json.errors).toEqual([
      {
        field: 'refundedOn',
        message: `The refund date cannot be before the invoice's issue date, ${formatDate(invoice.issueDate as string)}.`,
      },
    ]);
    // The Record refund form's words for the same input (invoice-credits.test.tsx types 0).
    const zero = await refund(token, after, { version: after.version, amount: 0 });
    expect(zero.json.errors).toEqual([{ field: 'amount', message: 'Enter the amount refunded, e.g. 50.00.' }]);

    const done = await refund(token, after, { version: after.version, amount: 20_450, reference: 'ANZ 77' });
    expect(done.status).toBe(201);
    after = done.json as Invoice;
    expect(after).toMatchObject({ creditOwed: 0, refunded: 20_450, balance: 0 });
    expect((after.events as Array<{ detail: string }>).at(-1)?.detail).toBe(
      'Refund of $204.50 by bank transfer (ANZ 77) recorded; no credit is owed now.',
    );
    const again = await refund(token, after, { version: after.version, amount: 1 });
    expect(again.json).toMatchObject({
      status: 409,
      detail: `${invoice.number} has no credit owed to the client, so there is nothing to refund.`,
    });
  });

  it('takes credits off the dashboard outstanding figure', async () => {
    const token = await asUser();
    const before = summaryOf((await call('GET', '/api/invoices/summary', { token })).json);
    const invoice = await issuedInvoice(token);
    await credit(token, invoice, { kind: 'AMOUNT', amount: 30_000 });
    const after = summaryOf((await call('GET', '/api/invoices/summary', { token })).json);
    expect(after.outstanding.total - before.outstanding.total).toBe(TOTAL - 30_000);
    expect(after.monthly.at(-1)!.invoiced - before.monthly.at(-1)!.invoiced).toBe(TOTAL - 30_000);
  });
});

describe('reading credit notes', () => {
  it('lists by business, client, invoice and issue date, and refuses what the caller may not see', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const note = (await credit(token, invoice, { kind: 'AMOUNT', amount: 5_000 })).json as CreditNote;
    const page = async (query: string) => {
      const answer = await call('GET', `/api/credit-notes${query}`, { token });
      expect(answer.status).toBe(200);
      return (answer.json as unknown as { content: CreditNote[] }).content.map((n) => n.id);
    };
    expect(await page(`?invoiceId=${invoice.id}`)).toEqual([note.id]);
    expect(await page(`?businessId=1&clientId=1&from=${today()}&to=${today()}&size=2000`)).toContain(note.id);
    expect(await page(`?from=${addDays(today(), 1)}`)).toEqual([]);
    expect(await page(`?q=${note.number}`)).toEqual([note.id]);
    expect((await call('GET', '/api/credit-notes?businessId=2', { token })).status).toBe(403);
    expect((await call('GET', '/api/credit-notes?sort=reason,asc', { token })).json.errors).toEqual([
      { field: 'sort', message: 'Sort by one of issueDate, number, clientName, total, then asc or desc, e.g. issueDate,desc.' },
    ]);
    expect((await call('GET', '/api/credit-notes?from=yesterday', { token })).status).toBe(400);
    expect((await call('GET', `/api/credit-notes/${note.id}`, { token })).json).toMatchObject({ id: note.id, number: note.number });
    expect((await call('GET', '/api/credit-notes/999999', { token })).status).toBe(404);
    const admin = await asAdmin();
    const harbourview = await issuedInvoice(admin, { businessId: 2, clientId: 4 });
    const hidden = (await credit(admin, harbourview, { kind: 'FULL' })).json as CreditNote;
    expect((await call('GET', `/api/credit-notes/${hidden.id}`, { token })).status).toBe(403);
  });
});

describe('credit notes at once', () => {
  beforeEach(() => {
    // A database round trip inside each write, so that without the lock the requests would interleave.
    vi.spyOn(simulatedDatabase, 'roundTrip').mockImplementation(() => new Promise((resolve) => setTimeout(resolve, 0)));
  });

  it('never credits more than the invoice, and numbers stay consecutive and unique', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    // 12 credits of $200.00 without a version: together $2,400.00, more than the $1,795.50 invoice.
    const answers = await Promise.all(Array.from({ length: 12 }, () => credit(token, invoice, { kind: 'AMOUNT', amount: 20_000 })));
    const issued = answers.filter((a) => a.status === 201).map((a) => a.json as CreditNote);
    const refused = answers.filter((a) => a.status !== 201);
    expect(issued).toHaveLength(8);
    for (const answer of refused) expect(answer.json).toMatchObject({ status: 400, type: 'urn:invoicing:over-credit' });
    const sequences = issued.map((n) => sequenceOf(n.number)).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(8);
    expect(sequences.at(-1)! - sequences[0]!).toBe(7);
    const after = await getInvoice(token, invoice.id);
    expect(after.credited).toBe(160_000);
    expect(after.credited).toBeLessThanOrEqual(after.total);

    // With the version they were made against, only one of a burst wins; the rest are stale.
    const versioned = await Promise.all(
      Array.from({ length: 5 }, () => credit(token, after, { version: after.version, kind: 'AMOUNT', amount: 100 })),
    );
    expect(versioned.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});
