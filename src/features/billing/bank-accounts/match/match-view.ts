// What the match screen shows, pure: the engine's suggestions beside each line to match (invoices
// for money in, bills or an expense for money out), the filters, the sure matches confirmed in bulk,
// and the reconciled balance against the statement's closing balance (docs/bank-statements.md#matching).
import type { BankMatchInput, BankStatementLine, BillListItem, InvoiceListItem } from '@/api/types';
import { suggestMatches } from '../matching/suggest-matches';
import type { BankLine, Match, OpenBill, OpenInvoice, Suggestion } from '../matching/types';

export type MatchFilter = 'to-match' | 'suggested' | 'reconciled';

export const MATCH_FILTERS: ReadonlyArray<{ value: MatchFilter; label: string }> = [
  { value: 'to-match', label: 'To match' },
  { value: 'suggested', label: 'Suggested' },
  { value: 'reconciled', label: 'Reconciled' },
];

export interface MatchRow {
  line: BankStatementLine;
  /** Best first; empty for a reconciled line or nothing found. */
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

export function toOpenBill(item: BillListItem): OpenBill | null {
  if (item.kind !== 'BILL' || item.balance <= 0) return null;
  return {
    id: item.id,
    ...(item.supplierReference ? { number: item.supplierReference } : {}),
    supplierId: item.supplierId,
    supplierName: item.supplierName,
    issueDate: item.date,
    dueDate: item.dueDate,
    balance: item.balance,
  };
}

/** Lines to match get the engine's suggestions; every other line is listed as it is. */
export function matchRows(lines: readonly BankStatementLine[], invoices: readonly OpenInvoice[], bills?: readonly OpenBill[]): MatchRow[] {
  const toMatch = lines.filter((line) => line.status === 'TO_MATCH');
  const documents = bills ? { invoices, bills } : { invoices };
  const suggested = new Map(suggestMatches(toMatch.map(toBankLine), documents).map((one) => [one.lineId, one.suggestions]));
  return lines.map((line) => ({ line, suggestions: suggested.get(line.id) ?? [] }));
}

/**
 * A suggestion the server takes as it is: every cent goes to documents, or money in beyond them is
 * credit owed to a client (decision 232). An expense needs its account first; money beyond bills
 * is not confirmed (record the line as an expense instead).
 */
export const confirmable = (match: Match | undefined): match is Match =>
  match !== undefined &&
  match.allocations.length > 0 &&
  (match.excess === 0 || (match.excessKind === 'credit-owed' && match.partyId !== undefined));

const isSure = (row: MatchRow) => {
  const first = row.suggestions[0];
  return row.line.status === 'TO_MATCH' && first?.confidence === 'sure' && confirmable(first);
};

export function filterRows(rows: readonly MatchRow[], filter: MatchFilter): MatchRow[] {
  if (filter === 'reconciled') return rows.filter((row) => row.line.status === 'RECONCILED');
  if (filter === 'suggested') return rows.filter((row) => row.line.status === 'TO_MATCH' && row.suggestions.length > 0);
  return rows.filter((row) => row.line.status === 'TO_MATCH');
}

/** The request body that records the match: each document paid, and who money in beyond them is credit for. */
export function matchInput(match: Match): BankMatchInput {
  const allocations = match.allocations.map((allocation) =>
    allocation.documentKind === 'invoice'
      ? { invoiceId: allocation.documentId, amount: allocation.amount }
      : { billId: allocation.documentId, amount: allocation.amount },
  );
  return match.excess > 0 && match.excessKind === 'credit-owed' && match.partyId !== undefined
    ? { allocations, creditClientId: match.partyId }
    : { allocations };
}

export const sureMatches = (rows: readonly MatchRow[]) =>
  rows.filter(isSure).map((row) => ({ lineId: row.line.id, ...matchInput(row.suggestions[0] as Match) }));

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
