import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import { db } from '../runtime/db';
import { call } from '../testing/call';
import { asMere, asUser, createDraft, issue, today } from '../testing/invoices';

/** Kiwi Home Renovations' cheque account (business 1); `user` may invoice for it. */
const ACCOUNT = 1;

type Line = { id: number; status: string; amount: number; payments?: Array<{ invoiceId: number; paymentId: number; amount: number }> };
type Invoice = {
  id: number;
  version: number;
  number: string;
  total: number;
  balance: number;
  status: string;
  payments: Array<{ amount: number; bankLineId?: number; paidOn: string }>;
};

async function openInvoice(token: string, overrides: Record<string, unknown> = {}): Promise<Invoice> {
  const draft = await createDraft(token, overrides);
  const issued = await issue(token, draft);
  expect(issued.status).toBe(200);
  return issued.json as unknown as Invoice;
}

let reference = 0;
/** Imports money-in lines dated today (each unique) and answers them, in the order given. */
async function importLines(token: string, amounts: number[], date = today()): Promise<Line[]> {
  const lines = amounts.map((amount) => ({ date, amount, payee: 'A CLIENT', reference: `REF${(reference += 1)}` }));
  const imported = await call('POST', `/api/bank-accounts/${ACCOUNT}/imports`, { token, body: { lines } });
  expect(imported.json).toMatchObject({ added: amounts.length });
  const refs = new Set(lines.map((line) => line.reference));
  const stored = db.bankLines.findMany((q) => q.where({ accountId: ACCOUNT })).filter((line) => refs.has(line.reference ?? ''));
  return lines.map((line) => stored.find((one) => one.reference === line.reference) as unknown as Line);
}

const confirm = (token: string, lineId: number, allocations: Array<{ invoiceId: number; amount: number }>) =>
  call('POST', `/api/bank-accounts/${ACCOUNT}/lines/${lineId}/match`, { token, body: { allocations } });

const confirmAll = (token: string, matches: Array<{ lineId: number; allocations: Array<{ invoiceId: number; amount: number }> }>) =>
  call('POST', `/api/bank-accounts/${ACCOUNT}/matches`, { token, body: { matches } });

const undo = (token: string, lineId: number) => call('DELETE', `/api/bank-accounts/${ACCOUNT}/lines/${lineId}/match`, { token });

const invoiceNow = async (token: string, id: number) => (await call('GET', `/api/invoices/${id}`, { token })).json as unknown as Invoice;

const bankPayments = () => db.invoices.all().flatMap((invoice) => invoice.payments.filter((payment) => payment.bankLineId !== undefined));

