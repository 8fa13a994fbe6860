// Spreading a line's money over documents: oldest first, each up to what is left to pay, the rest
// as credit owed (money in), credit from the supplier (a bill overpaid) or an expense (no bill).
// Used by the suggestions and by a user's own split (docs/invoicing.md#bank-matching).
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/calendar-date';
import { oldestFirst, targetKey, type Target } from './document-index';
import type { Allocation, BankLine, Match, OpenBill, OpenInvoice } from './types';

/** What is left to pay of each document, by targetKey; absent means its balance when indexed. */
export type Remaining = ReadonlyMap<string, number>;

const remainingOf = (remaining: Remaining, target: Target): number => remaining.get(targetKey(target.kind, target.id)) ?? target.balance;

/**
 * `amount` spread over `targets` in their order, each up to what is left of it, skipping documents
 * dated after the payment (a payment is never dated before its invoice: decision 160). Null when
 * nothing is left to pay on any of them.
 */
export function allocateInOrder(
  lineId: number,
  amount: number,
  paidOn: string,
  targets: readonly Target[],
  remaining: Remaining,
): Match | null {
  const allocations: Allocation[] = [];
  let left = amount;
  let fullyPaid = true;
  let last: Target | undefined;
  for (const target of targets) {
    if (left === 0) break;
    const open = remainingOf(remaining, target);
    if (open <= 0 || target.issueDate > paidOn) continue;
    const paid = Math.min(open, left);
    allocations.push({ documentKind: target.kind, documentId: target.id, label: target.label, amount: paid, balanceBefore: open });
    if (paid < open) fullyPaid = false;
    left -= paid;
    last = target;
  }
  if (!last) return null;
  const outcome = left > 0 ? 'over' : fullyPaid ? 'exact' : 'part';
  const match: Match = { lineId, allocations, excess: left, outcome, partyId: last.partyId };
  if (left > 0) match.excessKind = last.kind === 'invoice' ? 'credit-owed' : 'supplier-credit';
  return match;
}

/** A document the user chose for a line, with the amount they typed (else the engine spreads the rest). */
export type ChosenDocument =
  { kind: 'invoice'; document: OpenInvoice; amount?: number } | { kind: 'bill'; document: OpenBill; amount?: number };

export type AllocationResult = { ok: true; match: Match } | { ok: false; problem: string };

function toTarget(chosen: ChosenDocument): Target {
  if (chosen.kind === 'invoice') {
    const { id, number, balance, issueDate, dueDate, clientId, clientName } = chosen.document;
    return { kind: 'invoice', id, label: number, balance, issueDate, dueDate, partyId: clientId, partyName: clientName };
  }
  const { id, number, balance, issueDate, dueDate, supplierId, supplierName } = chosen.document;
  return { kind: 'bill', id, label: number ?? supplierName, balance, issueDate, dueDate, partyId: supplierId, partyName: supplierName };
}

const describe = (target: Target): string => `${target.kind === 'invoice' ? 'Invoice' : 'Bill'} ${target.label}`;

function chosenProblem(line: BankLine, chosen: readonly ChosenDocument[], targets: readonly Target[]): string | null {
  const kind = line.amount > 0 ? 'invoice' : 'bill';
  if (line.amount === 0) return 'This line moves no money: there is nothing to match.';
  if (chosen.length === 0 && kind === 'invoice') return 'Choose at least one invoice this payment pays.';
  const seen = new Set<number>();
  let typed = 0;
  for (const [position, choice] of chosen.entries()) {
    const target = targets[position];
    if (!target) continue;
    if (choice.kind !== kind) return kind === 'invoice' ? 'Money in pays invoices, not bills.' : 'Money out pays bills, not invoices.';
    if (seen.has(target.id)) return `${describe(target)} is chosen twice.`;
    seen.add(target.id);
    if (target.issueDate > line.date) {
      return `${describe(target)} was issued on ${formatDate(target.issueDate)}, after this payment's date, ${formatDate(line.date)}.`;
    }
    if (choice.amount === undefined) continue;
    if (!Number.isSafeInteger(choice.amount) || choice.amount < 1) return `The amount for ${describe(target)} must be at least $0.01.`;
    if (choice.amount > target.balance) {
      return `${describe(target)} has ${formatMoney(target.balance)} left to pay; ${formatMoney(choice.amount)} is more.`;
    }
    typed += choice.amount;
  }
  const total = Math.abs(line.amount);
  if (typed > total) return `The amounts come to ${formatMoney(typed)}, more than the line's ${formatMoney(total)}.`;
  return null;
}

/**
 * A user's split of one line: the amounts they typed, then the rest spread over the documents left
 * without one, oldest first, each up to its balance; what is still left is credit owed to the client
 * of the last invoice paid (money in), credit from the supplier, or an expense when no bill is chosen.
 */
export function allocate(line: BankLine, chosen: readonly ChosenDocument[]): AllocationResult {
  const targets = chosen.map(toTarget);
  const problem = chosenProblem(line, chosen, targets);
  if (problem !== null) return { ok: false, problem };
  const total = Math.abs(line.amount);
  if (chosen.length === 0)
    return { ok: true, match: { lineId: line.id, allocations: [], excess: total, excessKind: 'expense', outcome: 'expense' } };
  const typed = new Map<string, number>();
  for (const [position, choice] of chosen.entries()) {
    const target = targets[position];
    if (target && choice.amount !== undefined) typed.set(targetKey(target.kind, target.id), choice.amount);
  }
  const typedTotal = [...typed.values()].reduce((sum, amount) => sum + amount, 0);
  const rest = allocateInOrder(
    line.id,
    total - typedTotal,
    line.date,
    targets.filter((target) => !typed.has(targetKey(target.kind, target.id))).sort(oldestFirst),
    new Map(),
  );
  const allocations: Allocation[] = [];
  for (const target of targets) {
    const amount = typed.get(targetKey(target.kind, target.id));
    if (amount !== undefined) {
      allocations.push({ documentKind: target.kind, documentId: target.id, label: target.label, amount, balanceBefore: target.balance });
    }
  }
  allocations.push(...(rest?.allocations ?? []));
  allocations.sort((a, b) => targets.findIndex((t) => t.id === a.documentId) - targets.findIndex((t) => t.id === b.documentId));
  const excess = total - allocations.reduce((sum, allocation) => sum + allocation.amount, 0);
  const last = targets.find((target) => target.id === allocations.at(-1)?.documentId);
  const fullyPaid = allocations.every((allocation) => allocation.amount === allocation.balanceBefore);
  const match: Match = {
    lineId: line.id,
    allocations,
    excess,
    outcome: excess > 0 ? 'over' : fullyPaid ? 'exact' : 'part',
  };
  if (last) match.partyId = last.partyId;
  if (excess > 0) match.excessKind = line.amount > 0 ? 'credit-owed' : 'supplier-credit';
  return { ok: true, match };
}
