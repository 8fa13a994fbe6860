// Credit notes and refunds (docs/invoicing.md#credit-notes): issuing a credit note on an invoice,
// refunding credit owed, and reading credit notes. Each change is an invoice change
// (invoice-common.ts): signed in, status checked, one write at a time.
import { http, HttpResponse } from 'msw';
import { BILLING_DOCUMENT_TYPE_VALUES } from '../../src/config/api-values';
import { INVOICE_MAX_PAGE_SIZE, INVOICE_PAGE_SIZE } from '../../src/config/invoicing';
import type { CreditRequest } from '../../src/lib/credit-math';
import { InvoiceMathError } from '../../src/lib/invoice-math';
import { formatMoney } from '../../src/lib/money';
import { creditNoteRequest, type CreditNoteRequestBody } from '../../src/lib/requests/credit-notes';
import { refundRequest } from '../../src/lib/requests/money-movements';
import { DOCUMENT_SORT_PROPERTIES, queryDocuments, type DocumentQuery } from '../domain/billing-documents';
import { db } from '../runtime/db';
import { CREDIT_NOTE_SORT_PROPERTIES, issueCredit, queryCreditNotes, toCreditNote, type CreditNoteQuery } from '../domain/credit-notes';
import { createLookups, settlementOf } from '../domain/invoice-views';
import { mayInvoiceFor, PROBLEM_TYPES } from '../domain/invoicing';
import { notFound, problem } from '../runtime/problem';
import { isRefusal, parseId, readBody, recheck, type Refusal } from './http-utils';
import { periodLockRefusal } from '../domain/period-lock';
import { today } from '../runtime/clock';
import { changeInvoice, forbiddenBusiness, invoiceAnswer, saveChange, signedIn } from './invoice-common';
import { METHODS } from './invoice-lifecycle';
import { fieldProblem, pageParameter, readQuery, wholeParameter } from './invoice-requests';
import { optionalDateParameter } from './request-dates';
import { scope } from './invoices';
import type { BillingDocumentPage, CreditNote, CreditNotePage, UrlFor } from './types';

/** The body as the credit maths reads it (the shared schema has made sure an AMOUNT credit has its amount). */
function requestOf(body: CreditNoteRequestBody): CreditRequest {
  if (body.kind === 'FULL') return { kind: 'FULL' };
  if (body.kind === 'AMOUNT') return { kind: 'AMOUNT', amount: body.amount ?? 0 };
  return { kind: 'LINES', lines: body.lines ?? [] };
}

function nextRefundId(): number {
  let max = 0;
  for (const invoice of db.invoices.all()) for (const refund of invoice.refunds ?? []) if (refund.id > max) max = refund.id;
  return max + 1;
}

/** The list's filters, sort and page; a refusal names the bad parameter. */
function readCreditNoteQuery(params: URLSearchParams): CreditNoteQuery | Refusal {
  const whole = (name: string, min: number) => wholeParameter(params, name, min);
  const page = pageParameter(params);
  if (isRefusal(page)) return page;
  const size = whole('size', 1);
  const ids = { businessId: whole('businessId', 1), clientId: whole('clientId', 1), invoiceId: whole('invoiceId', 1) };
  for (const [name, value] of Object.entries({ size, ...ids })) {
    if (value === null) return { refusal: fieldProblem(name, `The ${name} must be a whole number from ${name === 'page' ? 0 : 1}.`) };
  }
  const [property, direction = 'asc', ...rest] = (params.get('sort') ?? 'issueDate,desc').split(',');
  const sortable = (CREDIT_NOTE_SORT_PROPERTIES as readonly string[]).includes(property ?? '');
  if (!sortable || !['asc', 'desc'].includes(direction) || rest.length > 0) {
    return {
      refusal: fieldProblem('sort', `Sort by one of ${CREDIT_NOTE_SORT_PROPERTIES.join(', ')}, then asc or desc, e.g. issueDate,desc.`),
    };
  }
  const from = optionalDateParameter(params, 'from');
  if (isRefusal(from)) return from;
  const to = optionalDateParameter(params, 'to');
  if (isRefusal(to)) return to;
  const q = params.get('q') ?? undefined;
  if (q !== undefined && q.length > 100) return { refusal: fieldProblem('q', 'Search for at most 100 characters.') };
  const defined = Object.fromEntries(Object.entries({ ...ids, from, to, q: q || undefined }).filter(([, value]) => value != null));
  return {
    page,
    size: Math.min(size ?? INVOICE_PAGE_SIZE, INVOICE_MAX_PAGE_SIZE),
    sort: { property: property as CreditNoteQuery['sort']['property'], direction: direction as 'asc' | 'desc' },
    ...defined,
  };
}

const DOCUMENT_TYPES = BILLING_DOCUMENT_TYPE_VALUES;

