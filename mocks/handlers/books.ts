// Client statements and the GST return (openapi.yaml tags `statements` and `gst-returns`): read
// only, computed on request by ../books.ts.
import { http, HttpResponse } from 'msw';
import { DATE_RANGE, INVOICE_PROBLEM_TYPES } from '../../src/config/invoicing';
import { isIsoDate } from '../../src/lib/calendar-date';
import { DEFAULT_GST_FILING_FREQUENCY, gstPeriod } from '../../src/lib/gst-periods';
import type { Principal } from '../runtime/auth';
import { activityStatementOf, gstReturnOf, outstandingStatementOf } from '../domain/books';
import { db, type BusinessRecord, type ClientRecord } from '../runtime/db';
import { mayInvoiceFor } from '../domain/invoicing';
import { notFound, problem } from '../runtime/problem';
import { isRefusal, parseId, type Params, type Refusal } from './http-utils';
import { today } from '../runtime/clock';
import { businessName, forbiddenBusiness, signedIn } from './invoice-common';
import { fieldProblem } from './invoice-requests';
import { DATE_RANGE_WORDS, inDateRange, isMonthInRange } from './request-dates';
import type { ActivityStatement, GstReturn, OutstandingStatement, UrlFor } from './types';

const FREQUENCY_WORDS = {
  MONTHLY: 'a month',
  TWO_MONTHLY: 'a two-monthly period (one ending in an even month)',
  SIX_MONTHLY: 'a six-monthly period (one ending in March or September)',
} as const;

/** The client the path names and its business, if the caller may invoice for it. */
export function findClient(principal: Principal, raw: Params[string] | undefined): { client: ClientRecord; business: BusinessRecord } | Refusal {
  const id = parseId(raw);
  const client = id === null ? undefined : db.clients.findFirst((q) => q.where({ id }));
  const business = client && db.businesses.findFirst((q) => q.where({ id: client.linkedBusinessId }));
  if (!client || !business) return { refusal: notFound('Client') };
  if (!mayInvoiceFor(principal.user, business)) return { refusal: forbiddenBusiness(business) };
  return { client, business };
}

/** The date query parameter `name`, or a refusal naming it. */
function dateParameter(request: Request, name: string, label: string): { date: string } | Refusal {
  const value = new URL(request.url).searchParams.get(name);
  if (value === null || value === '') return { refusal: fieldProblem(name, `Enter the ${label} date.`) };
  if (!isIsoDate(value)) return { refusal: fieldProblem(name, `The ${label} date must be a real date written YYYY-MM-DD.`) };
  if (!inDateRange(value)) return { refusal: fieldProblem(name, `The ${label} date must be ${DATE_RANGE_WORDS}.`) };
  return { date: value };
}

export function bookHandlers(url: UrlFor) {
  return [
    http.get(
      url('/api/clients/:id/statements/activity'),
      signedIn(({ principal, request, params }) => {
        const found = findClient(principal, params.id);
        if (isRefusal(found)) return found.refusal;
        const from = dateParameter(request, 'from', 'start');
        if (isRefusal(from)) return from.refusal;
        const to = dateParameter(request, 'to', 'end');
        if (isRefusal(to)) return to.refusal;
        if (from.date > to.date) return fieldProblem('from', 'The start date must be on or before the end date.');
        return HttpResponse.json<ActivityStatement>(activityStatementOf(found.client, found.business, from.date, to.date));
      }),
    ),

    http.get(
      url('/api/clients/:id/statements/outstanding'),
      signedIn(({ principal, request, params }) => {
        const found = findClient(principal, params.id);
        if (isRefusal(found)) return found.refusal;
        const asAt = dateParameter(request, 'asAt', 'as-at');
        if (isRefusal(asAt)) return asAt.refusal;
        if (asAt.date > today()) return fieldProblem('asAt', 'The as-at date cannot be in the future.');
        return HttpResponse.json<OutstandingStatement>(outstandingStatementOf(found.client, found.business, asAt.date));
      }),
    ),

    http.get(
      url('/api/businesses/:id/gst-returns/:period'),
      signedIn(({ principal, params }) => {
        const id = parseId(params.id);
        const business = id === null ? undefined : db.businesses.findFirst((q) => q.where({ id }));
        if (!business) return notFound('Business');
        if (!mayInvoiceFor(principal.user, business)) return forbiddenBusiness(business);
        const gstNumber = business.businessGst?.trim();
        if (!gstNumber) {
          return problem(
            409,
            `${businessName(business)} has no GST number, so it files no GST return. Add its GST number first.`,
            undefined,
            INVOICE_PROBLEM_TYPES.notGstRegistered,
          );
        }
        const frequency = business.businessGstFilingFrequency ?? DEFAULT_GST_FILING_FREQUENCY;
        const written = typeof params.period === 'string' ? params.period : '';
        if (!isMonthInRange(written)) {
          return fieldProblem(
            'period',
            `Choose a period written YYYY-MM (its last month) from ${DATE_RANGE.earliest.slice(0, 7)} to ${DATE_RANGE.latest.slice(0, 7)}.`,
          );
        }
        const period = gstPeriod(frequency, written);
        if (!period) return fieldProblem('period', `Choose ${FREQUENCY_WORDS[frequency]}, written YYYY-MM (its last month).`);
        if (period.start > today()) return fieldProblem('period', 'That period has not started yet.');
        return HttpResponse.json<GstReturn>(gstReturnOf(business, gstNumber, period));
      }),
    ),
  ];
}
