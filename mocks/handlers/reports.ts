// The business reports (openapi.yaml tag `reports`): read only, computed on request by
// ../domain/reports.ts for a business the caller may invoice for.
import { http, HttpResponse } from 'msw';
import { isIsoDate } from '../../src/lib/calendar-date';
import { reportRangeProblem } from '../../src/lib/reports';
import { agedPayablesOf, jobCostingOf, profitAndLossOf } from '../domain/reports';
import { mayInvoiceFor } from '../domain/invoicing';
import type { Principal } from '../runtime/auth';
import { today } from '../runtime/clock';
import { db, type BusinessRecord } from '../runtime/db';
import { notFound } from '../runtime/problem';
import { isRefusal, parseId, type Params, type Refusal } from './http-utils';
import { forbiddenBusiness, signedIn } from './invoice-common';
import { fieldProblem } from './invoice-requests';
import { DATE_RANGE_WORDS, inDateRange } from './request-dates';
import type { AgedPayables, JobCosting, ProfitAndLoss, UrlFor } from './types';

function findBusiness(principal: Principal, raw: Params[string] | undefined): BusinessRecord | Refusal {
  const id = parseId(raw);
  const business = id === null ? undefined : db.businesses.findFirst((q) => q.where({ id }));
  if (!business) return { refusal: notFound('Business') };
  if (!mayInvoiceFor(principal.user, business)) return { refusal: forbiddenBusiness(business) };
  return business;
}

function dateParameter(request: Request, name: 'from' | 'to', label: string): { date: string } | Refusal {
  const value = new URL(request.url).searchParams.get(name);
  if (value === null || value === '') return { refusal: fieldProblem(name, `Enter the ${label} date.`) };
  if (!isIsoDate(value)) return { refusal: fieldProblem(name, `The ${label} date must be a real date written YYYY-MM-DD.`) };
  if (!inDateRange(value)) return { refusal: fieldProblem(name, `The ${label} date must be ${DATE_RANGE_WORDS}.`) };
  return { date: value };
}

export function reportHandlers(url: UrlFor) {
  return [
    http.get(
      url('/api/businesses/:id/reports/profit-and-loss'),
      signedIn(({ principal, request, params }) => {
        const business = findBusiness(principal, params.id);
        if (isRefusal(business)) return business.refusal;
        const from = dateParameter(request, 'from', 'start');
        if (isRefusal(from)) return from.refusal;
        const to = dateParameter(request, 'to', 'end');
        if (isRefusal(to)) return to.refusal;
        const range = reportRangeProblem(from.date, to.date);
        if (range) return fieldProblem(range.field, range.message);
        return HttpResponse.json<ProfitAndLoss>(profitAndLossOf(business, from.date, to.date));
      }),
    ),
    http.get(
      url('/api/businesses/:id/reports/job-costing'),
      signedIn(({ principal, params }) => {
        const business = findBusiness(principal, params.id);
        if (isRefusal(business)) return business.refusal;
        return HttpResponse.json<JobCosting>(jobCostingOf(business));
      }),
    ),
    http.get(
      url('/api/businesses/:id/reports/aged-payables'),
      signedIn(({ principal, params }) => {
        const business = findBusiness(principal, params.id);
        if (isRefusal(business)) return business.refusal;
        return HttpResponse.json<AgedPayables>(agedPayablesOf(business, today()));
      }),
    ),
  ];
}
