// Confirming what bank statement lines pay, and undoing it (openapi.yaml tag bank-accounts;
// docs/bank-statements.md#matching). Money in pays invoices, the rest credit owed to a client
// (decision 232); money out pays bills or is recorded as an expense (decision 233). One payment per
// allocation, the line its source; all or nothing per request; a line never matched twice. A bulk
// confirm is recorded in chunks, each its own write, so other users' writes wait for one chunk at
// most (decision 234).
import { http, HttpResponse } from 'msw';
import { statusAfterSettlement } from '../../src/lib/credit-math';
import { canDo } from '../../src/lib/invoice-rules';
import { formatMoney } from '../../src/lib/money';
import { paidBeforeIssue } from '../../src/lib/requests/money-movements';
import { bankMatchesRequest, bankMatchRequest, type BankMatchAllocation, type BankMatchExpense } from '../../src/lib/requests/bank-matches';
import { nowIso, today } from '../runtime/clock';
import {
  dataVersion,
  db,
  insert,
  replaceWith,
  serialise,
  type BankAccountRecord,
  type BankLineRecord,
  type BillRecord,
  type InvoiceRecord,
  type SupplierRecord,
} from '../runtime/db';
import { linesOf, toBankStatementLine } from '../domain/bank-accounts';
import { creditBalance, creditEntriesOf } from '../domain/client-credits';
import { balanceOf, nextInvoicePaymentId, settlementOf } from '../domain/invoice-views';
import { PROBLEM_TYPES } from '../domain/invoicing';
import { periodLockRefusal, whileWriting } from '../domain/period-lock';
import { accountsOf, nextBillPaymentId, owedOf, paidOf, priceBill, statusAfterPayment, suppliersOf } from '../domain/purchases';
import { problem } from '../runtime/problem';
import { isRefusal, oneAtATime, parseId, readBody, sameText, type Params, type Refusal } from './http-utils';
import { findAccount } from './bank-accounts';
import { nextVersion, saveChange, signedIn } from './invoice-common';
import { fieldProblem } from './invoice-requests';
import type { UrlFor } from './types';
import type { Principal } from '../runtime/auth';

interface LineMatch {
  line: BankLineRecord;
  allocations: readonly BankMatchAllocation[];
  creditClientId?: number | undefined;
  expense?: BankMatchExpense | undefined;
}

/** Lines recorded per write of a bulk confirm (decision 234); the bench sets it to compare. */
export const confirmChunk = { lines: 50 };

const alreadyMatched = (line: BankLineRecord) =>
  problem(
    409,
    `The line of ${line.date} for ${formatMoney(line.amount)} is already matched. Undo its match first to match it again.`,
    undefined,
    PROBLEM_TYPES.alreadyMatched,
  );

function lineOf(account: BankAccountRecord, rawId: Params[string] | string | undefined): BankLineRecord | undefined {
  const id = parseId(rawId);
  return id === null ? undefined : db.bankLines.findFirst((q) => q.where({ id, accountId: account.id }));
}

/** What a check reads of the business, read once per check (the large scenario holds 20,000 invoices). */
interface Business {
  invoices: Map<number, InvoiceRecord>;
  bills: Map<number, BillRecord>;
}

const businessOf = (businessId: number): Business => ({
  invoices: new Map(db.invoices.findMany((q) => q.where({ businessId })).map((invoice) => [invoice.id, invoice])),
  bills: new Map(db.bills.findMany((q) => q.where({ businessId })).map((bill) => [bill.id, bill])),
});

const billLabel = (bill: BillRecord) =>
  bill.supplierReference ?? db.suppliers.findFirst((q) => q.where({ id: bill.supplierId }))?.name ?? `Bill ${bill.id}`;

