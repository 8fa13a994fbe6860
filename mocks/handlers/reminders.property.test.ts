// The reminders' promise, as a property (docs/sending.md#reminders): for random invoices, payments,
// credit notes, voids and clock moves (some with parallel requests), each rule fires at most once per
// invoice, never after the invoice is settled, and a catch-up sends one reminder, not every one missed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import { setMockDate } from '../runtime/clock';
import { db } from '../runtime/db';
import { call } from '../testing/call';
import { asUser, createDraft, issue } from '../testing/invoices';

const START = '2027-05-03';

type Invoice = { id: number; version: number; total: number; balance: number; status: string };

const step = fc.oneof(
  fc.record({ kind: fc.constant('move' as const), days: fc.integer({ min: 0, max: 25 }), parallel: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('pay' as const), invoice: fc.nat(2), share: fc.double({ min: 0.1, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('credit' as const), invoice: fc.nat(2), share: fc.double({ min: 0.1, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('void' as const), invoice: fc.nat(2) }),
);

const scenario = fc.record({
  terms: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 3 }),
  steps: fc.array(step, { minLength: 1, maxLength: 8 }),
});

describe('reminders, for random invoices, payments and clock moves', () => {
  it('fire at most once per rule and invoice, never after it is settled, one per catch-up', async () => {
    const token = await asUser();
    await fc.assert(
      fc.asyncProperty(scenario, async ({ terms, steps }) => {
        let day = START;
        setMockDate(day);
        const invoices: Invoice[] = [];
        for (const term of terms) {
          const issued = await issue(token, await createDraft(token, { issueDate: day, dueDate: addDays(day, term) }));
          invoices.push(issued.json as unknown as Invoice);
        }
        const ids = new Set(invoices.map((invoice) => invoice.id));
        /** The last reminder id when each invoice was settled: none may come after it. */
        const settledAt = new Map<number, number>();
        const lastReminderId = () => Math.max(0, ...db.reminders.all().map((reminder) => reminder.id));
        const fresh = async (index: number) => {
          const known = invoices[index % invoices.length] as Invoice;
          return (await call('GET', `/api/invoices/${known.id}`, { token })).json as unknown as Invoice;
        };

        for (const move of steps) {
          if (move.kind === 'move') {
            day = addDays(day, move.days);
            setMockDate(day);
            const before = db.reminders.all().filter((reminder) => ids.has(reminder.invoiceId)).length;
            // Enough requests to finish the run; however many there are, one reminder per invoice at most.
            await Promise.all(Array.from({ length: move.parallel }, () => call('GET', '/api/reminders/overview', { token })));
            const today = db.reminders
              .all()
              .filter((reminder) => ids.has(reminder.invoiceId))
              .slice(before);
            expect(new Set(today.map((reminder) => reminder.invoiceId)).size).toBe(today.length);
            continue;
          }
          const invoice = await fresh(move.kind === 'void' ? move.invoice : move.invoice);
          if (invoice.status === 'PAID' || invoice.status === 'VOID' || invoice.status === 'CREDITED') continue;
          if (move.kind === 'void' && invoice.status === 'ISSUED') {
            await call('POST', `/api/invoices/${invoice.id}/void`, { token, body: { version: invoice.version, reason: 'Wrong job' } });
          } else if (move.kind === 'pay') {
            const amount = Math.max(1, Math.round(invoice.balance * move.share));
            await call('POST', `/api/invoices/${invoice.id}/payments`, {
              token,
              body: { version: invoice.version, paidOn: day, method: 'CARD', amount },
            });
          } else if (move.kind === 'credit') {
            const amount = Math.max(1, Math.round(invoice.balance * move.share));
            await call('POST', `/api/invoices/${invoice.id}/credit-notes`, { token, body: { reason: 'Returned', kind: 'AMOUNT', amount } });
          }
          const after = (await call('GET', `/api/invoices/${invoice.id}`, { token })).json as unknown as Invoice;
          if (after.balance === 0 || after.status === 'VOID') settledAt.set(after.id, lastReminderId());
        }

        const sent = db.reminders.all().filter((reminder) => ids.has(reminder.invoiceId));
        for (const id of ids) {
          const offsets = sent.filter((reminder) => reminder.invoiceId === id).map((reminder) => reminder.offset);
          expect(new Set(offsets).size).toBe(offsets.length);
          const settled = settledAt.get(id);
          if (settled !== undefined) expect(sent.filter((reminder) => reminder.invoiceId === id && reminder.id > settled)).toEqual([]);
          const events = db.invoices.findFirst((q) => q.where({ id }))?.events.filter((event) => event.type === 'REMINDED') ?? [];
          expect(events).toHaveLength(offsets.length);
        }
      }),
      { numRuns: 20, seed: 2426 },
    );
  }, 240_000);
});
