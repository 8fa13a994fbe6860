// Bills, expenses and supplier credit notes (openapi.yaml tag `purchases`; decision 215), and the
// expense accounts their lines are filed under: per-business permissions as for clients; prices from the one calculator; the input tax
// rule and the views in ../domain/purchases.ts.
import { http, HttpResponse } from 'msw';
import { BILL_STATUS_VALUES } from '../../src/config/api-values';
import { INVOICE_PROBLEM_TYPES } from '../../src/config/invoicing';
import { formatDate } from '../../src/lib/calendar-date';
import { checkPurchaseMath } from '../../src/lib/invoice-math';
import { billPaymentRequest } from '../../src/lib/requests/bill-payments';
import { billRequest, BILL_MESSAGES, overCreditMessage, type BillRequest } from '../../src/lib/requests/bills';
import { expenseAccountRequest } from '../../src/lib/requests/expense-accounts';
import { mayInvoiceFor, permittedBusinessIds } from '../domain/invoicing';
import {
  accountsOf,
  billNumber,
  billsNewestFirst,
  creditedOf,
  nextBillPaymentId,
  owedOf,
  paidOf,
  priceBill,
  statusAfterPayment,
  toBill,
  toBillListItem,
} from '../domain/purchases';
import { periodLockRefusal, type DatedField } from '../domain/period-lock';
import type { Principal } from '../runtime/auth';
import { nowIso, today } from '../runtime/clock';
import { db, insert, replaceWith, type BillRecord, type BusinessRecord } from '../runtime/db';
import { notFound, problem } from '../runtime/problem';
import { isRefusal, oneAtATime, parseId, readBody, recheck, sameText, type Params, type Refusal } from './http-utils';
import { forbiddenBusiness, signedIn } from './invoice-common';
import { fieldProblem, pageParameter, wholeParameter } from './invoice-requests';
import type { Bill, BillPage, ExpenseAccount, UrlFor } from './types';

const BILL_MAX_PAGE_SIZE = 200;

function businessFor(principal: Principal, id: number | null): { business: BusinessRecord } | Refusal {
  const business = id === null ? undefined : db.businesses.findFirst((q) => q.where({ id }));
  if (!business) return { refusal: notFound('Business') };
  return mayInvoiceFor(principal.user, business) ? { business } : { refusal: forbiddenBusiness(business) };
}

/** The bill the path names, if the caller may invoice for its business. */
export function billFor(principal: Principal, rawId: Params[string] | undefined): { bill: BillRecord } | Refusal {
  const id = parseId(rawId);
  const bill = id === null ? undefined : db.bills.findFirst((q) => q.where({ id }));
  if (!bill) return { refusal: notFound('Bill') };
  const found = businessFor(principal, bill.businessId);
  return isRefusal(found) ? found : { bill };
}

/** Every date the bill counts on in a GST return: its own, and its payments'. */
const billDates = (bill: Pick<BillRecord, 'date' | 'payments'>): DatedField[] => [
  { field: 'date', date: bill.date },
  ...bill.payments.map((payment) => ({ field: 'paidOn', date: payment.paidOn })),
];

const WHOSE: Record<BillRecord['kind'], string> = { BILL: 'this bill', EXPENSE: 'this expense', CREDIT_NOTE: 'this credit note' };
const whose = (bill: Pick<BillRecord, 'kind'>) => WHOSE[bill.kind];

const invalidStatus = (detail: string) => problem(409, detail, undefined, INVOICE_PROBLEM_TYPES.invalidStatus);

/** Checks what the body names against the business (supplier, accounts, quote) and prices it. */
function billContent(principal: Principal, body: BillRequest) {
  const business = db.businesses.findFirst((q) => q.where({ id: body.businessId }));
  if (!business) return { refusal: fieldProblem('businessId', `No business has id ${body.businessId}.`) };
  if (!mayInvoiceFor(principal.user, business)) return { refusal: forbiddenBusiness(business) };
  const supplier = db.suppliers.findFirst((q) => q.where({ id: body.supplierId }));
  if (!supplier || supplier.businessId !== business.id) return { refusal: fieldProblem('supplierId', BILL_MESSAGES.supplier) };
  const accounts = new Set(accountsOf(business.id).map((account) => account.id));
  const strangers = body.lines.flatMap((line, index) =>
    accounts.has(line.accountId) ? [] : [{ field: `lines.${index}.accountId`, message: BILL_MESSAGES.account }],
  );
  if (strangers.length > 0) return { refusal: problem(400, `${strangers[0]?.field}: ${BILL_MESSAGES.account}`, strangers) };
  if (body.quoteId != null) {
    const quote = db.quotes.findFirst((q) => q.where({ id: body.quoteId as number }));
    if (!quote || quote.businessId !== business.id)
      return { refusal: fieldProblem('quoteId', 'Choose a quote of this business, or none.') };
  }
  if (body.kind === 'EXPENSE' && body.date > today()) {
    return { refusal: fieldProblem('date', 'An expense was paid when bought, so its date cannot be in the future.') };
  }
  const problems = checkPurchaseMath({ lines: body.lines, pricesIncludeGst: body.pricesIncludeGst });
  if (problems.length > 0) return { refusal: problem(400, `${problems[0]?.field}: ${problems[0]?.message}`, problems) };
  const priced = priceBill(body);
  const credited = body.kind === 'CREDIT_NOTE' ? creditedBill(body, business.id, priced.total) : undefined;
  if (credited && isRefusal(credited)) return credited;
  return {
    content: {
      businessId: business.id,
      kind: body.kind,
      supplierId: supplier.id,
      ...(credited ? { creditsBillId: credited.bill.id } : {}),
      date: body.date,
      dueDate: body.kind === 'BILL' ? (body.dueDate ?? body.date) : body.date,
      ...(body.supplierReference?.trim() ? { supplierReference: body.supplierReference.trim() } : {}),
      pricesIncludeGst: body.pricesIncludeGst,
      ...(body.quoteId != null ? { quoteId: body.quoteId } : {}),
      ...priced,
    },
  };
}

