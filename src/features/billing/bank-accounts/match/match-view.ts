// What the match screen shows, pure: the engine's suggestions beside each line to match, the
// filters, the sure matches confirmed in bulk, and the reconciled balance against the statement's
// closing balance (docs/bank-statements.md#matching).
import type { BankAllocationInput, BankStatementLine, InvoiceListItem } from '@/api/types';
import { suggestMatches } from '../matching/suggest-matches';
import type { BankLine, Match, OpenInvoice, Suggestion } from '../matching/types';

export type MatchFilter = 'to-match' | 'suggested' | 'reconciled';

export const MATCH_FILTERS: ReadonlyArray<{ value: MatchFilter; label: string }> = [
  { value: 'to-match', label: 'To match' },
  { value: 'suggested', label: 'Suggested' },
  { value: 'reconciled', label: 'Reconciled' },
];

export interface MatchRow {
  line: BankStatementLine;
  /** Best first; empty for a reconciled line, money out, or nothing found. */
  suggestions: Suggestion[];
}

export function toBankLine(line: BankStatementLine): BankLine {
  const { id, date, amount, payee, particulars, code, reference } = line;
  return {
    id,
    date,
    amount,
    ...(payee ? { payee } : {}),
    ...(particulars ? { particulars } : {}),
    ...(code ? { code } : {}),
    ...(reference ? { reference } : {}),
  };
}

export function toOpenInvoice(item: InvoiceListItem): OpenInvoice | null {
  if (item.number === undefined || item.balance <= 0) return null;
  return {
    id: item.id,
    number: item.number,
    businessId: item.businessId,
    clientId: item.clientId,
    clientName: item.clientName,
    issueDate: item.issueDate,
    dueDate: item.dueDate,
    balance: item.balance,
  };
}

/** Money-in lines to match get the engine's suggestions; every other line is listed as it is. */
export function matchRows(lines: readonly BankStatementLine[], invoices: readonly OpenInvoice[]): MatchRow[] {
  const toMatch = lines.filter((line) => line.status === 'TO_MATCH' && line.amount > 0);
  const suggested = new Map(suggestMatches(toMatch.map(toBankLine), { invoices }).map((one) => [one.lineId, one.suggestions]));
  return lines.map((line) => ({ line, suggestions: suggested.get(line.id) ?? [] }));
}

/** A suggestion the server takes as it is: every cent of the line goes to invoices (decision 231). */
export const confirmable = (match: Match | undefined): match is Match =>
  match !== undefined && match.excess === 0 && match.allocations.length > 0;

const isSure = (row: MatchRow) => {
  const first = row.suggestions[0];
  return row.line.status === 'TO_MATCH' && first?.confidence === 'sure' && confirmable(first);
};

export function filterRows(rows: readonly MatchRow[], filter: MatchFilter): MatchRow[] {
  if (filter === 'reconciled') return rows.filter((row) => row.line.status === 'RECONCILED');
  if (filter === 'suggested') return rows.filter((row) => row.line.status === 'TO_MATCH' && row.suggestions.length > 0);
  return rows.filter((row) => row.line.status === 'TO_MATCH');
}

export const allocationsOf = (match: Match): BankAllocationInput[] =>
  match.allocations.map((allocation) => ({ invoiceId: allocation.documentId, amount: allocation.amount }));

export const sureMatches = (rows: readonly MatchRow[]) =>
  rows.filter(isSure).map((row) => ({ lineId: row.line.id, allocations: allocationsOf(row.suggestions[0] as Match) }));

export interface Reconciliation {
  /** The running balance after the statement's latest line, when the file gave one. */
  closing: number | null;
  /** The closing balance less the lines still to match: what the matched lines account for. */
  reconciled: number | null;
  /** Σ of the lines still to match: the difference, explained by them. */
  difference: number;
  moneyIn: { count: number; total: number };
  moneyOut: { count: number; total: number };
}

export function reconciliation(lines: readonly BankStatementLine[]): Reconciliation {
  let latest: BankStatementLine | undefined;
  const moneyIn = { count: 0, total: 0 };
  const moneyOut = { count: 0, total: 0 };
  for (const line of lines) {
    if (line.balance !== undefined && (!latest || line.date > latest.date || (line.date === latest.date && line.id > latest.id)))
      latest = line;
    if (line.status !== 'TO_MATCH') continue;
    const side = line.amount >= 0 ? moneyIn : moneyOut;
    side.count += 1;
    side.total += line.amount;
  }
  const difference = moneyIn.total + moneyOut.total;
  const closing = latest?.balance ?? null;
  return { closing, reconciled: closing === null ? null : closing - difference, difference, moneyIn, moneyOut };
}
