// Property: filings, reopenings and money writes sent at the same time never change a filed figure.
// Random batches of requests run concurrently through the handlers (a bulk confirm is written in
// small chunks, so other requests land between them): filing and reopening the last period, new
// invoices and bills dated in it or today, payments, credit notes, refunds, statement imports and
// bulk confirms of its statement lines as expenses. After every batch, while the period is filed,
// its return is answered exactly as filed and equals what its documents say now, and the open
// return carries no adjustment for it (nothing reached it). Nothing is a 500.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import { wholeGstReturn } from '../../src/lib/gst-return';
import { businessGstBooks } from '../domain/books';
import { db, simulatedDatabase, writeLockHold } from '../runtime/db';
import { reseedDefault } from '../seed/seed';
import { call, type CallResult } from '../testing/call';
import { dayIn, gstReturn, periods } from '../testing/gst-returns';
import { asAdmin, asUser, today } from '../testing/invoices';
import { confirmChunk } from './bank-matches';
import type { GstReturn } from './types';

const STATEMENT_LINES = 30;
const chunk = confirmChunk.lines;
afterEach(() => {
  confirmChunk.lines = chunk;
  vi.restoreAllMocks();
  writeLockHold.onWrite = undefined;
});

const opArb = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('file' as const) }) },
  fc.record({ op: fc.constant('reopen' as const) }),
  fc.record({ op: fc.constant('invoice' as const), inFiled: fc.boolean(), cents: fc.integer({ min: 100, max: 90_000 }), pay: fc.boolean() }),
  fc.record({ op: fc.constant('bill' as const), inFiled: fc.boolean(), cents: fc.integer({ min: 100, max: 90_000 }), expense: fc.boolean() }),
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('confirm' as const), from: fc.nat({ max: STATEMENT_LINES - 1 }), count: fc.integer({ min: 1, max: 20 }) }),
  },
  fc.record({ op: fc.constant('credit' as const), pick: fc.nat(), cents: fc.integer({ min: 1, max: 2_000 }) }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat(), inFiled: fc.boolean() }),
  fc.record({ op: fc.constant('import' as const), inFiled: fc.boolean() }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;
/** A request of a batch and when it is sent: as the batch's `after`-th write takes the lock (0: at once). */
const sentArb = fc.record({ op: opArb, after: fc.nat({ max: 8 }) });

/** The figures of a return: its boxes and rows. */
const figures = (answer: object) => Object.fromEntries(Object.entries(answer).filter(([key]) => /^box\d+$/.test(key) || key === 'rows'));

describe('filed GST figures under concurrent requests', () => {
  it('never change, whichever request lands first', { timeout: 300_000 }, async () => {
    const token = await asUser();
    const admin = await asAdmin();
    const { current, previous } = periods();
    const dateOf = (inFiled: boolean, n = 0) => (inFiled ? dayIn(previous, n % 28) : today());
    let invoices: number[] = [];
    let imported = 0;

    async function invoice(issueDate: string, cents: number, pay: boolean): Promise<CallResult[]> {
      const lines = [{ description: 'Work', quantity: '1', unitPrice: cents, taxCode: 'STANDARD' }];
      const draft = await call('POST', '/api/invoices', { token, body: { businessId: 1, clientId: 1, issueDate, dueDate: addDays(issueDate, 7), lines } });
      if (draft.status !== 201) return [draft];
      const id = draft.json.id as number;
      const issued = await call('POST', `/api/invoices/${id}/issue`, { token, body: { version: draft.json.version } });
      if (issued.status !== 200) return [draft, issued];
      invoices.push(id);
      if (!pay) return [draft, issued];
      const body = { version: issued.json.version, amount: issued.json.total, paidOn: issueDate, method: 'CARD' };
      return [draft, issued, await call('POST', `/api/invoices/${id}/payments`, { token, body })];
    }

    async function run(op: Op): Promise<CallResult[]> {
      switch (op.op) {
        case 'file':
          return [await call('POST', `/api/businesses/1/gst-returns/${previous.period}/filing`, { token, body: { filedOn: today() } })];
        case 'reopen':
          return [await call('POST', `/api/businesses/1/gst-returns/${previous.period}/reopen`, { token: admin, body: { reason: 'Checking' } })];
        case 'invoice':
          return invoice(dateOf(op.inFiled, op.cents), op.cents, op.pay);
        case 'bill': {
          const date = dateOf(op.inFiled, op.cents);
          const lines = [{ description: 'Timber', quantity: '1', unitPrice: op.cents, taxCode: 'STANDARD', accountId: 1 }];
          const body = { businessId: 1, kind: op.expense ? 'EXPENSE' : 'BILL', supplierId: 1, date, dueDate: date, pricesIncludeGst: true, approve: true, lines };
          return [await call('POST', '/api/bills', { token, body })];
        }
        case 'confirm': {
          const statement = db.bankLines.all().filter((line) => line.reference?.startsWith('PROP') && line.status === 'TO_MATCH');
          const matches = statement
            .slice(op.from % Math.max(1, statement.length), (op.from % Math.max(1, statement.length)) + op.count)
            .map((line) => ({ lineId: line.id, allocations: [], expense: { accountId: 1, taxCode: 'STANDARD' } }));
          if (matches.length === 0) return [];
          return [await call('POST', '/api/bank-accounts/1/matches', { token, body: { matches } })];
        }
        case 'credit': {
          const id = invoices[op.pick % Math.max(1, invoices.length)];
          if (id === undefined) return [];
          return [await call('POST', `/api/invoices/${id}/credit-notes`, { token, body: { kind: 'AMOUNT', amount: op.cents, reason: 'Less' } })];
        }
        case 'refund': {
          const id = invoices[op.pick % Math.max(1, invoices.length)];
          if (id === undefined) return [];
          const now = (await call('GET', `/api/invoices/${id}`, { token })).json;
          const owed = now.creditOwed as number;
          if (!(owed > 0)) return [];
          const body = { version: now.version, amount: owed, method: 'CARD', refundedOn: dateOf(op.inFiled, owed) };
          return [await call('POST', `/api/invoices/${id}/refunds`, { token, body })];
        }
        case 'import': {
          imported += 1;
          const lines = [{ date: dateOf(op.inFiled, imported), amount: -(500 + imported), payee: 'LATE LINE', reference: `LATE${imported}` }];
          return [await call('POST', '/api/bank-accounts/1/imports', { token, body: { lines } })];
        }
      }
    }

    /**
     * Sends each request of the batch as the batch's `after`-th write takes the lock, so requests
     * land between the chunks of a bulk confirm; one still waiting when the others have all been
     * answered is sent then.
     */
    async function sendInTurn(batch: ReadonlyArray<{ op: Op; after: number }>): Promise<CallResult[][]> {
      let writes = 0;
      const waiting = [...batch].sort((a, b) => a.after - b.after);
      const sent: Array<Promise<CallResult[]>> = [];
      const sendDue = () => {
        while (waiting[0] && waiting[0].after <= writes) sent.push(run(waiting.shift()!.op));
      };
      writeLockHold.onWrite = () => {
        writes += 1;
        sendDue();
      };
      sendDue();
      for (;;) {
        const count = sent.length;
        await Promise.all(sent);
        if (sent.length > count) continue;
        if (waiting.length === 0) break;
        sent.push(run(waiting.shift()!.op));
      }
      writeLockHold.onWrite = undefined;
      return Promise.all(sent);
    }

    /** The return of `period` as its documents make it now, on the basis and with the adjustments it was filed with. */
    function liveFigures(filed: GstReturn) {
      const books = businessGstBooks(1);
      return figures(wholeGstReturn(books.sales, books.purchases, filed.basis, filed.start, filed.end, filed.adjustments));
    }

    // A round trip to the database yields to the event loop, so requests interleave as they would against a real one.
    vi.spyOn(simulatedDatabase, 'roundTrip').mockImplementation(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(sentArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }), async (batches) => {
        await reseedDefault();
        confirmChunk.lines = 2;
        invoices = [];
        const lines = Array.from({ length: STATEMENT_LINES }, (_, n) => ({
          date: dayIn(previous, n % 28),
          amount: -(1_000 + n * 37),
          payee: 'HARDWARE STORE',
          reference: `PROP${n}`,
        }));
        expect((await call('POST', '/api/bank-accounts/1/imports', { token, body: { lines } })).status).toBe(200);
        let asFiled: GstReturn | undefined;

        for (const batch of batches) {
          const answers = (await sendInTurn(batch)).flat();
          for (const answer of answers) expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(500);
          const now = await gstReturn(token, previous);
          if (now.status !== 'FILED') {
            asFiled = undefined;
            continue;
          }
          // Filed in this batch (or again after a reopening): these are the figures that must stay.
          if (!asFiled || asFiled.filing?.filedAt !== now.filing?.filedAt) asFiled = now;
          expect(now).toEqual(asFiled);
          expect(liveFigures(now)).toEqual(figures(now));
          expect((await gstReturn(token, current)).adjustments).toEqual([]);
        }
      }),
      { numRuns: 15, seed: 3300 },
    );
  });
});
