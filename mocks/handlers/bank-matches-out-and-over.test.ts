// Money out matched to bills or recorded as an expense (decision 233), money in beyond its invoices
// kept as the client's credit (decision 232), and a bulk confirm recorded in chunks that other
// writes do not wait behind (decision 234); with a property: money is never created or lost.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import { db } from '../runtime/db';
import { postPurchase, purchaseLine } from '../testing/bills';
import { call } from '../testing/call';
import { asUser, createDraft, issue, today } from '../testing/invoices';

/** Kiwi Home Renovations' cheque account (business 1), its client 1, accounts and suppliers. */
const ACCOUNT = 1;
const CLIENT = 1;
const MATERIALS = 1;
const PLACEMAKERS = 1;

type Json = Record<string, unknown>;
type Line = { id: number; status: string; amount: number };

let reference = 0;
async function importLines(token: string, lines: Array<{ amount: number; payee?: string }>): Promise<Line[]> {
  const body = lines.map(({ amount, payee }) => ({
    date: today(),
    amount,
    payee: payee ?? 'A PAYEE',
    reference: `OUT${(reference += 1)}`,
  }));
  const imported = await call('POST', `/api/bank-accounts/${ACCOUNT}/imports`, { token, body: { lines: body } });
  expect(imported.json).toMatchObject({ added: lines.length });
  const refs = new Set(body.map((line) => line.reference));
  const stored = db.bankLines.findMany((q) => q.where({ accountId: ACCOUNT })).filter((line) => refs.has(line.reference ?? ''));
  return body.map((line) => stored.find((one) => one.reference === line.reference) as unknown as Line);
}

async function openInvoice(token: string) {
  const issued = await issue(token, await createDraft(token, { clientId: CLIENT }));
  expect(issued.status).toBe(200);
  return issued.json as unknown as { id: number; total: number; balance: number; version: number };
}

const openBill = (token: string, unitPrice = 10_000) =>
  postPurchase(token, {
    supplierId: PLACEMAKERS,
    date: addDays(today(), -2),
    dueDate: addDays(today(), 20),
    supplierReference: `PM-${(reference += 1)}`,
    lines: [purchaseLine('Timber', unitPrice, { accountId: MATERIALS })],
  });

const match = (token: string, lineId: number, body: Json) =>
  call('POST', `/api/bank-accounts/${ACCOUNT}/lines/${lineId}/match`, { token, body });
const undo = (token: string, lineId: number) => call('DELETE', `/api/bank-accounts/${ACCOUNT}/lines/${lineId}/match`, { token });
const billNow = async (token: string, id: number) => (await call('GET', `/api/bills/${id}`, { token })).json;
const credit = async (token: string) =>
  (await call('GET', `/api/clients/${CLIENT}/credit`, { token })).json as unknown as { balance: number; entries: Json[] };