/** Why one allocation cannot be recorded, or null; `left` is lowered by it. */
function allocationProblem(
  business: Business,
  line: BankLineRecord,
  { invoiceId, billId, amount }: BankMatchAllocation,
  left: Map<string, number>,
  field: string,
): Response | null {
  if (line.amount > 0) {
    if (invoiceId === undefined) return fieldProblem(`${field}billId`, 'Money in pays invoices, not bills.');
    const invoice = business.invoices.get(invoiceId);
    if (!invoice) return fieldProblem(`${field}invoiceId`, `No invoice of this account's business has id ${invoiceId}.`);
    const label = invoice.number ?? 'The draft';
    if (!canDo('recordPayment', { ...invoice, creditOwed: settlementOf(invoice).creditOwed })) {
      return fieldProblem(`${field}invoiceId`, `${label} is not open for payment.`);
    }
    if (line.date < invoice.issueDate) return fieldProblem(`${field}invoiceId`, `${label}: ${paidBeforeIssue(invoice.issueDate)}`);
    const key = `invoice:${invoiceId}`;
    const balance = left.get(key) ?? balanceOf(invoice);
    if (amount > balance) {
      return fieldProblem(`${field}amount`, `${label} has ${formatMoney(balance)} left to pay; ${formatMoney(amount)} is more.`);
    }
    left.set(key, balance - amount);
    return null;
  }
  if (billId === undefined) return fieldProblem(`${field}invoiceId`, 'Money out pays bills, not invoices.');
  const bill = business.bills.get(billId);
  if (!bill || bill.kind !== 'BILL') return fieldProblem(`${field}billId`, `No bill of this account's business has id ${billId}.`);
  const label = billLabel(bill);
  if (bill.status !== 'AWAITING_PAYMENT' && bill.status !== 'PART_PAID') {
    return fieldProblem(`${field}billId`, `The bill ${label} is not awaiting payment.`);
  }
  if (line.date < bill.date) return fieldProblem(`${field}billId`, `The bill ${label} is dated after the line: it cannot be paid before.`);
  const key = `bill:${billId}`;
  const balance = left.get(key) ?? owedOf(bill);
  if (amount > balance) {
    return fieldProblem(`${field}amount`, `The bill ${label} has ${formatMoney(balance)} left to pay; ${formatMoney(amount)} is more.`);
  }
  left.set(key, balance - amount);
  return null;
}

/** Why the part of a money-in line beyond its invoices cannot be credit, or why an expense cannot be recorded. */
function restProblem(
  account: BankAccountRecord,
  { line, creditClientId, expense }: LineMatch,
  rest: number,
  field: string,
): Response | null {
  if (line.amount > 0) {
    if (expense) return fieldProblem(`${field}expense`, 'Money in is not an expense: choose the invoices it pays.');
    if (creditClientId === undefined) {
      return rest === 0
        ? null
        : fieldProblem(
            `${field}allocations`,
            `The line is ${formatMoney(line.amount)}; the invoices chosen take ${formatMoney(line.amount - rest)}. Choose the client the other ${formatMoney(rest)} is credit for, or the other invoices it pays.`,
          );
    }
    const client = db.clients.findFirst((q) => q.where({ id: creditClientId }));
    if (!client || client.linkedBusinessId !== account.businessId) {
      return fieldProblem(`${field}creditClientId`, 'Choose a client of this account’s business.');
    }
    return rest === 0 ? fieldProblem(`${field}creditClientId`, 'The invoices take the whole line: nothing is left to credit.') : null;
  }
  if (creditClientId !== undefined) return fieldProblem(`${field}creditClientId`, 'Money out is not credit for a client.');
  if (expense) {
    if (!accountsOf(account.businessId).some((one) => one.id === expense.accountId)) {
      return fieldProblem(`${field}expense.accountId`, 'Choose an account of this business.');
    }
    const supplier =
      expense.supplierId === undefined ? undefined : db.suppliers.findFirst((q) => q.where({ id: expense.supplierId as number }));
    if (expense.supplierId !== undefined && supplier?.businessId !== account.businessId) {
      return fieldProblem(`${field}expense.supplierId`, 'Choose a supplier of this business, or none.');
    }
    return null;
  }
  return rest === 0
    ? null
    : fieldProblem(
        `${field}allocations`,
        `The line is ${formatMoney(-line.amount)} out; the bills chosen take ${formatMoney(-line.amount - rest)}. Choose the other bills it pays, or record the line as an expense.`,
      );
}

/**
 * Why these matches cannot all be recorded (the first problem, naming its field under `prefix(n)`),
 * or null. `left` follows each document's balance through the request, so two lines of one request
 * never pay the same balance twice.
 */
