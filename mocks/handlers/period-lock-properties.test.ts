// Property: no change ever alters a filed figure. For random invoices and bills in a period, filed,
// then random changes (new documents dated in the filed period or the current one, payments,
// voids, credit notes, supplier credit notes, refunds, a supplier's GST number recorded or removed): the filed return is
// answered exactly as filed, anything dated in the filed period is refused, nothing is a 500, and
// what the filed period would be now differs from what was filed by exactly the adjustments the
// next return carries (boxes 9 and 13).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../src/lib/calendar-date';
import { sumCents } from '../../src/lib/money';
import { today } from '../runtime/clock';
import { reseedDefault } from '../seed/seed';
import { call, type CallResult } from '../testing/call';
import { fileReturn, gstReturn, periods, reopenReturn } from '../testing/gst-returns';
import { asAdmin, asUser } from '../testing/invoices';

type Json = Record<string, unknown>;
const TAX_CODES = ['STANDARD', 'ZERO', 'EXEMPT'] as const;
const PLACEMAKERS = 1;
const RUBBISH = 4;

const documentArb = fc.record({
  kind: fc.constantFrom('invoice', 'bill'),
  cents: fc.integer({ min: 100, max: 150_000 }),
  taxCode: fc.constantFrom(...TAX_CODES),
  /** A day of the period (0 = its first); taken modulo the period's length. */
  day: fc.nat(),
  pay: fc.boolean(),
  unregistered: fc.boolean(),
});

const changeArb = fc.oneof(
  fc.record({ op: fc.constant('new' as const), document: documentArb, inFiled: fc.boolean() }),
  fc.record({ op: fc.constant('pay' as const), pick: fc.nat(), inFiled: fc.boolean(), day: fc.nat() }),
  fc.record({ op: fc.constant('void' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('credit' as const), pick: fc.nat(), cents: fc.integer({ min: 1, max: 5000 }) }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat(), inFiled: fc.boolean(), day: fc.nat() }),
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('supplierCredit' as const),
      pick: fc.nat(),
      /** The share of the bill's balance credited: above 100 is more than is owed. */
      percent: fc.integer({ min: 1, max: 110 }),
      inFiled: fc.boolean(),
      day: fc.nat(),
    }),
  },
  fc.record({ op: fc.constant('supplierGst' as const), recorded: fc.boolean() }),
);

