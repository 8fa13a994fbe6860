// Confirming what bank statement lines pay, and undoing it (openapi.yaml tag bank-accounts;
// docs/bank-statements.md#matching). One payment per allocation, the line its source; all or nothing;
// a line never matched twice (every write runs one at a time, so parallel requests see each other).
import { http, HttpResponse } from 'msw';
import { statusAfterSettlement } from '../../src/lib/credit-math';
import { canDo } from '../../src/lib/invoice-rules';
import { formatMoney } from '../../src/lib/money';
import { paidBeforeIssue } from '../../src/lib/requests/money-movements';
import { bankMatchesRequest, bankMatchRequest, type BankMatchRequest } from '../../src/lib/requests/bank-matches';
import type { Principal } from '../runtime/auth';
import { nowIso, today } from '../runtime/clock';
import { db, replaceWith, type BankAccountRecord, type BankLineRecord, type InvoiceRecord } from '../runtime/db';
import { linesOf, toBankStatementLine } from '../domain/bank-accounts';
import { balanceOf, settlementOf } from '../domain/invoice-views';
import { PROBLEM_TYPES } from '../domain/invoicing';
import { periodLockRefusal } from '../domain/period-lock';
import { problem } from '../runtime/problem';
import { isRefusal, oneAtATime, parseId, readBody, type Params, type Refusal } from './http-utils';
import { findAccount } from './bank-accounts';
import { nextVersion, saveChange, signedIn } from './invoice-common';
import { fieldProblem } from './invoice-requests';
import type { UrlFor } from './types';

type Allocation = BankMatchRequest['allocations'][number];
interface LineMatch {
  line: BankLineRecord;
  allocations: readonly Allocation[];
}

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

/**
 * Why these matches cannot all be recorded (the first problem, naming its field under `prefix(n)`),
 * or null. `left` follows each invoice's balance through the request, so two lines of one request
 * never pay the same balance twice.
 */
function matchesProblem(account: BankAccountRecord, matches: readonly LineMatch[], prefix: (n: number) => string): Response | null {
  const left = new Map<number, number>();
  const seen = new Set<number>();
  const on = today();
  const invoices = invoicesOf(account.businessId);
  for (const [n, { line, allocations }] of matches.entries()) {
    if (line.status === 'RECONCILED' || seen.has(line.id)) return alreadyMatched(line);
    seen.add(line.id);
    if (line.amount <= 0) {
      return fieldProblem(`${prefix(n)}lineId`, 'Money out is matched to bills or recorded as an expense, not to invoices.');
    }
    if (line.date > on)
      return fieldProblem(`${prefix(n)}lineId`, 'The line is dated in the future, so no payment can be recorded from it yet.');
    const locked = periodLockRefusal(account.businessId, [{ field: `${prefix(n)}lineId`, date: line.date }], 'this line’s payment');
    if (locked) return locked;
    let sum = 0;
    let open = 0;
    for (const [m, { invoiceId, amount }] of allocations.entries()) {
      const field = `${prefix(n)}allocations.${m}.`;
      const invoice = invoices.get(invoiceId);
      if (!invoice) {
        return fieldProblem(`${field}invoiceId`, `No invoice of this account's business has id ${invoiceId}.`);
      }
      const label = invoice.number ?? 'The draft';
      if (!canDo('recordPayment', { ...invoice, creditOwed: settlementOf(invoice).creditOwed })) {
        return fieldProblem(`${field}invoiceId`, `${label} is not open for payment.`);
      }
      if (line.date < invoice.issueDate) return fieldProblem(`${field}invoiceId`, `${label}: ${paidBeforeIssue(invoice.issueDate)}`);
      const balance = left.get(invoiceId) ?? balanceOf(invoice);
      if (amount > balance) {
        return fieldProblem(`${field}amount`, `${label} has ${formatMoney(balance)} left to pay; ${formatMoney(amount)} is more.`);
      }
      left.set(invoiceId, balance - amount);
      sum += amount;
      open += balance;
    }
    if (sum !== line.amount) {
      const over = open < line.amount;
      const detail = over
        ? `The line is ${formatMoney(line.amount)}, more than the ${formatMoney(open)} the invoices chosen have left to pay. An overpayment is not matched here: add the invoices it also pays, or leave the line to match.`
        : `The amounts come to ${formatMoney(sum)}, not the line's ${formatMoney(line.amount)}: a line is matched whole.`;
      return fieldProblem(`${prefix(n)}allocations`, detail);
    }
  }
  return null;
}

const paymentReference = (line: BankLineRecord) =>
  [line.payee, line.particulars, line.code, line.reference].filter(Boolean).join(' ').slice(0, 100) || undefined;

/** Every invoice of the business by id, read once per request (the large scenario holds 20,000). */
function invoicesOf(businessId: number): Map<number, InvoiceRecord> {
  return new Map(db.invoices.findMany((q) => q.where({ businessId })).map((invoice) => [invoice.id, invoice]));
}

