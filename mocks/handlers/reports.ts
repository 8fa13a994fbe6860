// The business reports (openapi.yaml tag `reports`): read only, computed on request by
// ../domain/reports.ts for a business the caller may invoice for.
import { http, HttpResponse } from 'msw';
import { reportRangeProblem } from '../../src/lib/reports';
import { agedPayablesOf, jobCostingOf, profitAndLossOf } from '../domain/reports';
import { today } from '../runtime/clock';
import { isRefusal } from './http-utils';
import { signedIn } from './invoice-common';
import { fieldProblem } from './invoice-requests';
import { dateParameter, findBusiness } from './report-parameters';
import type { AgedPayables, JobCosting, ProfitAndLoss, UrlFor } from './types';

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