/** The mixed list's query: the invoice list's filters and paging, its own sort and the document type. */
function readDocumentQuery(params: URLSearchParams): DocumentQuery | Refusal {
  const [property, direction = 'asc', ...rest] = (params.get('sort') ?? 'issueDate,desc').split(',');
  if (
    !(DOCUMENT_SORT_PROPERTIES as readonly string[]).includes(property ?? '') ||
    !['asc', 'desc'].includes(direction) ||
    rest.length > 0
  ) {
    return {
      refusal: fieldProblem('sort', `Sort by one of ${DOCUMENT_SORT_PROPERTIES.join(', ')}, then asc or desc, e.g. issueDate,desc.`),
    };
  }
  const documentType = params.get('documentType') || undefined;
  if (documentType !== undefined && !(DOCUMENT_TYPES as readonly string[]).includes(documentType)) {
    return { refusal: fieldProblem('documentType', `The document type must be one of ${DOCUMENT_TYPES.join(', ')}.`) };
  }
  const others = new URLSearchParams(params);
  others.delete('sort');
  const query = readQuery(others);
  if (isRefusal(query)) return query;
  return {
    ...query,
    sort: { property: property as DocumentQuery['sort']['property'], direction: direction as 'asc' | 'desc' },
    ...(documentType !== undefined ? { documentType: documentType as (typeof DOCUMENT_TYPES)[number] } : {}),
  };
}

export function creditNoteHandlers(url: UrlFor) {
  return [
    http.post(
      url('/api/invoices/:id/credit-notes'),
      changeInvoice(
        'credit',
        (request) => readBody(request, creditNoteRequest),
        async (change) => {
          // Issued today, so never into a filed period while today's period is open; asked all the same.
          const locked = periodLockRefusal(change.record.businessId, [{ field: 'issueDate', date: today() }], 'this credit note');
          if (locked) return locked;
          const request = requestOf(change.body);
          let issued;
          try {
            issued = await issueCredit(change.record, request, {
              reason: change.body.reason,
              actor: change.actor,
              at: change.at,
              today: today(),
            });
          } catch (error) {
            if (!(error instanceof InvoiceMathError)) throw error;
            return problem(400, error.problems.map((p) => p.message).join(' '), error.problems, PROBLEM_TYPES.overCredit);
          }
          const { note, invoiceChanges } = issued;
          const money = formatMoney(note.total, { currency: note.currency });
          await saveChange(
            change,
            ['CREDIT_NOTE_ISSUED', `Credit note ${note.number} for ${money} issued: ${note.reason}`],
            invoiceChanges,
          );
          return HttpResponse.json<CreditNote>(toCreditNote(note), { status: 201, headers: { Location: `/api/credit-notes/${note.id}` } });
        },
      ),
    ),

    http.post(
      url('/api/invoices/:id/refunds'),
      changeInvoice(
        'recordRefund',
        (request) => readBody(request, refundRequest()),
        async (change) => {
          const { record, body: refund, actor, at } = change;
          const owed = settlementOf(record).creditOwed;
          const money = (cents: number) => formatMoney(cents, { currency: record.currency });
          const limits = { max: owed, currency: record.currency, today: today(), issueDate: record.issueDate };
          const refused = recheck(refundRequest(limits), refund, (field) => (field === 'amount' ? PROBLEM_TYPES.overRefund : undefined));
          if (refused) return refused;
          const locked = periodLockRefusal(record.businessId, [{ field: 'refundedOn', date: refund.refundedOn }], 'this refund');
          if (locked) return locked;
          const reference = refund.reference?.trim();
          const recorded = {
            id: nextRefundId(),
            amount: refund.amount,
            refundedOn: refund.refundedOn,
            method: refund.method,
            ...(reference ? { reference } : {}),
            recordedBy: actor,
            recordedAt: at,
          };
          const left = owed - refund.amount;
          const detail =
            `Refund of ${money(refund.amount)} by ${METHODS[refund.method]}${reference ? ` (${reference})` : ''} recorded` +
            (left === 0 ? '; no credit is owed now.' : `; ${money(left)} still owed to the client.`);
          const saved = await saveChange(change, ['REFUND_RECORDED', detail], { refunds: [...(record.refunds ?? []), recorded] });
          return invoiceAnswer(saved, { status: 201 });
        },
      ),
    ),

    http.get(
      url('/api/credit-notes'),
      signedIn(({ principal, request }) => {
        const query = readCreditNoteQuery(new URL(request.url).searchParams);
        if (isRefusal(query)) return query.refusal;
        const allowed = scope(principal, query.businessId);
        if (isRefusal(allowed)) return allowed.refusal;
        return HttpResponse.json<CreditNotePage>(queryCreditNotes(query, allowed));
      }),
    ),

    http.get(
      url('/api/billing-documents'),
      signedIn(({ principal, request }) => {
        const query = readDocumentQuery(new URL(request.url).searchParams);
        if (isRefusal(query)) return query.refusal;
        const allowed = scope(principal, query.businessId);
        if (isRefusal(allowed)) return allowed.refusal;
        return HttpResponse.json<BillingDocumentPage>(queryDocuments(query, allowed, today(), createLookups()));
      }),
    ),

    http.get(
      url('/api/credit-notes/:id'),
      signedIn(({ principal, params }) => {
        const id = parseId(params.id);
        const note = id === null ? undefined : db.creditNotes.findFirst((q) => q.where({ id }));
        if (!note) return notFound('Credit note');
        const business = db.businesses.findFirst((q) => q.where({ id: note.businessId }));
        if (business && !mayInvoiceFor(principal.user, business)) return forbiddenBusiness(business);
        return HttpResponse.json<CreditNote>(toCreditNote(note));
      }),
    ),
  ];
}