function matchesProblem(
  account: BankAccountRecord,
  matches: readonly LineMatch[],
  prefix: (n: number) => string,
  business: Business = businessOf(account.businessId),
): Response | null {
  const left = new Map<string, number>();
  const seen = new Set<number>();
  const on = today();
  for (const [n, match] of matches.entries()) {
    const { line, allocations } = match;
    if (line.status === 'RECONCILED' || seen.has(line.id)) return alreadyMatched(line);
    seen.add(line.id);
    if (line.date > on)
      return fieldProblem(`${prefix(n)}lineId`, 'The line is dated in the future, so no payment can be recorded from it yet.');
    const locked = periodLockRefusal(account.businessId, [{ field: `${prefix(n)}lineId`, date: line.date }], 'this line’s payment');
    if (locked) return locked;
    let sum = 0;
    for (const [m, allocation] of allocations.entries()) {
      const refused = allocationProblem(business, line, allocation, left, `${prefix(n)}allocations.${m}.`);
      if (refused) return refused;
      sum += allocation.amount;
    }
    const rest = Math.abs(line.amount) - sum;
    if (rest < 0) {
      return fieldProblem(
        `${prefix(n)}allocations`,
        `The amounts come to ${formatMoney(sum)}, more than the line's ${formatMoney(Math.abs(line.amount))}.`,
      );
    }
    const refused = restProblem(account, match, rest, prefix(n));
    if (refused) return refused;
  }
  return null;
}

const paymentReference = (line: BankLineRecord) =>
  [line.payee, line.particulars, line.code, line.reference].filter(Boolean).join(' ').slice(0, 100) || undefined;

/** Stores the new versions of the records in one pass over each collection. */
async function storeAll(
  invoices: ReadonlyMap<number, InvoiceRecord>,
  bills: ReadonlyMap<number, BillRecord>,
  lines: ReadonlyMap<number, BankLineRecord>,
) {
  const replace = <R extends { id: number }>(changed: ReadonlyMap<number, R>) => ({
    data(draft: R) {
      const next = changed.get(draft.id);
      if (next) replaceWith(next).data(draft);
    },
  });
  if (invoices.size > 0) await db.invoices.updateMany((q) => q.where({ id: (id) => invoices.has(id) }), replace(invoices));
  if (bills.size > 0) await db.bills.updateMany((q) => q.where({ id: (id) => bills.has(id) }), replace(bills));
  await db.bankLines.updateMany((q) => q.where({ id: (id) => lines.has(id) }), replace(lines));
}

/** The supplier an expense without one is filed under: the business's supplier named as the payee, else a new one. */
async function supplierForExpense(
  account: BankAccountRecord,
  line: BankLineRecord,
  supplierId: number | undefined,
): Promise<SupplierRecord> {
  const chosen = supplierId === undefined ? undefined : db.suppliers.findFirst((q) => q.where({ id: supplierId }));
  if (chosen) return chosen;
  const name = (line.payee?.trim() || 'Bank payment').slice(0, 200);
  const known = suppliersOf(account.businessId).find((supplier) => sameText(supplier.name, name));
  return known ?? insert(db.suppliers, (id) => ({ id, businessId: account.businessId, name }));
}

/** Records the expense a money-out line is: one GST-inclusive line of its amount, paid from the line. */
async function recordExpense(
  account: BankAccountRecord,
  line: BankLineRecord,
  expense: BankMatchExpense,
  { actor, at, paymentId }: { actor: string; at: string; paymentId: number },
) {
  const supplier = await supplierForExpense(account, line, expense.supplierId);
  const amount = -line.amount;
  const description = expense.description?.trim() || [line.payee, line.particulars].filter(Boolean).join(' ') || 'Paid from the bank';
  const priced = priceBill({
    pricesIncludeGst: true,
    lines: [{ description, quantity: '1', unitPrice: amount, taxCode: expense.taxCode, accountId: expense.accountId }],
  });
  if (priced.total !== amount) throw new Error(`An expense of ${amount} priced to ${priced.total}.`);
  const reference = paymentReference(line);
  return insert(db.bills, (id) => ({
    id,
    businessId: account.businessId,
    kind: 'EXPENSE' as const,
    status: 'PAID' as const,
    supplierId: supplier.id,
    date: line.date,
    dueDate: line.date,
    ...(line.reference ? { supplierReference: line.reference.slice(0, 100) } : {}),
    pricesIncludeGst: true,
    ...priced,
    payments: [
      {
        id: paymentId,
        amount,
        paidOn: line.date,
        ...(reference ? { reference } : {}),
        recordedBy: actor,
        recordedAt: at,
        bankLineId: line.id,
      },
    ],
    bankLineId: line.id,
    createdBy: actor,
    createdAt: at,
  }));
}

/**
 * What a bulk confirm reads of the business, kept from chunk to chunk while no other write has
 * changed the data (decision 234): the documents and the next payment ids.
 */
interface Snapshot {
  version: string;
  business: Business;
  nextPaymentId: number;
  nextBillPaymentId: number;
}

