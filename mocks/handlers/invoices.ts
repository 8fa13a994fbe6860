// Invoicing endpoints: the caller's businesses and clients, the dashboard figures, invoice lists,
// and drafts (create, read, replace, delete, duplicate); issue, payments and void are in
// invoice-lifecycle.ts. Domain rules live in ../invoicing.ts; this file reads requests and answers.
import { http, HttpResponse } from 'msw';
import { INVOICE_CURRENCIES, type InvoiceCurrency } from '../../src/config/invoicing';
import { addDays, daysBetween } from '../../src/lib/calendar-date';
import { db } from '../runtime/db';
import { periodLockRefusal } from '../domain/period-lock';
import { queryInvoices, summarise } from '../domain/invoice-queries';
import { createLookups } from '../domain/invoice-views';
import {
  contentOf,
  lastIssuedSequences,
  mayInvoiceFor,
  permittedBusinessIds,
  priceDraft,
  toInvoicingBusiness,
  toInvoicingClient,
} from '../domain/invoicing';
import type { DraftContent } from '../domain/invoicing';
import type { Principal } from '../runtime/auth';
import { today } from '../runtime/clock';
import { notFound } from '../runtime/problem';
import { isRefusal, oneAtATime, parseId, readBody, type Refusal } from './http-utils';
import {
  businessName,
  changeInvoice,
  createdAnswer,
  forbiddenBusiness,
  insertDraft,
  invoiceAnswer,
  keepsParties,
  onInvoice,
  saveChange,
  signedIn,
} from './invoice-common';
import { invoiceLifecycleHandlers } from './invoice-lifecycle';
import { quoteOverrun } from './quote-overrun';
import { invoiceRequest, invoiceUpdateRequest } from '../../src/lib/requests/documents';
import { businessIdParameter, fieldProblem, readQuery, versionParameter, type InvoiceBody } from './invoice-requests';
import type { InvoicePage, InvoiceSummary, InvoicingBusiness, InvoicingClient, UrlFor } from './types';

/** The businesses the caller may see, narrowed to `businessId` when given (403 when not allowed). */
export function scope(principal: Principal, businessId: number | undefined): Set<number> | Refusal {
  const allowed = permittedBusinessIds(principal.user);
  if (businessId === undefined) return allowed;
  if (allowed.has(businessId)) return new Set([businessId]);
  const business = db.businesses.findFirst((q) => q.where({ id: businessId }));
  return { refusal: business ? forbiddenBusiness(business) : fieldProblem('businessId', `No business has id ${businessId}.`) };
}

/** Checks the business and client a draft names (the shared schema checked the rest: dates, amounts), and prices it. */
export function draftFrom(principal: Principal, body: InvoiceBody): { priced: ReturnType<typeof priceDraft> } | Refusal {
  const business = db.businesses.findFirst((q) => q.where({ id: body.businessId }));
  if (!business) return { refusal: fieldProblem('businessId', `No business has id ${body.businessId}.`) };
  if (!mayInvoiceFor(principal.user, business)) return { refusal: forbiddenBusiness(business) };
  const client = db.clients.findFirst((q) => q.where({ id: body.clientId }));
  if (!client || client.linkedBusinessId !== business.id) {
    return { refusal: fieldProblem('clientId', `Choose a client of ${businessName(business)}.`) };
  }
  const content: DraftContent = {
    businessId: business.id,
    clientId: client.id,
    issueDate: body.issueDate,
    dueDate: body.dueDate,
    currency: body.currency ?? 'NZD',
    pricesIncludeGst: body.pricesIncludeGst ?? false,
    ...(body.reference ? { reference: body.reference } : {}),
    ...(body.notes ? { notes: body.notes } : {}),
    ...(body.paymentInstructions ? { paymentInstructions: body.paymentInstructions } : {}),
    ...(body.discount ? { discount: body.discount } : {}),
    lines: body.lines,
  };
  return { priced: priceDraft(content) };
}