describe('money out', () => {
  it('pays a bill with the line as the payment’s source; undo removes exactly that payment', async () => {
    const token = await asUser();
    const bill = await openBill(token);
    const [line] = await importLines(token, [{ amount: -4000, payee: 'PLACEMAKERS NEWMARKET' }]);
    const answer = await match(token, line!.id, { allocations: [{ billId: bill.id, amount: 4000 }] });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json).toMatchObject({
      status: 'RECONCILED',
      billPayments: [{ billId: bill.id, billLabel: bill.supplierReference, amount: 4000 }],
    });
    expect(await billNow(token, bill.id)).toMatchObject({
      status: 'PART_PAID',
      balance: bill.total - 4000,
      payments: [expect.objectContaining({ amount: 4000, paidOn: today(), bankLineId: line!.id })],
    });
    expect((await undo(token, line!.id)).status).toBe(200);
    expect(await billNow(token, bill.id)).toMatchObject({ status: 'AWAITING_PAYMENT', balance: bill.total, payments: [] });
  });

  it('refuses an invoice for money out, a bill for money in, and more than a bill’s balance', async () => {
    const token = await asUser();
    const bill = await openBill(token, 1000);
    const [out, into] = await importLines(token, [{ amount: -2000 }, { amount: 1000 }]);
    expect((await match(token, out!.id, { allocations: [{ billId: bill.id, amount: 2000 }] })).json.errors).toEqual([
      { field: 'allocations.0.amount', message: expect.stringContaining('has $10.00 left to pay') },
    ]);
    expect((await match(token, out!.id, { allocations: [{ billId: bill.id, amount: 1000 }] })).json.errors).toEqual([
      { field: 'allocations', message: expect.stringContaining('record the line as an expense') },
    ]);
    expect((await match(token, into!.id, { allocations: [{ billId: bill.id, amount: 1000 }] })).json.errors).toEqual([
      { field: 'allocations.0.billId', message: 'Money in pays invoices, not bills.' },
    ]);
    expect(db.bills.findFirst((q) => q.where({ id: bill.id }))?.payments).toEqual([]);
  });

  it('records an expense in one step (supplier found by the payee, or none), and undo deletes it', async () => {
    const token = await asUser();
    const [known, unknown] = await importLines(token, [
      { amount: -11_500, payee: 'Placemakers Newmarket' },
      { amount: -2_300, payee: 'CORNER DAIRY' },
    ]);
    const suppliersBefore = db.suppliers.all().length;
    const first = await match(token, known!.id, { allocations: [], expense: { accountId: MATERIALS, taxCode: 'STANDARD' } });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const expense = await call('GET', `/api/bills/${first.json.expenseId as number}`, { token });
    expect(expense.json).toMatchObject({
      kind: 'EXPENSE',
      status: 'PAID',
      supplierName: 'Placemakers Newmarket',
      total: 11_500,
      gst: 1_500,
      balance: 0,
      payments: [expect.objectContaining({ amount: 11_500, bankLineId: known!.id })],
    });
    const second = await match(token, unknown!.id, { allocations: [], expense: { accountId: MATERIALS, taxCode: 'NO_GST' } });
    expect(second.status).toBe(200);
    expect(db.suppliers.all()).toHaveLength(suppliersBefore + 1);
    expect((await call('GET', `/api/bills/${second.json.expenseId as number}`, { token })).json).toMatchObject({
      supplierName: 'CORNER DAIRY',
      gst: 0,
    });

    expect((await undo(token, known!.id)).status).toBe(200);
    expect((await call('GET', `/api/bills/${first.json.expenseId as number}`, { token })).status).toBe(404);
    const refused = await match(token, known!.id, { allocations: [], expense: { accountId: 999_999, taxCode: 'STANDARD' } });
    expect(refused.json.errors).toEqual([{ field: 'expense.accountId', message: 'Choose an account of this business.' }]);
  });
});

