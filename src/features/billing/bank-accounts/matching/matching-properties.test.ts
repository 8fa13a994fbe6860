// Property tests of the matching engine (docs/invoicing.md#bank-matching): money is never created or
// lost, no balance is paid beyond itself, undo restores every balance exactly, and the suggestions
// depend on the statement and the documents, not on the order they were given in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMatches, openBooks, undoMatch, type Books } from './books';
import { suggestMatches } from './suggest-matches';
import type { BankLine, LineSuggestions, OpenBill, OpenDocuments, OpenInvoice, RecurringSchedule } from './types';

const CLIENTS = ['Hannah Kim', 'Aroha Ngata', 'J Smith & Co Ltd', 'Kim Hannah', 'Māui Tāne'];
const PREFIXES = ['RENO-', 'INV-', 'MGMT-'];
const day = (n: number) => `2026-${String(1 + Math.floor(n / 28)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;

const invoicesArb = fc
  .array(
    fc.record({
      client: fc.integer({ min: 0, max: CLIENTS.length - 1 }),
      prefix: fc.constantFrom(...PREFIXES),
      balance: fc.oneof(fc.integer({ min: 1, max: 200_000 }), fc.constantFrom(10_000, 52_000, 11_500)),
      issued: fc.integer({ min: 0, max: 200 }),
      schedule: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
    }),
    { maxLength: 30 },
  )
  .map((drafts) =>
    drafts.map((draft, at): OpenInvoice => ({
      id: at + 1,
      number: `${draft.prefix}${String(at + 1).padStart(4, '0')}`,
      businessId: 1,
      clientId: draft.client + 1,
      clientName: CLIENTS[draft.client] ?? '',
      issueDate: day(draft.issued),
      dueDate: day(draft.issued + 14),
      balance: draft.balance,
      ...(draft.schedule === undefined ? {} : { scheduleId: draft.schedule }),
    })),
  );

const schedules: RecurringSchedule[] = [
  { id: 1, clientId: 1, clientName: 'Hannah Kim', reference: 'Rent 12 Lake Esplanade', total: 52_000 },
  { id: 2, clientId: 2, clientName: 'Aroha Ngata', reference: 'Flat 2', total: 10_000 },
];
const bills: OpenBill[] = [
  { id: 1, number: 'PB-778', supplierId: 1, supplierName: 'Placemakers', issueDate: day(3), dueDate: day(30), balance: 45_000 },
  { id: 2, supplierId: 2, supplierName: 'Z Energy', issueDate: day(5), dueDate: day(30), balance: 2_300 },
];

/** Statement lines built from the documents: numbers written loosely, names by initials, amounts near the balances. */
function linesArb(invoices: OpenInvoice[]): fc.Arbitrary<BankLine[]> {
  const numbers = invoices.map((invoice) => invoice.number);
  const written = fc.oneof(
    fc.constantFrom('', 'RENT 12 LAKE', 'Flat 2', 'PB778', ...numbers),
    fc.constantFrom(...(numbers.length > 0 ? numbers : ['X'])).map((n) => n.toLowerCase().replace(/-0*/, ' ')),
    fc.string({ maxLength: 12 }),
  );
  const amount = fc.oneof(
    fc.constantFrom(...invoices.map((invoice) => invoice.balance), 52_000, 10_000, -45_000, -2_300),
    fc.integer({ min: -50_000, max: 250_000 }),
  );
  return fc
    .array(
      fc.record({
        amount,
        payee: fc.constantFrom('', 'HANNAH KIM', 'KIM H', 'A NGATA', 'J SMITH', 'MAUI TANE', 'PLACEMAKERS', 'Z ENERGY'),
        particulars: written,
        reference: written,
        date: fc.integer({ min: 0, max: 300 }),
      }),
      { maxLength: 25 },
    )
    .map((drafts) => drafts.map((draft, at): BankLine => ({ id: at + 1, ...draft, date: day(draft.date) })));
}

const scenarioArb = invoicesArb.chain((invoices) => linesArb(invoices).map((lines) => ({ invoices, lines })));
const PARAMETERS = { numRuns: 200, seed: 20261126 };

const firstMatches = (result: LineSuggestions[]) => result.flatMap((line) => line.suggestions.slice(0, 1));

function recordAll(documents: OpenDocuments, lines: BankLine[]) {
  const books = openBooks(documents);
  const result = applyMatches(books, lines, firstMatches(suggestMatches(lines, documents)));
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return { books, after: result.books };
}

describe('matching, for any statement and open documents', () => {
  it('accounts for every cent of every suggestion: payments plus what is left over equal the line', () => {
    fc.assert(
      fc.property(scenarioArb, ({ invoices, lines }) => {
        for (const { lineId, suggestions } of suggestMatches(lines, { invoices, schedules, bills })) {
          const line = lines.find((l) => l.id === lineId);
          for (const suggestion of suggestions) {
            const paid = suggestion.allocations.reduce((sum, a) => sum + a.amount, 0);
            expect(paid + suggestion.excess).toBe(Math.abs(line?.amount ?? 0));
            for (const allocation of suggestion.allocations) {
              expect(
                Number.isSafeInteger(allocation.amount) && allocation.amount > 0 && allocation.amount <= allocation.balanceBefore,
              ).toBe(true);
            }
          }
        }
      }),
      PARAMETERS,
    );
  });

  it('never pays a balance beyond itself across lines, so confirming every first suggestion is accepted and conserves money', () => {
    fc.assert(
      fc.property(scenarioArb, ({ invoices, lines }) => {
        const documents = { invoices, schedules, bills };
        const { books, after } = recordAll(documents, lines);
        const paid = after.payments.reduce((sum, payment) => sum + payment.amount, 0);
        const leftOver = after.excesses.reduce((sum, excess) => sum + excess.amount, 0);
        const matched = [...after.matchedLines.values()].reduce((sum, amount) => sum + amount, 0);
        expect(paid + leftOver).toBe(matched);
        for (const [key, before] of books.balances) {
          const payments = after.payments.filter((p) => `${p.documentKind}:${p.documentId}` === key).reduce((sum, p) => sum + p.amount, 0);
          expect(after.balances.get(key)).toBe(before - payments);
          expect(after.balances.get(key)).toBeGreaterThanOrEqual(0);
        }
      }),
      PARAMETERS,
    );
  });

  it('each alternative fits in place of its line’s own suggestion', () => {
    fc.assert(
      fc.property(scenarioArb, ({ invoices, lines }) => {
        const documents = { invoices, schedules, bills };
        const result = suggestMatches(lines, documents);
        for (const [at, line] of result.entries()) {
          for (const alternative of line.suggestions.slice(1)) {
            const matches = firstMatches(result.filter((_, other) => other !== at));
            expect(applyMatches(openBooks(documents), lines, [...matches, alternative]).ok).toBe(true);
          }
        }
      }),
      PARAMETERS,
    );
  });

  it('undo, in any order, restores every balance exactly', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer(), ({ invoices, lines }, shuffleSeed) => {
        const { books, after } = recordAll({ invoices, schedules, bills }, lines);
        const order = [...after.matchedLines.keys()].sort((a, b) => ((a * 7919 + shuffleSeed) % 101) - ((b * 7919 + shuffleSeed) % 101));
        const undone = order.reduce((state: Books, lineId) => undoMatch(state, lineId), after);
        expect(undone).toEqual(books);
      }),
      PARAMETERS,
    );
  });

  it('gives the same suggestions whatever order the lines and documents come in', () => {
    fc.assert(
      fc.property(scenarioArb, ({ invoices, lines }) => {
        const byLine = (result: LineSuggestions[]) => [...result].sort((a, b) => a.lineId - b.lineId);
        const straight = suggestMatches(lines, { invoices, schedules, bills });
        const reversed = suggestMatches([...lines].reverse(), {
          invoices: [...invoices].reverse(),
          schedules: [...schedules].reverse(),
          bills: [...bills].reverse(),
        });
        expect(byLine(reversed)).toEqual(byLine(straight));
        expect(suggestMatches(lines, { invoices, schedules, bills })).toEqual(straight);
      }),
      PARAMETERS,
    );
  });
});
