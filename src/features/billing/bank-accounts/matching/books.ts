// The bookkeeping of confirmed matches, pure: what payments they record (integer cents, the bank
// line as their source), what balances they leave, and undo, which removes exactly one line's
// payments so every balance is restored (docs/invoicing.md#bank-matching).
import { formatMoney } from '@/lib/money';
import { targetKey } from './document-index';
import type { BankLine, DocumentKind, ExcessKind, Match, OpenDocuments } from './types';

/** A payment recorded on a document, its source a bank line. */
interface RecordedPayment {
  lineId: number;
  documentKind: DocumentKind;
  documentId: number;
  amount: number;
  /** The line's date. */
  paidOn: string;
}

/** The part of a line no document took: credit owed, credit from a supplier, or an expense. */
interface RecordedExcess {
  lineId: number;
  kind: ExcessKind;
  partyId?: number;
  amount: number;
}

export interface Books {
  /** What is left to pay, by targetKey ("invoice:12"). */
  balances: ReadonlyMap<string, number>;
  payments: readonly RecordedPayment[];
  excesses: readonly RecordedExcess[];
  /** Lines matched, with their amount (unsigned). */
  matchedLines: ReadonlyMap<number, number>;
}

export function openBooks(documents: OpenDocuments): Books {
  const balances = new Map<string, number>();
  for (const invoice of documents.invoices) balances.set(targetKey('invoice', invoice.id), invoice.balance);
  for (const bill of documents.bills ?? []) balances.set(targetKey('bill', bill.id), bill.balance);
  return { balances, payments: [], excesses: [], matchedLines: new Map() };
}

export type ApplyResult = { ok: true; books: Books; recorded: RecordedPayment[] } | { ok: false; problems: string[] };

const documentWords = (kind: DocumentKind, label: string) => `${kind === 'invoice' ? 'Invoice' : 'Bill'} ${label}`;

/** Why the match cannot be recorded, or null; when it can, `balances` is lowered by its payments. */
function matchProblem(
  match: Match,
  line: BankLine | undefined,
  matched: ReadonlyMap<number, number>,
  balances: Map<string, number>,
): string | null {
  const lowered = new Map<string, number>();
  const problem = checkMatch(match, line, matched, (key) => lowered.get(key) ?? balances.get(key), lowered);
  if (problem === null) for (const [key, left] of lowered) balances.set(key, left);
  return problem;
}

function checkMatch(
  match: Match,
  line: BankLine | undefined,
  matched: ReadonlyMap<number, number>,
  balanceOf: (key: string) => number | undefined,
  lowered: Map<string, number>,
): string | null {
  if (!line) return `Line ${match.lineId} is not in this statement.`;
  if (matched.has(line.id)) return `Line ${line.id} is already matched: undo it first.`;
  const total = Math.abs(line.amount);
  const kind: DocumentKind = line.amount > 0 ? 'invoice' : 'bill';
  let paid = 0;
  for (const allocation of match.allocations) {
    const key = targetKey(allocation.documentKind, allocation.documentId);
    const left = balanceOf(key);
    const what = documentWords(allocation.documentKind, allocation.label);
    if (allocation.documentKind !== kind) return `Line ${line.id}: ${line.amount > 0 ? 'money in pays invoices' : 'money out pays bills'}.`;
    if (!Number.isSafeInteger(allocation.amount) || allocation.amount < 1)
      return `Line ${line.id}: a payment to ${what} must be at least $0.01.`;
    if (left === undefined) return `Line ${line.id}: ${what} is not open.`;
    if (allocation.amount > left) {
      return `Line ${line.id}: ${what} has ${formatMoney(left)} left to pay; ${formatMoney(allocation.amount)} is more.`;
    }
    lowered.set(key, left - allocation.amount);
    paid += allocation.amount;
  }
  if (paid + match.excess !== total || match.excess < 0) {
    return `Line ${line.id}: the payments and what is left come to ${formatMoney(paid + match.excess)}, not the line's ${formatMoney(total)}.`;
  }
  if (match.excess > 0 && match.excessKind === undefined) return `Line ${line.id}: say what the ${formatMoney(match.excess)} left over is.`;
  return null;
}

/**
 * Records the matches, all or none: each line at most once, no document paid beyond its balance,
 * and every line's money accounted for (Σ payments + what is left over = the line's amount).
 */
export function applyMatches(books: Books, lines: readonly BankLine[], matches: readonly Match[]): ApplyResult {
  const lineById = new Map(lines.map((line) => [line.id, line]));
  const balances = new Map(books.balances);
  const matchedLines = new Map(books.matchedLines);
  const problems: string[] = [];
  const recorded: RecordedPayment[] = [];
  const excesses: RecordedExcess[] = [];
  for (const match of matches) {
    const line = lineById.get(match.lineId);
    const problem = matchProblem(match, line, matchedLines, balances);
    if (problem !== null || !line) {
      problems.push(problem ?? '');
      continue;
    }
    matchedLines.set(line.id, Math.abs(line.amount));
    for (const allocation of match.allocations) {
      recorded.push({
        lineId: line.id,
        documentKind: allocation.documentKind,
        documentId: allocation.documentId,
        amount: allocation.amount,
        paidOn: line.date,
      });
    }
    if (match.excess > 0 && match.excessKind) {
      const excess: RecordedExcess = { lineId: line.id, kind: match.excessKind, amount: match.excess };
      if (match.partyId !== undefined) excess.partyId = match.partyId;
      excesses.push(excess);
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    recorded,
    books: { balances, payments: [...books.payments, ...recorded], excesses: [...books.excesses, ...excesses], matchedLines },
  };
}

/** Removes exactly the payments and left-over the line recorded, restoring every balance it lowered. */
export function undoMatch(books: Books, lineId: number): Books {
  if (!books.matchedLines.has(lineId)) return books;
  const balances = new Map(books.balances);
  for (const payment of books.payments) {
    if (payment.lineId !== lineId) continue;
    const key = targetKey(payment.documentKind, payment.documentId);
    balances.set(key, (balances.get(key) ?? 0) + payment.amount);
  }
  const matchedLines = new Map(books.matchedLines);
  matchedLines.delete(lineId);
  return {
    balances,
    payments: books.payments.filter((payment) => payment.lineId !== lineId),
    excesses: books.excesses.filter((excess) => excess.lineId !== lineId),
    matchedLines,
  };
}