describe('an overpayment', () => {
  it('keeps the rest as the client’s credit: shown, used on a later invoice or refunded; undo only while unused', async () => {
    const token = await asUser();
    const invoice = await openInvoice(token);
    const before = (await credit(token)).balance;
    const [line] = await importLines(token, [{ amount: invoice.total + 5000 }]);
    const answer = await match(token, line!.id, {
      allocations: [{ invoiceId: invoice.id, amount: invoice.total }],
      creditClientId: CLIENT,
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json).toMatchObject({ credit: { clientId: CLIENT, amount: 5000 } });
    expect(await credit(token)).toMatchObject({
      balance: before + 5000,
      entries: expect.arrayContaining([expect.objectContaining({ kind: 'OVERPAYMENT', amount: 5000, bankLineId: line!.id })]),
    });

    const later = await openInvoice(token);
    const tooMuch = await call('POST', `/api/clients/${CLIENT}/credit/applications`, {
      token,
      body: { invoiceId: later.id, amount: before + 5001 },
    });
    expect(tooMuch.json.errors).toEqual([{ field: 'amount', message: expect.stringContaining('At most') }]);
    const applied = await call('POST', `/api/clients/${CLIENT}/credit/applications`, {
      token,
      body: { invoiceId: later.id, amount: 3000 },
    });
    expect(applied.status, JSON.stringify(applied.json)).toBe(200);
    expect(applied.json).toMatchObject({ balance: before + 2000 });
    const paid = (await call('GET', `/api/invoices/${later.id}`, { token })).json;
    expect(paid).toMatchObject({ balance: later.total - 3000, payments: [expect.objectContaining({ amount: 3000, method: 'OTHER' })] });

    const undone = await undo(token, line!.id);
    expect(undone.status).toBe(409);
    expect(undone.json.detail).toContain('used or been refunded');

    const refund = await call('POST', `/api/clients/${CLIENT}/credit/refunds`, {
      token,
      body: { amount: before + 2000, refundedOn: today(), method: 'BANK_TRANSFER' },
    });
    expect(refund.status).toBe(200);
    expect(refund.json).toMatchObject({ balance: 0 });
  });

  it('needs a client of the business to credit, and something left to credit', async () => {
    const token = await asUser();
    const invoice = await openInvoice(token);
    const [line] = await importLines(token, [{ amount: invoice.total }]);
    const none = await match(token, line!.id, { allocations: [{ invoiceId: invoice.id, amount: invoice.total }], creditClientId: CLIENT });
    expect(none.json.errors).toEqual([
      { field: 'creditClientId', message: 'The invoices take the whole line: nothing is left to credit.' },
    ]);
    const stranger = await match(token, line!.id, { allocations: [], creditClientId: 999_999 });
    expect(stranger.json.errors).toEqual([{ field: 'creditClientId', message: 'Choose a client of this account’s business.' }]);
  });
});

describe('a bulk confirm', () => {
  it('lets another user’s write through between its chunks', async () => {
    const token = await asUser();
    const lines = await importLines(
      token,
      Array.from({ length: 300 }, () => ({ amount: 100 })),
    );
    const finished: string[] = [];
    const bulk = call('POST', `/api/bank-accounts/${ACCOUNT}/matches`, {
      token,
      body: { matches: lines.map((line) => ({ lineId: line.id, allocations: [], creditClientId: CLIENT })) },
    }).then((answer) => {
      finished.push('bulk');
      return answer;
    });
    const first = lines[0]!.id;
    while (db.bankLines.findFirst((q) => q.where({ id: first }))?.status !== 'RECONCILED')
      await new Promise((resolve) => setImmediate(resolve));
    const other = await call('POST', `/api/clients/${CLIENT}/credit/refunds`, {
      token,
      body: { amount: 1, refundedOn: today(), method: 'CASH' },
    });
    finished.push('other');
    expect(other.status).toBe(200);
    expect((await bulk).json).toMatchObject({ matched: 300 });
    expect(finished).toEqual(['other', 'bulk']);
  });
});

describe('matching money in and out never creates or loses money (property)', () => {
  it('Σ payments and credit recorded = Σ lines matched; undo restores every balance and the credit exactly', async () => {
    const token = await asUser();
    const invoices = [await openInvoice(token), await openInvoice(token)];
    const bills = [await openBill(token, 50_000), await openBill(token, 50_000)];
    const creditBefore = (await credit(token)).balance;
    const initial = new Map<string, number>([
      ...invoices.map((one) => [`invoice:${one.id}`, one.balance] as const),
      ...bills.map((one) => [`bill:${one.id}`, one.balance] as const),
    ]);
    const balanceNow = async (key: string) => {
      const [kind, id] = key.split(':');
      return ((await call('GET', `/api/${kind}s/${id}`, { token })).json as unknown as { balance: number }).balance;
    };
    const matched = new Map<number, number>();
    const mine = new Set<number>();
    const step = fc.record({
      out: fc.boolean(),
      document: fc.integer({ min: 0, max: 1 }),
      amount: fc.integer({ min: 1, max: 3000 }),
      over: fc.integer({ min: 0, max: 2000 }),
      undoSome: fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(step, async ({ out, document, amount, over, undoSome }) => {
        const key = out ? `bill:${bills[document]!.id}` : `invoice:${invoices[document]!.id}`;
        const left = await balanceNow(key);
        const [line] = await importLines(token, [{ amount: out ? -(amount + over) : amount + over }]);
        mine.add(line!.id);
        const allocations = [{ [out ? 'billId' : 'invoiceId']: Number(key.split(':')[1]), amount }];
        const body = out
          ? over > 0
            ? { allocations: [], expense: { accountId: MATERIALS, taxCode: 'STANDARD' } }
            : { allocations }
          : { allocations, ...(over > 0 ? { creditClientId: CLIENT } : {}) };
        const answer = await match(token, line!.id, body);
        const fits = (out && over > 0) || amount <= left;
        expect(answer.status, JSON.stringify(answer.json)).toBe(fits ? 200 : 400);
        if (fits) matched.set(line!.id, amount + over);
        for (const pick of undoSome) {
          const ids = [...matched.keys()];
          const lineId = ids[pick % Math.max(ids.length, 1)];
          if (lineId === undefined) continue;
          expect((await undo(token, lineId)).status).toBe(200);
          matched.delete(lineId);
        }
        // Every cent of every matched line is a payment, an expense or credit, and nothing else is.
        const fromLines = [
          ...db.invoices.all().flatMap((one) => one.payments.filter((p) => p.bankLineId !== undefined)),
          ...db.bills.all().flatMap((one) => one.payments.filter((p) => p.bankLineId !== undefined)),
          ...db.clientCredits.all().filter((entry) => entry.kind === 'OVERPAYMENT' && entry.bankLineId !== undefined),
        ].filter((recorded) => mine.has(recorded.bankLineId as number));
        const sum = fromLines.reduce((total, one) => total + one.amount, 0);
        expect(sum).toBe([...matched.values()].reduce((total, one) => total + one, 0));
      }),
      { numRuns: 25, seed: 2332 },
    );
    for (const lineId of matched.keys()) expect((await undo(token, lineId)).status).toBe(200);
    for (const [key, balance] of initial) expect(await balanceNow(key)).toBe(balance);
    expect((await credit(token)).balance).toBe(creditBefore);
  });
});
