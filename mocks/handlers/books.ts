// Client statements and the GST return (openapi.yaml tags `statements` and `gst-returns`): computed
// on request by ../domain/books.ts; filing and reopening a return by ../domain/gst-filings.ts.
import { http, HttpResponse } from 'msw';
import { DATE_RANGE, INVOICE_PROBLEM_TYPES } from '../../src/config/invoicing';
import { isIsoDate } from '../../src/lib/calendar-date';
import {
  DEFAULT_GST_FILING_FREQUENCY,
  DEFAULT_GST_PERIOD_ENDING,
  formatGstPeriod,
  gstPeriod,
  type GstPeriod,
} from '../../src/lib/gst-periods';
import { gstFilingRequest, gstReopenRequest } from '../../src/lib/requests/gst-returns';
import type { Principal } from '../runtime/auth';
import { activityStatementOf, outstandingStatementOf } from '../domain/books';
import { filingRecordOf, fileGstReturn, gstReturnOf, overlappingFiled, reopenGstReturn } from '../domain/gst-filings';
import { writingInto } from '../domain/period-lock';
import { db, type BusinessRecord, type ClientRecord } from '../runtime/db';
import { isAdmin, mayInvoiceFor } from '../domain/invoicing';
import { notFound, problem } from '../runtime/problem';
import { isRefusal, oneAtATime, parseId, readBody, recheck, type Params, type Refusal } from './http-utils';
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
const ODD_TWO_MONTHLY_WORDS = 'a two-monthly period (this business’s end in odd months)';

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

const invalidStatus = (detail: string) => problem(409, detail, undefined, INVOICE_PROBLEM_TYPES.invalidStatus);

/** The business and period the path names, if the caller may invoice for it, it has a GST number and the period is one of its. */
function returnPeriod(principal: Principal, params: Params): { business: BusinessRecord; gstNumber: string; period: GstPeriod } | Refusal {
  const id = parseId(params.id);
  const business = id === null ? undefined : db.businesses.findFirst((q) => q.where({ id }));
  if (!business) return { refusal: notFound('Business') };
  if (!mayInvoiceFor(principal.user, business)) return { refusal: forbiddenBusiness(business) };
  const gstNumber = business.businessGst?.trim();
  if (!gstNumber) {
    return {
      refusal: problem(
        409,
        `${businessName(business)} has no GST number, so it files no GST return. Add its GST number first.`,
        undefined,
        INVOICE_PROBLEM_TYPES.notGstRegistered,
      ),
    };
  }
  const frequency = business.businessGstFilingFrequency ?? DEFAULT_GST_FILING_FREQUENCY;
  const ending = business.businessGstPeriodEnding ?? DEFAULT_GST_PERIOD_ENDING;
  const written = typeof params.period === 'string' ? params.period : '';
  if (!isMonthInRange(written)) {
    return {
      refusal: fieldProblem(
        'period',
        `Choose a period written YYYY-MM (its last month) from ${DATE_RANGE.earliest.slice(0, 7)} to ${DATE_RANGE.latest.slice(0, 7)}.`,
      ),
    };
  }
  const period = gstPeriod(frequency, written, ending);
  if (!period) {
    const words = frequency === 'TWO_MONTHLY' && ending === 'ODD_MONTHS' ? ODD_TWO_MONTHLY_WORDS : FREQUENCY_WORDS[frequency];
    return { refusal: fieldProblem('period', `Choose ${words}, written YYYY-MM (its last month).`) };
  }
  if (period.start > today()) return { refusal: fieldProblem('period', 'That period has not started yet.') };
  return { business, gstNumber, period };
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
        const found = returnPeriod(principal, params);
        return isRefusal(found) ? found.refusal : HttpResponse.json<GstReturn>(gstReturnOf(found.business, found.gstNumber, found.period));
      }),
    ),

    http.post(
      url('/api/businesses/:id/gst-returns/:period/filing'),
      oneAtATime(
        signedIn(async ({ principal, params, request }) => {
          const found = returnPeriod(principal, params);
          if (isRefusal(found)) return found.refusal;
          const { business, gstNumber, period } = found;
          const parsed = await readBody(request, gstFilingRequest());
          if (isRefusal(parsed)) return parsed.refusal;
          if (period.end >= today()) return invalidStatus('A return is filed once its period has ended.');
          if (filingRecordOf(business.id, period)?.filing) return invalidStatus('This return is already filed.');
          const overlapping = overlappingFiled(business.id, period);
          if (overlapping) {
            return invalidStatus(
              `The return for ${formatGstPeriod(overlapping)} is filed and covers part of this period (the filing frequency or cycle changed since), so this one cannot be filed as well.`,
            );
          }
          const refused = recheck(gstFilingRequest({ periodEnd: period.end, today: today() }), parsed.body);
          if (refused) return refused;
          if (writingInto(business.id, period)) {
            return invalidStatus(
              'Bank statement lines dated in this period are still being recorded. File the return once they have finished, in a moment.',
            );
          }
          return HttpResponse.json<GstReturn>(
            await fileGstReturn(business, gstNumber, period, parsed.body.filedOn, principal.user.username),
          );
        }),
      ),
    ),

    http.post(
      url('/api/businesses/:id/gst-returns/:period/reopen'),
      oneAtATime(
        signedIn(async ({ principal, params, request }) => {
          const found = returnPeriod(principal, params);
          if (isRefusal(found)) return found.refusal;
          if (!isAdmin(principal.user)) return problem(403, 'Only an administrator may reopen a filed GST return.');
          const { business, gstNumber, period } = found;
          const parsed = await readBody(request, gstReopenRequest);
          if (isRefusal(parsed)) return parsed.refusal;
          const record = filingRecordOf(business.id, period);
          if (!record?.filing) return invalidStatus('This return is not filed, so there is nothing to reopen.');
          return HttpResponse.json<GstReturn>(
            await reopenGstReturn(business, gstNumber, period, record, parsed.body.reason, principal.user.username),
          );
        }),
      ),
    ),
  ];
}
