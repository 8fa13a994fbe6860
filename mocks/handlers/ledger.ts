// The ledger (openapi.yaml tag `ledger`, docs/ledger.md): read only, derived on request from the
// business's documents by ../domain/ledger.ts, for a business the caller may invoice for. Whether
// the part is offered is the routing's decision (routing.ts), not these handlers'.
import { http, HttpResponse } from 'msw';
import { generalLedger, trialBalance } from '../../src/lib/ledger/reports';
import { ledgerOf } from '../domain/ledger';
import { today } from '../runtime/clock';
import { notFound } from '../runtime/problem';
import { isRefusal } from './http-utils';
import { signedIn } from './invoice-common';
import { fieldProblem } from './invoice-requests';
import { dateParameter, findBusiness } from './report-parameters';
import type { ChartOfAccounts, GeneralLedger, TrialBalance, UrlFor } from './types';
import { chartFor } from '../../src/lib/ledger/chart';
import { accountsOf } from '../domain/purchases';

export function ledgerHandlers(url: UrlFor) {
  return [
    http.get(
      url('/api/ledger/:businessId/accounts'),
      signedIn(({ principal, params }) => {
        const business = findBusiness(principal, params.businessId);
        if (isRefusal(business)) return business.refusal;
        return HttpResponse.json<ChartOfAccounts>({ businessId: business.id, accounts: chartFor(accountsOf(business.id)).accounts });
      }),
    ),
    http.get(
      url('/api/ledger/:businessId/trial-balance'),
      signedIn(({ principal, request, params }) => {
        const business = findBusiness(principal, params.businessId);
        if (isRefusal(business)) return business.refusal;
        const date = dateParameter(request, 'date', 'trial balance', today());
        if (isRefusal(date)) return date.refusal;
        const { chart, journals } = ledgerOf(business);
        return HttpResponse.json<TrialBalance>({ businessId: business.id, ...trialBalance(journals, date.date, chart.accounts) });
      }),
    ),
    http.get(
      url('/api/ledger/:businessId/accounts/:code'),
      signedIn(({ principal, request, params }) => {
        const business = findBusiness(principal, params.businessId);
        if (isRefusal(business)) return business.refusal;
        const from = dateParameter(request, 'from', 'start');
        if (isRefusal(from)) return from.refusal;
        const to = dateParameter(request, 'to', 'end');
        if (isRefusal(to)) return to.refusal;
        if (from.date > to.date) return fieldProblem('from', 'The start date must be on or before the end date.');
        const { chart, journals } = ledgerOf(business);
        const account = chart.accounts.find((candidate) => candidate.code === params.code);
        if (!account) return notFound('Account');
        const { opening, entries, closing } = generalLedger(journals, account.code, from.date, to.date);
        return HttpResponse.json<GeneralLedger>({
          businessId: business.id,
          account,
          from: from.date,
          to: to.date,
          opening,
          entries,
          closing,
        });
      }),
    ),
  ];
}