const freshSnapshot = (businessId: number): Snapshot => ({
  version: dataVersion(),
  business: businessOf(businessId),
  nextPaymentId: nextInvoicePaymentId(),
  nextBillPaymentId: nextBillPaymentId(),
});

/** Records checked matches: the payments on their documents, the credit and expenses, then the lines reconciled. */
async function recordMatches(
  account: BankAccountRecord,
  matches: readonly LineMatch[],
  actor: string,
  snapshot: Snapshot = freshSnapshot(account.businessId),
): Promise<BankLineRecord[]> {
  const at = nowIso();
  let nextPaymentId = snapshot.nextPaymentId;
  let nextBillPayment = snapshot.nextBillPaymentId;
  const stored = snapshot.business;
  const invoices = new Map<number, InvoiceRecord>();
  const bills = new Map<number, BillRecord>();
  const reconciled = new Map<number, BankLineRecord>();
  const reference = (line: BankLineRecord) => paymentReference(line);
  for (const { line, allocations, creditClientId, expense } of matches) {
    const payments: NonNullable<BankLineRecord['payments']> = [];
    const billPayments: NonNullable<BankLineRecord['billPayments']> = [];
    for (const { invoiceId, billId, amount } of allocations) {
      if (invoiceId !== undefined) {
        const record = invoices.get(invoiceId) ?? stored.invoices.get(invoiceId);
        if (!record) throw new Error(`Invoice ${invoiceId} vanished while a match was recorded.`);
        const paid = record.paid + amount;
        const status = statusAfterSettlement({ total: record.total, paid, credited: record.credited ?? 0 });
        const id = nextPaymentId++;
        const detail =
          `Payment of ${formatMoney(amount)} by bank transfer from the statement line of ${line.date} recorded` +
          (status === 'PAID' ? '; paid in full.' : `; ${formatMoney(balanceOf(record) - amount)} left to pay.`);
        const text = reference(line);
        const payment = {
          id,
          amount,
          paidOn: line.date,
          method: 'BANK_TRANSFER' as const,
          ...(text ? { reference: text } : {}),
          recordedBy: actor,
          recordedAt: at,
          bankLineId: line.id,
        };
        const next = nextVersion({ record, actor, at }, ['PAYMENT_RECORDED', detail], {
          status,
          paid,
          payments: [...record.payments, payment],
        });
        invoices.set(invoiceId, next);
        payments.push({ invoiceId, invoiceNumber: next.number ?? '', paymentId: id, amount });
      } else if (billId !== undefined) {
        const bill = bills.get(billId) ?? stored.bills.get(billId);
        if (!bill) throw new Error(`Bill ${billId} vanished while a match was recorded.`);
        const id = nextBillPayment++;
        const text = reference(line);
        const billPayment = {
          id,
          amount,
          paidOn: line.date,
          ...(text ? { reference: text } : {}),
          recordedBy: actor,
          recordedAt: at,
          bankLineId: line.id,
        };
        const nextPayments = [...bill.payments, billPayment];
        bills.set(billId, { ...bill, payments: nextPayments, status: statusAfterPayment(bill, paidOf({ payments: nextPayments })) });
        billPayments.push({ billId, billLabel: billLabel(bill), paymentId: id, amount });
      }
    }
    const done: BankLineRecord = { ...line, status: 'RECONCILED', matchedAt: at, matchedBy: actor };
    if (payments.length > 0) done.payments = payments;
    if (billPayments.length > 0) done.billPayments = billPayments;
    const rest =
      Math.abs(line.amount) - payments.reduce((sum, one) => sum + one.amount, 0) - billPayments.reduce((sum, one) => sum + one.amount, 0);
    if (creditClientId !== undefined && rest > 0) {
      const client = db.clients.findFirst((q) => q.where({ id: creditClientId }));
      const entry = await insert(db.clientCredits, (id) => ({
        id,
        businessId: account.businessId,
        clientId: creditClientId,
        kind: 'OVERPAYMENT' as const,
        amount: rest,
        date: line.date,
        bankLineId: line.id,
        reference: `Overpaid by ${client?.clientName ?? line.payee ?? 'the client'} on the statement line of ${line.date}`.slice(0, 100),
        recordedBy: actor,
        recordedAt: at,
      }));
      done.creditId = entry.id;
    }
    if (expense) {
      const recorded = await recordExpense(account, line, expense, { actor, at, paymentId: nextBillPayment++ });
      done.expenseId = recorded.id;
    }
    reconciled.set(line.id, done);
  }
  await storeAll(invoices, bills, reconciled);
  for (const [id, invoice] of invoices) stored.invoices.set(id, invoice);
  for (const [id, bill] of bills) stored.bills.set(id, bill);
  snapshot.nextPaymentId = nextPaymentId;
  snapshot.nextBillPaymentId = nextBillPayment;
  snapshot.version = dataVersion();
  return [...reconciled.values()];
}