/**
 * The bill a supplier credit note reduces (decision 215): an approved bill of the business and
 * supplier, still owing at least the credit note's total; received on or after the bill's date
 * and not in the future.
 */
function creditedBill(body: BillRequest, businessId: number, total: number): { bill: BillRecord } | Refusal {
  const bill = db.bills.findFirst((q) => q.where({ id: body.creditsBillId as number }));
  if (!bill || bill.businessId !== businessId || bill.kind !== 'BILL') {
    return { refusal: fieldProblem('creditsBillId', 'Choose a bill of this business for the credit note to reduce.') };
  }
  const title = billNumber(bill);
  if (bill.supplierId !== body.supplierId) {
    return { refusal: fieldProblem('supplierId', `A credit note comes from the supplier of the bill it credits (bill ${title}).`) };
  }
  if (bill.status !== 'AWAITING_PAYMENT' && bill.status !== 'PART_PAID') {
    const why: Record<typeof bill.status, string> = {
      DRAFT: `The bill ${title} is a draft, so nothing is owed on it yet: approve it, or change it instead.`,
      PAID: `Nothing is owed on the bill ${title}: it is settled, so a credit note cannot reduce it.`,
      VOID: `The bill ${title} is void.`,
    };
    return { refusal: invalidStatus(why[bill.status]) };
  }
  if (body.date > today()) {
    return { refusal: fieldProblem('date', 'A credit note is dated the day it was received, so its date cannot be in the future.') };
  }
  if (body.date < bill.date) {
    return {
      refusal: fieldProblem(
        'date',
        `A credit note cannot be dated before the bill it credits (${title} is dated ${formatDate(bill.date)}).`,
      ),
    };
  }
  const owed = owedOf(bill);
  if (total > owed) return { refusal: fieldProblem('lines', overCreditMessage(total, owed, title)) };
  return { bill };
}

/** An expense was paid when bought: one payment of its total on its date. A credit note is applied when received. */
function paidAtOnce(
  content: { kind: BillRecord['kind']; total: number; date: string },
  username: string,
): Pick<BillRecord, 'status' | 'payments'> {
  if (content.kind === 'CREDIT_NOTE') return { status: 'PAID', payments: [] };
  if (content.kind !== 'EXPENSE') return { status: 'DRAFT', payments: [] };
  const payments =
    content.total > 0 ? [{ id: 1, amount: content.total, paidOn: content.date, recordedBy: username, recordedAt: nowIso() }] : [];
  return { status: 'PAID', payments };
}

function readBillQuery(principal: Principal, params: URLSearchParams) {
  const page = pageParameter(params);
  if (isRefusal(page)) return page;
  const size = wholeParameter(params, 'size', 1);
  if (size === null || (size !== undefined && size > BILL_MAX_PAGE_SIZE)) {
    return { refusal: fieldProblem('size', `The page size must be a whole number from 1 to ${BILL_MAX_PAGE_SIZE}.`) };
  }
  const status = params.get('status');
  if (status !== null && !(BILL_STATUS_VALUES as readonly string[]).includes(status)) {
    return { refusal: fieldProblem('status', `Unknown status '${status}'. Use ${BILL_STATUS_VALUES.join(', ')}.`) };
  }
  const businessId = wholeParameter(params, 'businessId', 1);
  if (businessId === null) return { refusal: fieldProblem('businessId', 'The business id must be a whole number from 1.') };
  let allowed = permittedBusinessIds(principal.user);
  if (businessId !== undefined) {
    const found = businessFor(principal, businessId);
    if (isRefusal(found)) {
      return found.refusal.status === 404 ? { refusal: fieldProblem('businessId', `No business has id ${businessId}.`) } : found;
    }
    allowed = new Set([businessId]);
  }
  return { page, size: size ?? 20, status, allowed };
}