describe('filed GST figures', () => {
  it('never change, whatever is done after filing; late changes reach the next return as adjustments', { timeout: 240_000 }, async () => {
    const token = await asUser();
    const admin = await asAdmin();
    const { current, previous } = periods();
    const dayOf = (period: { start: string; end: string }, day: number) => {
      const last = period === current ? today() : period.end;
      return addDays(period.start, day % (daysBetween(period.start, last) + 1));
    };

    async function record(document: unknown, date: string) {
      const { kind, cents, taxCode, pay, unregistered } = document as {
        kind: string;
        cents: number;
        taxCode: string;
        pay: boolean;
        unregistered: boolean;
      };
      if (kind === 'invoice') {
        const lines = [{ description: 'Work', quantity: '1', unitPrice: cents, taxCode }];
        const draft = await call('POST', '/api/invoices', {
          token,
          body: { businessId: 1, clientId: 1, issueDate: date, dueDate: date, lines },
        });
        if (draft.status !== 201) return [draft];
        const draftId = draft.json.id as number;
        const issued = await call('POST', `/api/invoices/${draftId}/issue`, { token, body: { version: draft.json.version } });
        const answers = [draft, issued];
        if (pay && issued.status === 200) {
          const body = { version: issued.json.version, amount: issued.json.total, paidOn: date, method: 'CARD' };
          answers.push(await call('POST', `/api/invoices/${draftId}/payments`, { token, body }));
        }
        invoices.push(draftId);
        return answers;
      }
      const line = { description: 'Timber', quantity: '1', unitPrice: cents, taxCode, accountId: 1 };
      const body = {
        businessId: 1,
        kind: pay ? 'EXPENSE' : 'BILL',
        supplierId: unregistered ? RUBBISH : PLACEMAKERS,
        date,
        dueDate: date,
        pricesIncludeGst: true,
        approve: true,
        lines: [line],
      };
      const bill = await call('POST', '/api/bills', { token, body });
      if (bill.status === 201) bills.push(bill.json.id as number);
      return [bill];
    }

    let invoices: number[] = [];
    let bills: number[] = [];
    let supplierCredits: number[] = [];
    const pick = <T>(list: T[], n: number) => (list.length === 0 ? undefined : list[n % list.length]);
    const invoiceNow = async (id: number) => (await call('GET', `/api/invoices/${id}`, { token })).json as Json;

    await fc.assert(
      fc.asyncProperty(
        fc.array(documentArb, { minLength: 1, maxLength: 5 }),
        fc.array(changeArb, { minLength: 1, maxLength: 8 }),
        async (before, changes) => {
          await reseedDefault();
          invoices = [];
          bills = [];
          supplierCredits = [];
          for (const document of before) await record(document, dayOf(previous, document.day));
          const filed = await fileReturn(token, previous);

          for (const change of changes) {
            let answers: CallResult[] = [];
            let datedInFiled = false;
            if (change.op === 'new') {
              datedInFiled = change.inFiled;
              answers = await record(change.document, dayOf(change.inFiled ? previous : current, change.document.day));
            } else if (change.op === 'pay' || change.op === 'refund') {
              datedInFiled = change.inFiled;
              const date = dayOf(change.inFiled ? previous : current, change.day);
              const id = pick(invoices, change.pick);
              if (id === undefined) continue;
              const invoice = await invoiceNow(id);
              const amount = change.op === 'pay' ? invoice.balance : invoice.creditOwed;
              if (typeof amount !== 'number' || amount <= 0) continue;
              const body = {
                version: invoice.version,
                amount,
                method: 'CARD',
                ...(change.op === 'pay' ? { paidOn: date } : { refundedOn: date }),
              };
              answers = [await call('POST', `/api/invoices/${id}/${change.op === 'pay' ? 'payments' : 'refunds'}`, { token, body })];
              const bill = pick(bills, change.pick);
              if (change.op === 'pay' && bill !== undefined) {
                answers.push(await call('POST', `/api/bills/${bill}/payments`, { token, body: { amount: 100, paidOn: date } }));
              }
            } else if (change.op === 'void') {
              const id = pick(invoices, change.pick);
              if (id !== undefined) {
                const invoice = await invoiceNow(id);
                answers.push(
                  await call('POST', `/api/invoices/${id}/void`, { token, body: { version: invoice.version, reason: 'Wrong' } }),
                );
              }
              const bill = pick(bills, change.pick);
              if (bill !== undefined) answers.push(await call('POST', `/api/bills/${bill}/void`, { token }));
              const creditNote = pick(supplierCredits, change.pick);
              if (creditNote !== undefined) answers.push(await call('POST', `/api/bills/${creditNote}/void`, { token }));
            } else if (change.op === 'supplierCredit') {
              datedInFiled = change.inFiled;
              const id = pick(bills, change.pick);
              if (id === undefined) continue;
              const credited = (await call('GET', `/api/bills/${id}`, { token })).json as Json;
              const cents = Math.max(1, Math.floor(((credited.balance as number) * change.percent) / 100));
              const body = {
                businessId: 1,
                kind: 'CREDIT_NOTE',
                creditsBillId: id,
                supplierId: credited.supplierId,
                date: dayOf(change.inFiled ? previous : current, change.day),
                pricesIncludeGst: true,
                lines: [{ description: 'Returned', quantity: '1', unitPrice: cents, taxCode: 'STANDARD', accountId: 1 }],
              };
              const answer = await call('POST', '/api/bills', { token, body });
              if (answer.status === 201) supplierCredits.push(answer.json.id as number);
              answers = [answer];
            } else if (change.op === 'credit') {
              const id = pick(invoices, change.pick);
              if (id === undefined) continue;
              answers = [
                await call('POST', `/api/invoices/${id}/credit-notes`, {
                  token,
                  body: { kind: 'AMOUNT', amount: change.cents, reason: 'Less' },
                }),
              ];
            } else {
              const supplier = (await call('GET', `/api/suppliers/${RUBBISH}`, { token })).json as Json;
              const rest = Object.fromEntries(Object.entries(supplier).filter(([key]) => key !== 'gstNumber'));
              const body = change.recorded ? { ...rest, gstNumber: '102-345-673' } : rest;
              answers = [await call('PUT', `/api/suppliers/${RUBBISH}`, { token, body })];
            }
            for (const answer of answers) {
              expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(500);
              if (datedInFiled) expect(answer.status, JSON.stringify(answer.json)).toBeGreaterThanOrEqual(400);
              if (answer.status === 409 && datedInFiled) expect(answer.json.type).toMatch(/period-locked|invalid-status/);
            }
          }

          // The filed return is answered exactly as filed.
          expect(await gstReturn(token, previous)).toEqual(filed);
          // The next return carries the difference, and its boxes add up.
          const next = await gstReturn(token, current);
          expect(next.box9).toBe(sumCents(next.adjustments.map((a) => a.debit)));
          expect(next.box13).toBe(sumCents(next.adjustments.map((a) => a.credit)));
          expect(next.box10).toBe(next.box8 + next.box9);
          expect(next.box14).toBe(next.box12 + next.box13);
          expect(next.box15).toBe(next.box10 - next.box14);
          // Reopened, the period shows what it would be now: filed + carried = now, to the cent.
          expect((await reopenReturn(admin, previous)).status).toBe(200);
          const now = await gstReturn(token, previous);
          expect(now.box8 - filed.box8).toBe(sumCents(next.adjustments.map((a) => a.outputTax)));
          expect(now.box12 - filed.box12).toBe(sumCents(next.adjustments.map((a) => a.inputTax)));
        },
      ),
      { numRuns: 12, seed: 2226 },
    );
  });
});