export function invoiceHandlers(url: UrlFor) {
  return [
    http.get(
      url('/api/invoicing/businesses'),
      signedIn(({ principal }) => {
        const lastIssued = lastIssuedSequences();
        const businesses = db.businesses
          .all()
          .filter((business) => mayInvoiceFor(principal.user, business))
          .map((business) => toInvoicingBusiness(business, lastIssued.get(business.id) ?? 0))
          .sort((a, b) => a.name.localeCompare(b.name, 'en-NZ') || a.id - b.id);
        return HttpResponse.json<InvoicingBusiness[]>(businesses);
      }),
    ),

    http.get(
      url('/api/invoicing/businesses/:id/clients'),
      signedIn(({ principal, params }) => {
        const id = parseId(params.id);
        const business = id === null ? undefined : db.businesses.findFirst((q) => q.where({ id }));
        if (!business) return notFound('Business');
        if (!mayInvoiceFor(principal.user, business)) return forbiddenBusiness(business);
        const clients = db.clients
          .findMany((q) => q.where({ linkedBusinessId: business.id }))
          .map(toInvoicingClient)
          .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '', 'en-NZ') || a.id - b.id);
        return HttpResponse.json<InvoicingClient[]>(clients);
      }),
    ),

    http.get(
      url('/api/invoices/summary'),
      signedIn(({ principal, request }) => {
        const params = new URL(request.url).searchParams;
        const businessId = businessIdParameter(params);
        if (businessId === null) return fieldProblem('businessId', 'The business id must be a whole number from 1.');
        const currency = params.get('currency') ?? 'NZD';
        if (!(INVOICE_CURRENCIES as readonly string[]).includes(currency)) {
          return fieldProblem('currency', `The currency must be one of ${INVOICE_CURRENCIES.join(', ')}.`);
        }
        const allowed = scope(principal, businessId);
        if (isRefusal(allowed)) return allowed.refusal;
        return HttpResponse.json<InvoiceSummary>(summarise(allowed, today(), currency as InvoiceCurrency));
      }),
    ),

    http.get(
      url('/api/invoices'),
      signedIn(({ principal, request }) => {
        const query = readQuery(new URL(request.url).searchParams);
        if (isRefusal(query)) return query.refusal;
        const allowed = scope(principal, query.businessId);
        if (isRefusal(allowed)) return allowed.refusal;
        return HttpResponse.json<InvoicePage>(queryInvoices(query, allowed, today(), createLookups()));
      }),
    ),

    http.post(
      url('/api/invoices'),
      oneAtATime(
        signedIn(async ({ principal, request }) => {
          const parsed = await readBody(request, invoiceRequest);
          if (isRefusal(parsed)) return parsed.refusal;
          const draft = draftFrom(principal, parsed.body);
          if (isRefusal(draft)) return draft.refusal;
          const locked = periodLockRefusal(draft.priced.businessId, [{ field: 'issueDate', date: draft.priced.issueDate }], 'this invoice');
          if (locked) return locked;
          return createdAnswer(await insertDraft(draft.priced, principal.user.username, 'Draft created.'));
        }),
      ),
    ),

    http.get(
      url('/api/invoices/:id'),
      onInvoice(({ record }) => invoiceAnswer(record)),
    ),

    http.put(
      url('/api/invoices/:id'),
      changeInvoice(
        'edit',
        (request) => readBody(request, invoiceUpdateRequest),
        async (change) => {
          if (change.record.quoteId !== undefined) {
            const moved = keepsParties(change.record, change.body, 'An invoice made from a quote');
            if (moved) return moved;
          }
          const draft = draftFrom(change.principal, change.body);
          if (isRefusal(draft)) return draft.refusal;
          const locked = periodLockRefusal(draft.priced.businessId, [{ field: 'issueDate', date: draft.priced.issueDate }], 'this invoice');
          if (locked) return locked;
          const overQuote = quoteOverrun(change.record, draft.priced);
          if (overQuote) return overQuote;
          // Optional fields the new content leaves out are cleared, as a PUT does.
          const cleared = ['reference', 'notes', 'paymentInstructions', 'discount'] as const;
          return invoiceAnswer(await saveChange(change, ['UPDATED', 'Draft updated.'], draft.priced, cleared));
        },
      ),
    ),

    http.delete(
      url('/api/invoices/:id'),
      changeInvoice('delete', versionParameter, ({ record }) => {
        db.invoices.delete((q) => q.where({ id: record.id }));
        return new HttpResponse(null, { status: 204 });
      }),
    ),

    http.post(
      url('/api/invoices/:id/duplicate'),
      oneAtATime(
        onInvoice(async ({ principal, record: source }) => {
          const issueDate = today();
          const content = {
            ...contentOf(source),
            issueDate,
            dueDate: addDays(issueDate, Math.max(0, daysBetween(source.issueDate, source.dueDate))),
          };
          const label = source.number ?? `draft ${source.id}`;
          const copy = await insertDraft(priceDraft(content), principal.user.username, `Draft created as a copy of ${label}.`);
          return createdAnswer(copy);
        }),
      ),
    ),

    ...invoiceLifecycleHandlers(url),
  ];
}