/** The credited bill's status after one of its credit notes is recorded or voided. Call inside serialise(). */
async function settleCreditedBill(billId: number): Promise<void> {
  const bill = db.bills.findFirst((q) => q.where({ id: billId }));
  if (!bill || bill.status === 'DRAFT' || bill.status === 'VOID') return;
  await db.bills.update((q) => q.where({ id: billId }), replaceWith({ ...bill, status: statusAfterPayment(bill, paidOf(bill)) }));
}

export function billHandlers(url: UrlFor) {
  return [
    http.get(
      url('/api/businesses/:id/expense-accounts'),
      signedIn(({ principal, params }) => {
        const found = businessFor(principal, parseId(params.id));
        return isRefusal(found) ? found.refusal : HttpResponse.json<ExpenseAccount[]>(accountsOf(found.business.id).map((a) => ({ ...a })));
      }),
    ),

    http.post(
      url('/api/businesses/:id/expense-accounts'),
      oneAtATime(
        signedIn(async ({ principal, params, request }) => {
          const found = businessFor(principal, parseId(params.id));
          if (isRefusal(found)) return found.refusal;
          const parsed = await readBody(request, expenseAccountRequest);
          if (isRefusal(parsed)) return parsed.refusal;
          const name = parsed.body.name.trim();
          if (accountsOf(found.business.id).some((account) => sameText(account.name, name))) {
            return problem(409, `This business already has an account called '${name}'.`);
          }
          const created = await insert(db.expenseAccounts, (id) => ({ id, businessId: found.business.id, name }));
          return HttpResponse.json<ExpenseAccount>({ ...created }, { status: 201 });
        }),
      ),
    ),

    http.put(
      url('/api/expense-accounts/:id'),
      oneAtATime(
        signedIn(async ({ principal, params, request }) => {
          const id = parseId(params.id);
          const account = id === null ? undefined : db.expenseAccounts.findFirst((q) => q.where({ id }));
          if (!account) return notFound('Account');
          const found = businessFor(principal, account.businessId);
          if (isRefusal(found)) return found.refusal;
          const parsed = await readBody(request, expenseAccountRequest);
          if (isRefusal(parsed)) return parsed.refusal;
          const name = parsed.body.name.trim();
          if (accountsOf(account.businessId).some((other) => other.id !== account.id && sameText(other.name, name))) {
            return problem(409, `This business already has an account called '${name}'.`);
          }
          const next = { ...account, name };
          await db.expenseAccounts.update((q) => q.where({ id: account.id }), replaceWith(next));
          return HttpResponse.json<ExpenseAccount>(next);
        }),
      ),
    ),

    http.get(
      url('/api/bills'),
      signedIn(({ principal, request }) => {
        const query = readBillQuery(principal, new URL(request.url).searchParams);
        if (isRefusal(query)) return query.refusal;
        const content: BillPage['content'] = [];
        let totalElements = 0;
        const start = query.page * query.size;
        for (const bill of billsNewestFirst()) {
          if (!query.allowed.has(bill.businessId) || (query.status !== null && bill.status !== query.status)) continue;
          if (totalElements >= start && content.length < query.size) content.push(toBillListItem(bill));
          totalElements += 1;
        }
        return HttpResponse.json<BillPage>({
          content,
          page: { size: query.size, number: query.page, totalElements, totalPages: Math.ceil(totalElements / query.size) },
        });
      }),
    ),

    http.post(
      url('/api/bills'),
      oneAtATime(
        signedIn(async ({ principal, request }) => {
          const parsed = await readBody(request, billRequest);
          if (isRefusal(parsed)) return parsed.refusal;
          const checked = billContent(principal, parsed.body);
          if (isRefusal(checked)) return checked.refusal;
          const locked = periodLockRefusal(
            checked.content.businessId,
            [{ field: 'date', date: checked.content.date }],
            whose(checked.content),
          );
          if (locked) return locked;
          const username = principal.user.username;
          const { status, payments } = paidAtOnce(checked.content, username);
          const created = await insert(db.bills, (id) => ({
            ...checked.content,
            id,
            status: checked.content.kind === 'BILL' && parsed.body.approve ? 'AWAITING_PAYMENT' : status,
            payments,
            createdBy: username,
            createdAt: nowIso(),
          }));
          if (created.creditsBillId !== undefined) await settleCreditedBill(created.creditsBillId);
          return HttpResponse.json<Bill>(toBill(created), { status: 201 });
        }),
      ),
    ),

    http.get(
      url('/api/bills/:id'),
      signedIn(({ principal, params }) => {
        const found = billFor(principal, params.id);
        return isRefusal(found) ? found.refusal : HttpResponse.json<Bill>(toBill(found.bill));
      }),
    ),

    http.put(
      url('/api/bills/:id'),
      oneAtATime(
        signedIn(async ({ principal, params, request }) => {
          const found = billFor(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const existing = found.bill;
          const editable = existing.kind === 'BILL' && (existing.status === 'DRAFT' || existing.status === 'AWAITING_PAYMENT');
          if (!editable || existing.payments.length > 0 || creditedOf(existing) > 0) {
            const why: Record<BillRecord['kind'], string> = {
              EXPENSE: 'An expense was paid when bought, so it cannot be changed. Void it and record it again.',
              CREDIT_NOTE: 'A credit note is applied when recorded, so it cannot be changed. Void it and record it again.',
              BILL: 'Only a draft, or a bill without payments or credit notes, can be changed.',
            };
            return invalidStatus(why[existing.kind]);
          }
          const parsed = await readBody(request, billRequest);
          if (isRefusal(parsed)) return parsed.refusal;
          if (parsed.body.businessId !== existing.businessId) return fieldProblem('businessId', 'A bill stays with its business.');
          if (parsed.body.kind !== existing.kind) return fieldProblem('kind', 'A bill stays a bill.');
          const checked = billContent(principal, parsed.body);
          if (isRefusal(checked)) return checked.refusal;
          // A draft counts nowhere, so only its new date matters; an approved bill's old date too.
          const dates = [{ field: 'date', date: checked.content.date }, ...(existing.status === 'DRAFT' ? [] : billDates(existing))];
          const locked = periodLockRefusal(existing.businessId, dates, whose(existing));
          if (locked) return locked;
          const status = existing.status === 'DRAFT' && !parsed.body.approve ? 'DRAFT' : 'AWAITING_PAYMENT';
          const next: BillRecord = {
            ...checked.content,
            id: existing.id,
            status,
            payments: [],
            createdBy: existing.createdBy,
            createdAt: existing.createdAt,
          };
          await db.bills.update((q) => q.where({ id: existing.id }), replaceWith(next));
          return HttpResponse.json<Bill>(toBill(next));
        }),
      ),
    ),

    http.post(
      url('/api/bills/:id/payments'),
      oneAtATime(
        signedIn(async ({ principal, params, request }) => {
          const found = billFor(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const bill = found.bill;
          if (bill.status !== 'AWAITING_PAYMENT' && bill.status !== 'PART_PAID') {
            const why: Record<typeof bill.status, string> = {
              DRAFT: 'A draft is not owed yet: approve it first.',
              PAID: 'The bill is paid in full.',
              VOID: 'The bill is void.',
            };
            return invalidStatus(why[bill.status]);
          }
          const parsed = await readBody(request, billPaymentRequest());
          if (isRefusal(parsed)) return parsed.refusal;
          const refused = recheck(billPaymentRequest({ max: owedOf(bill), today: today(), billDate: bill.date }), parsed.body);
          if (refused) return refused;
          const locked = periodLockRefusal(bill.businessId, [{ field: 'paidOn', date: parsed.body.paidOn }], 'this payment');
          if (locked) return locked;
          const { amount, paidOn, reference } = parsed.body;
          const payment = {
            id: nextBillPaymentId(),
            amount,
            paidOn,
            ...(reference?.trim() ? { reference: reference.trim() } : {}),
            recordedBy: principal.user.username,
            recordedAt: nowIso(),
          };
          const payments = [...bill.payments, payment];
          const next: BillRecord = { ...bill, payments, status: statusAfterPayment(bill, paidOf({ payments })) };
          await db.bills.update((q) => q.where({ id: bill.id }), replaceWith(next));
          return HttpResponse.json<Bill>(toBill(next));
        }),
      ),
    ),

    http.post(
      url('/api/bills/:id/void'),
      oneAtATime(
        signedIn(async ({ principal, params }) => {
          const found = billFor(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const bill = found.bill;
          if (bill.status === 'VOID') return invalidStatus('The bill is already void.');
          if (bill.kind === 'BILL' && bill.payments.length > 0) return invalidStatus('A bill with payments cannot be voided.');
          if (creditedOf(bill) > 0) return invalidStatus('A bill with credit notes cannot be voided: void its credit notes first.');
          if (bill.status !== 'DRAFT') {
            const locked = periodLockRefusal(bill.businessId, billDates(bill), whose(bill));
            if (locked) return locked;
          }
          const next: BillRecord = { ...bill, status: 'VOID', voidedOn: today() };
          await db.bills.update((q) => q.where({ id: bill.id }), replaceWith(next));
          if (bill.creditsBillId !== undefined) await settleCreditedBill(bill.creditsBillId);
          return HttpResponse.json<Bill>(toBill(next));
        }),
      ),
    ),
  ];
}