/**
 * Removes exactly what the line recorded: its invoice and bill payments, its expense, its credit; a
 * refusal when an invoice has since refunded credit its payments made, or the client has used the credit.
 */
async function undoLine(account: BankAccountRecord, line: BankLineRecord, actor: string): Promise<BankLineRecord | Refusal> {
  const locked = periodLockRefusal(account.businessId, [{ field: 'lineId', date: line.date }], 'the payment this match recorded');
  if (locked) return { refusal: locked };
  const at = nowIso();
  const changes: Array<{ record: InvoiceRecord; paymentIds: Set<number>; amount: number }> = [];
  for (const { invoiceId, paymentId, amount } of line.payments ?? []) {
    const record = db.invoices.findFirst((q) => q.where({ id: invoiceId }));
    if (!record) continue;
    const found = changes.find((change) => change.record.id === invoiceId);
    if (found) {
      found.paymentIds.add(paymentId);
      found.amount += amount;
    } else changes.push({ record, paymentIds: new Set([paymentId]), amount });
  }
  for (const { record, amount } of changes) {
    if (settlementOf({ ...record, paid: record.paid - amount }).creditOwed < 0) {
      const detail = `${record.number ?? 'The invoice'} has refunded credit this line's payment made, so the match cannot be undone.`;
      return { refusal: problem(409, detail, undefined, PROBLEM_TYPES.invalidStatus) };
    }
  }
  const credit = line.creditId === undefined ? undefined : db.clientCredits.findFirst((q) => q.where({ id: line.creditId as number }));
  if (credit && creditBalance(creditEntriesOf(credit.clientId)) < credit.amount) {
    const detail = `The client has since used or been refunded the ${formatMoney(credit.amount)} of credit this line made, so the match cannot be undone.`;
    return { refusal: problem(409, detail, undefined, PROBLEM_TYPES.invalidStatus) };
  }
  for (const { record, paymentIds, amount } of changes) {
    const paid = record.paid - amount;
    const status = statusAfterSettlement({ total: record.total, paid, credited: record.credited ?? 0 });
    const detail = `Payment of ${formatMoney(amount)} from the statement line of ${line.date} removed: its match was undone.`;
    const payments = record.payments.filter((payment) => !paymentIds.has(payment.id));
    await saveChange({ record, actor, at }, ['PAYMENT_REMOVED', detail], { status, paid, payments });
  }
  const billPaymentIds = new Set((line.billPayments ?? []).map((payment) => payment.paymentId));
  for (const billId of new Set((line.billPayments ?? []).map((payment) => payment.billId))) {
    const bill = db.bills.findFirst((q) => q.where({ id: billId }));
    if (!bill) continue;
    const payments = bill.payments.filter((payment) => !billPaymentIds.has(payment.id));
    const status = statusAfterPayment(bill, paidOf({ payments }));
    await db.bills.update((q) => q.where({ id: billId }), replaceWith({ ...bill, payments, status }));
  }
  if (line.expenseId !== undefined) db.bills.delete((q) => q.where({ id: line.expenseId as number }));
  if (credit) db.clientCredits.delete((q) => q.where({ id: credit.id }));
  const next: BankLineRecord = { ...line, status: 'TO_MATCH' };
  delete next.payments;
  delete next.billPayments;
  delete next.expenseId;
  delete next.creditId;
  delete next.matchedAt;
  delete next.matchedBy;
  await db.bankLines.update((q) => q.where({ id: line.id }), replaceWith(next));
  return next;
}

type Found = { account: BankAccountRecord } | Refusal;
const accountFor = (principal: Principal, id: Params[string] | undefined): Found => {
  const found = findAccount(principal, id);
  return isRefusal(found) ? found : { account: found.record };
};

const noLine = () => problem(404, 'Statement line was not found.');

/**
 * A bulk confirm, all or nothing per request, recorded `confirmChunk.lines` lines per write (decision
 * 234). The whole request is checked first (reads do not wait for writes); each chunk is checked
 * again inside its write, since another request may have matched a line or paid a balance between
 * chunks; a chunk refused then undoes the chunks before it, so nothing of the request stays.
 */