describe('confirming a statement line', () => {
  it('records one payment per invoice with the line as its source, dated the line, and reconciles the line', async () => {
    const token = await asUser();
    const first = await openInvoice(token);
    const second = await openInvoice(token);
    const [line] = await importLines(token, [first.total + 1000]);
    const before = (await call('GET', `/api/bank-accounts/${ACCOUNT}`, { token })).json.linesToMatch as number;

    const answer = await confirm(token, line!.id, [
      { invoiceId: first.id, amount: first.total },
      { invoiceId: second.id, amount: 1000 },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id: line!.id, status: 'RECONCILED', matchedBy: 'user' });
    expect((answer.json.payments as unknown[]).map((p) => (p as { amount: number }).amount)).toEqual([first.total, 1000]);

    const paid = await invoiceNow(token, first.id);
    expect(paid).toMatchObject({ status: 'PAID', balance: 0 });
    expect(paid.payments).toEqual([
      expect.objectContaining({ amount: first.total, paidOn: today(), method: 'BANK_TRANSFER', bankLineId: line!.id }),
    ]);
    expect(await invoiceNow(token, second.id)).toMatchObject({ status: 'PARTIALLY_PAID', balance: second.total - 1000 });
    expect((await call('GET', `/api/bank-accounts/${ACCOUNT}`, { token })).json.linesToMatch).toBe(before - 1);
  });

  it('never matches a line twice, also when two requests race', async () => {
    const token = await asUser();
    const invoice = await openInvoice(token);
    const [line] = await importLines(token, [500]);
    const both = await Promise.all([
      confirm(token, line!.id, [{ invoiceId: invoice.id, amount: 500 }]),
      confirm(token, line!.id, [{ invoiceId: invoice.id, amount: 500 }]),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = both.find((answer) => answer.status === 409)!;
    expect(refused.json.type).toBe('urn:invoicing:already-matched');
    expect(refused.json.detail).toContain('is already matched. Undo its match first');
    expect((await invoiceNow(token, invoice.id)).payments).toHaveLength(1);
    const inBulk = await confirmAll(token, [{ lineId: line!.id, allocations: [{ invoiceId: invoice.id, amount: 500 }] }]);
    expect(inBulk.status).toBe(409);
  });

  it.each([
    ['more than the balance', (i: Invoice) => [{ invoiceId: i.id, amount: i.total + 1 }], 'allocations.0.amount', 'left to pay;'],
    ['less than the line, with no client to credit', (i: Invoice) => [{ invoiceId: i.id, amount: 100 }], 'allocations', 'is credit for'],
    [
      'an invoice of another business',
      () => [{ invoiceId: 999_999, amount: 100 }],
      'allocations.0.invoiceId',
      'No invoice of this account',
    ],
  ])('refuses allocations %s with 400 naming the field, recording nothing', async (_, allocations, field, words) => {
    const token = await asUser();
    const invoice = await openInvoice(token);
    const [line] = await importLines(token, [invoice.total]);
    const answer = await confirm(token, line!.id, allocations(invoice));
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual([{ field, message: expect.stringContaining(words) }]);
    expect(await invoiceNow(token, invoice.id)).toMatchObject({ balance: invoice.total, payments: [] });
    expect(db.bankLines.findFirst((q) => q.where({ id: line!.id }))?.status).toBe('TO_MATCH');
  });

  it('refuses money out, a line dated before the invoice, and another business’s account', async () => {
    const token = await asUser();
    const invoice = await openInvoice(token, { issueDate: today() });
    const [out] = await importLines(token, [-500]);
    expect((await confirm(token, out!.id, [{ invoiceId: invoice.id, amount: 500 }])).json.errors).toEqual([
      { field: 'allocations.0.invoiceId', message: 'Money out pays bills, not invoices.' },
    ]);
    const [early] = await importLines(token, [500], addDays(today(), -3));
    const before = await confirm(token, early!.id, [{ invoiceId: invoice.id, amount: 500 }]);
    expect(before.json.errors).toEqual([
      { field: 'allocations.0.invoiceId', message: expect.stringContaining('cannot be before the invoice') },
    ]);
    const mere = await call('POST', `/api/bank-accounts/2/matches`, {
      token,
      body: { matches: [{ lineId: 1, allocations: [{ invoiceId: invoice.id, amount: 1 }] }] },
    });
    expect(mere.status).toBe(403);
    expect((await call('DELETE', `/api/bank-accounts/2/lines/1/match`, { token: await asMere() })).status).toBe(403);
  });
});

describe('confirming in bulk', () => {
  it('is all or nothing, and one balance is never paid twice within a request', async () => {
    const token = await asUser();
    const invoice = await openInvoice(token);
    const other = await openInvoice(token);
    const [a, b, c] = await importLines(token, [invoice.total, invoice.total, other.total]);
    const twice = await confirmAll(token, [
      { lineId: c!.id, allocations: [{ invoiceId: other.id, amount: other.total }] },
      { lineId: a!.id, allocations: [{ invoiceId: invoice.id, amount: invoice.total }] },
      { lineId: b!.id, allocations: [{ invoiceId: invoice.id, amount: invoice.total }] },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.json.errors).toEqual([
      { field: 'matches.2.allocations.0.amount', message: expect.stringContaining('has $0.00 left to pay') },
    ]);
    expect(bankPayments().filter((p) => [a, b, c].some((line) => line!.id === p.bankLineId))).toEqual([]);

    const done = await confirmAll(token, [
      { lineId: a!.id, allocations: [{ invoiceId: invoice.id, amount: invoice.total }] },
      { lineId: c!.id, allocations: [{ invoiceId: other.id, amount: other.total }] },
    ]);
    expect(done.status).toBe(200);
    expect(done.json.matched).toBe(2);
    expect((done.json.lines as Line[]).map((line) => [line.id, line.status])).toEqual([
      [a!.id, 'RECONCILED'],
      [c!.id, 'RECONCILED'],
    ]);
  });

  it('names a line the account does not have', async () => {
    const answer = await confirmAll(await asUser(), [{ lineId: 999_999, allocations: [{ invoiceId: 1, amount: 1 }] }]);
    expect(answer.json.errors).toEqual([{ field: 'matches.0.lineId', message: 'This account has no statement line 999999.' }]);
  });
});

describe('undoing a match', () => {
  it('removes exactly the line’s payments and returns the line to match', async () => {
    const token = await asUser();
    const invoice = await openInvoice(token);
    const [byHand, fromBank] = await importLines(token, [1, 2000]);
    await call('POST', `/api/invoices/${invoice.id}/payments`, {
      token,
      body: { version: invoice.version, amount: 700, paidOn: today(), method: 'CASH' },
    });
    const afterHand = await invoiceNow(token, invoice.id);
    expect((await confirm(token, fromBank!.id, [{ invoiceId: invoice.id, amount: 2000 }])).status).toBe(200);

    const undone = await undo(token, fromBank!.id);
    expect(undone.status).toBe(200);
    expect(undone.json).toMatchObject({ status: 'TO_MATCH' });
    expect(undone.json.payments).toBeUndefined();
    const restored = await invoiceNow(token, invoice.id);
    expect(restored).toMatchObject({ status: afterHand.status, balance: afterHand.balance, payments: afterHand.payments });
    expect((restored as unknown as { events: Array<{ type: string }> }).events.at(-1)?.type).toBe('PAYMENT_REMOVED');
    expect((await undo(token, fromBank!.id)).status).toBe(409);
    expect((await undo(token, byHand!.id)).status).toBe(409);
    expect((await confirm(token, fromBank!.id, [{ invoiceId: invoice.id, amount: 2000 }])).status).toBe(200);
  });
});

describe('matching never creates or loses money (property)', () => {
  it('payments recorded equal the allocations confirmed; undo restores every balance; no line matched twice', async () => {
    const token = await asUser();
    const invoices = [await openInvoice(token), await openInvoice(token), await openInvoice(token)];
    const initial = new Map(invoices.map((invoice) => [invoice.id, invoice.balance]));
    const step = fc.record({
      // Each line pays up to two invoices, some cents of each.
      parts: fc.array(fc.record({ invoice: fc.integer({ min: 0, max: 2 }), amount: fc.integer({ min: 1, max: 3000 }) }), {
        minLength: 1,
        maxLength: 2,
      }),
      bulk: fc.boolean(),
      undoSome: fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 2 }),
      again: fc.boolean(),
    });
    const reconciled = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(step, async ({ parts, bulk, undoSome, again }) => {
        const byInvoice = new Map<number, number>();
        for (const part of parts) {
          const id = invoices[part.invoice]!.id;
          byInvoice.set(id, (byInvoice.get(id) ?? 0) + part.amount);
        }
        const allocations = [...byInvoice].map(([invoiceId, amount]) => ({ invoiceId, amount }));
        const total = allocations.reduce((sum, one) => sum + one.amount, 0);
        const [line] = await importLines(token, [total]);
        const answer = bulk ? await confirmAll(token, [{ lineId: line!.id, allocations }]) : await confirm(token, line!.id, allocations);
        const fits = allocations.every((one) => one.amount <= (initial.get(one.invoiceId) ?? 0) - paidFromBank(one.invoiceId));
        expect(answer.status).toBe(fits ? 200 : 400);
        if (answer.status === 200) reconciled.set(line!.id, total);
        if (again) expect((await confirm(token, line!.id, allocations)).status).toBe(fits ? 409 : 400);
        for (const pick of undoSome) {
          const ids = [...reconciled.keys()];
          const lineId = ids[pick % Math.max(ids.length, 1)];
          if (lineId === undefined) continue;
          expect((await undo(token, lineId)).status).toBe(200);
          reconciled.delete(lineId);
        }
        // Σ payments from bank lines = Σ reconciled lines; each line's payments appear once.
        const recorded = bankPayments();
        const sumRecorded = recorded.reduce((sum, payment) => sum + payment.amount, 0);
        expect(sumRecorded).toBe([...reconciled.values()].reduce((sum, amount) => sum + amount, 0));
        expect(new Set(recorded.map((payment) => payment.bankLineId))).toEqual(new Set(reconciled.keys()));
        for (const invoice of invoices) {
          const now = db.invoices.findFirst((q) => q.where({ id: invoice.id }))!;
          expect(now.paid).toBe(paidFromBank(invoice.id));
        }
      }),
      { numRuns: 25, seed: 2311 },
    );
    // Undo everything: every balance is as it was.
    for (const lineId of reconciled.keys()) expect((await undo(token, lineId)).status).toBe(200);
    for (const invoice of invoices) expect((await invoiceNow(token, invoice.id)).balance).toBe(initial.get(invoice.id));
  });
});

function paidFromBank(invoiceId: number): number {
  const invoice = db.invoices.findFirst((q) => q.where({ id: invoiceId }));
  return (invoice?.payments ?? []).filter((payment) => payment.bankLineId !== undefined).reduce((sum, payment) => sum + payment.amount, 0);
}