/** Stores the new versions of the invoices and lines in one pass over each collection. */
async function storeAll(invoices: ReadonlyMap<number, InvoiceRecord>, lines: ReadonlyMap<number, BankLineRecord>) {
  await db.invoices.updateMany((q) => q.where({ id: (id) => invoices.has(id) }), {
    data(draft) {
      const next = invoices.get(draft.id);
      if (next) replaceWith(next).data(draft);
    },
  });
  await db.bankLines.updateMany((q) => q.where({ id: (id) => lines.has(id) }), {
    data(draft) {
      const next = lines.get(draft.id);
      if (next) replaceWith(next).data(draft);
    },
  });
}

/** Records the checked matches: the payments on their invoices, then the lines reconciled. */
async function recordMatches(account: BankAccountRecord, matches: readonly LineMatch[], actor: string): Promise<BankLineRecord[]> {
  const at = nowIso();
  let nextPaymentId = 1;
  for (const invoice of db.invoices.all()) for (const payment of invoice.payments) nextPaymentId = Math.max(nextPaymentId, payment.id + 1);
  const stored = invoicesOf(account.businessId);
  const changed = new Map<number, InvoiceRecord>();
  const reconciled = new Map<number, BankLineRecord>();
  for (const { line, allocations } of matches) {
    const payments: NonNullable<BankLineRecord['payments']> = [];
    for (const { invoiceId, amount } of allocations) {
      const record = changed.get(invoiceId) ?? stored.get(invoiceId);
      if (!record) throw new Error(`Invoice ${invoiceId} vanished while a match was recorded.`);
      const paid = record.paid + amount;
      const status = statusAfterSettlement({ total: record.total, paid, credited: record.credited ?? 0 });
      const reference = paymentReference(line);
      const id = nextPaymentId++;
      const detail =
        `Payment of ${formatMoney(amount)} by bank transfer from the statement line of ${line.date} recorded` +
        (status === 'PAID' ? '; paid in full.' : `; ${formatMoney(balanceOf(record) - amount)} left to pay.`);
      const payment = {
        id,
        amount,
        paidOn: line.date,
        method: 'BANK_TRANSFER' as const,
        ...(reference ? { reference } : {}),
        recordedBy: actor,
        recordedAt: at,
        bankLineId: line.id,
      };
      const next = nextVersion({ record, actor, at }, ['PAYMENT_RECORDED', detail], {
        status,
        paid,
        payments: [...record.payments, payment],
      });
      changed.set(invoiceId, next);
      payments.push({ invoiceId, invoiceNumber: next.number ?? '', paymentId: id, amount });
    }
    reconciled.set(line.id, { ...line, status: 'RECONCILED', payments, matchedAt: at, matchedBy: actor });
  }
  await storeAll(changed, reconciled);
  return [...reconciled.values()];
}

/** Removes exactly the line's payments; a refusal when an invoice has since refunded the credit they made. */
async function undoLine(line: BankLineRecord, actor: string): Promise<BankLineRecord | Refusal> {
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
  for (const { record, paymentIds, amount } of changes) {
    const paid = record.paid - amount;
    const status = statusAfterSettlement({ total: record.total, paid, credited: record.credited ?? 0 });
    const detail = `Payment of ${formatMoney(amount)} from the statement line of ${line.date} removed: its match was undone.`;
    const payments = record.payments.filter((payment) => !paymentIds.has(payment.id));
    await saveChange({ record, actor, at }, ['PAYMENT_REMOVED', detail], { status, paid, payments });
  }
  const next: BankLineRecord = { ...line, status: 'TO_MATCH' };
  delete next.payments;
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

export function bankMatchHandlers(url: UrlFor) {
  return [
    http.post(
      url('/api/bank-accounts/:id/matches'),
      oneAtATime(
        signedIn(async ({ principal, request, params }) => {
          const parsed = await readBody(request, bankMatchesRequest);
          if (isRefusal(parsed)) return parsed.refusal;
          const found = accountFor(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const matches: LineMatch[] = [];
          const accountLines = new Map(linesOf(found.account.id).map((line) => [line.id, line]));
          for (const [n, { lineId, allocations }] of parsed.body.matches.entries()) {
            const line = accountLines.get(lineId);
            if (!line) return fieldProblem(`matches.${n}.lineId`, `This account has no statement line ${lineId}.`);
            matches.push({ line, allocations });
          }
          const refused = matchesProblem(found.account, matches, (n) => `matches.${n}.`);
          if (refused) return refused;
          const lines = await recordMatches(found.account, matches, principal.user.username);
          return HttpResponse.json({ matched: lines.length, lines: lines.map(toBankStatementLine) });
        }),
      ),
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
          const matches = [{ line, allocations: parsed.body.allocations }];
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
          const locked = periodLockRefusal(
            found.account.businessId,
            [{ field: 'lineId', date: line.date }],
            'the payment this match recorded',
          );
          if (locked) return locked;
          const undone = await undoLine(line, principal.user.username);
          return isRefusal(undone) ? undone.refusal : HttpResponse.json(toBankStatementLine(undone));
        }),
      ),
    ),
  ];
}