async function confirmInChunks(
  account: BankAccountRecord,
  matches: readonly LineMatch[],
  actor: string,
): Promise<BankLineRecord[] | Refusal> {
  const refused = matchesProblem(account, matches, (n) => `matches.${n}.`);
  if (refused) return { refusal: refused };
  // Its lines' dates are held from the first chunk to the end, so no filing lands between chunks (decision 300).
  const dates = [...new Set(matches.map((match) => match.line.date))];
  return whileWriting(account.businessId, dates, () => writeChunks(account, matches, actor));
}

async function writeChunks(account: BankAccountRecord, matches: readonly LineMatch[], actor: string): Promise<BankLineRecord[] | Refusal> {
  const recorded: BankLineRecord[] = [];
  let snapshot: Snapshot | undefined;
  for (let start = 0; start < matches.length; start += confirmChunk.lines) {
    // Between chunks the event loop reads other requests, so their writes queue before the next chunk.
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    const outcome = await serialise(async () => {
      const chunk = matches.slice(start, start + confirmChunk.lines).map((match) => {
        const now = db.bankLines.findFirst((q) => q.where({ id: match.line.id }));
        return { ...match, line: now ?? match.line };
      });
      // Read again only when another write changed the data since the last chunk.
      if (snapshot?.version !== dataVersion()) snapshot = freshSnapshot(account.businessId);
      const late = matchesProblem(account, chunk, (n) => `matches.${start + n}.`, snapshot.business);
      return late ? { refusal: late } : recordMatches(account, chunk, actor, snapshot);
    });
    if (isRefusal(outcome)) {
      await serialise(async () => {
        for (const line of recorded) {
          const now = db.bankLines.findFirst((q) => q.where({ id: line.id }));
          // undoLine refuses a line in a filed period, as DELETE …/match does: a rollback never writes into one.
          if (now?.status === 'RECONCILED') await undoLine(account, now, actor);
        }
      });
      return outcome;
    }
    recorded.push(...outcome);
  }
  return recorded;
}

export function bankMatchHandlers(url: UrlFor) {
  return [
    http.post(
      url('/api/bank-accounts/:id/matches'),
      signedIn(async ({ principal, request, params }) => {
        const parsed = await readBody(request, bankMatchesRequest);
        if (isRefusal(parsed)) return parsed.refusal;
        const found = accountFor(principal, params.id);
        if (isRefusal(found)) return found.refusal;
        const matches: LineMatch[] = [];
        const accountLines = new Map(linesOf(found.account.id).map((line) => [line.id, line]));
        for (const [n, { lineId, ...match }] of parsed.body.matches.entries()) {
          const line = accountLines.get(lineId);
          if (!line) return fieldProblem(`matches.${n}.lineId`, `This account has no statement line ${lineId}.`);
          matches.push({ line, ...match });
        }
        const lines = await confirmInChunks(found.account, matches, principal.user.username);
        if (isRefusal(lines)) return lines.refusal;
        return HttpResponse.json({ matched: lines.length, lines: lines.map(toBankStatementLine) });
      }),
    ),

    http.post(
      url('/api/bank-accounts/:id/lines/:lineId/match'),
      oneAtATime(
        signedIn(async ({ principal, request, params }) => {
          const parsed = await readBody(request, bankMatchRequest);
          if (isRefusal(parsed)) return parsed.refusal;
          const found = accountFor(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const line = lineOf(found.account, params.lineId);
          if (!line) return noLine();
          const matches = [{ line, ...parsed.body }];
          const refused = matchesProblem(found.account, matches, () => '');
          if (refused) return refused;
          const [reconciled] = await recordMatches(found.account, matches, principal.user.username);
          return reconciled ? HttpResponse.json(toBankStatementLine(reconciled)) : noLine();
        }),
      ),
    ),

    http.delete(
      url('/api/bank-accounts/:id/lines/:lineId/match'),
      oneAtATime(
        signedIn(async ({ principal, params }) => {
          const found = accountFor(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const line = lineOf(found.account, params.lineId);
          if (!line) return noLine();
          if (line.status !== 'RECONCILED') {
            return problem(409, 'This line is not matched, so there is nothing to undo.', undefined, PROBLEM_TYPES.invalidStatus);
          }
          const undone = await undoLine(found.account, line, principal.user.username);
          return isRefusal(undone) ? undone.refusal : HttpResponse.json(toBankStatementLine(undone));
        }),
      ),
    ),
  ];
}
