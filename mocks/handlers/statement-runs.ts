// Month-end statement runs (docs/sending.md#statement-runs, decision 276): the business's choice of
// statement, starting (or taking up) today's run, and one client's email within a run.
import { http, HttpResponse } from 'msw';
import { statementRunSettingsRequest } from '../../src/lib/requests/email';
import type { Principal } from '../runtime/auth';
import { nowIso, today } from '../runtime/clock';
import { db, insert, insertAll, type StatementRunRecord } from '../runtime/db';
import { notFound, problem } from '../runtime/problem';
import { toSentEmail } from '../domain/emails';
import { mayInvoiceFor } from '../domain/invoicing';
import { monthStart, runClientsFor, statementKindOf, toStatementRun } from '../domain/statement-runs';
import { businessFor, sendEmail, statementNumber } from './emails';
import { isRefusal, oneAtATime, parseId, readBody, type Params, type Refusal } from './http-utils';
import { forbiddenBusiness, signedIn } from './invoice-common';
import type { SentEmail, StatementRun, StatementRunList, StatementRunSettings, UrlFor } from './types';

/** Runs kept per business in the list. */
const LISTED_RUNS = 5;

function runFor(principal: Principal, rawId: Params[string] | undefined): { run: StatementRunRecord } | Refusal {
  const id = parseId(rawId);
  const run = id === null ? undefined : db.statementRuns.findFirst((q) => q.where({ id }));
  const business = run && db.businesses.findFirst((q) => q.where({ id: run.businessId }));
  if (!run || !business) return { refusal: notFound('Statement run') };
  if (!mayInvoiceFor(principal.user, business)) return { refusal: forbiddenBusiness(business) };
  return { run };
}

const setRow = (id: number, change: { status: 'SENT' | 'FAILED'; reason?: string; emailId?: number }) =>
  db.statementRunClients.update((q) => q.where({ id }), {
    data(draft) {
      draft.status = change.status;
      if (change.reason === undefined) delete draft.reason;
      else draft.reason = change.reason;
      if (change.emailId !== undefined) draft.emailId = change.emailId;
    },
  });

export function statementRunHandlers(url: UrlFor) {
  return [
    http.get(
      url('/api/businesses/:id/statement-run-settings'),
      signedIn(({ principal, params }) => {
        const found = businessFor(principal, params.id);
        if (isRefusal(found)) return found.refusal;
        return HttpResponse.json<StatementRunSettings>({ statementKind: statementKindOf(found.business.id) });
      }),
    ),

    http.put(
      url('/api/businesses/:id/statement-run-settings'),
      oneAtATime(
        signedIn(async ({ principal, request, params }) => {
          const found = businessFor(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const sent = await readBody(request, statementRunSettingsRequest);
          if (isRefusal(sent)) return sent.refusal;
          const businessId = found.business.id;
          const { statementKind } = sent.body;
          const stored = db.statementRunSettings.findFirst((q) => q.where({ businessId }));
          if (stored) {
            await db.statementRunSettings.update((q) => q.where({ id: stored.id }), {
              data(draft) {
                draft.statementKind = statementKind;
              },
            });
          } else {
            await insert(db.statementRunSettings, (id) => ({ id, businessId, statementKind }));
          }
          return HttpResponse.json<StatementRunSettings>({ statementKind });
        }),
      ),
    ),

    http.get(
      url('/api/businesses/:id/statement-runs'),
      signedIn(({ principal, params }) => {
        const found = businessFor(principal, params.id);
        if (isRefusal(found)) return found.refusal;
        const businessId = found.business.id;
        const runs = db.statementRuns
          .findMany((q) => q.where({ businessId }))
          .sort((a, b) => b.id - a.id)
          .slice(0, LISTED_RUNS);
        return HttpResponse.json<StatementRunList>({ runs: runs.map(toStatementRun) });
      }),
    ),

    http.post(
      url('/api/businesses/:id/statement-runs'),
      oneAtATime(
        signedIn(async ({ principal, params }) => {
          const found = businessFor(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const businessId = found.business.id;
          const statementDate = today();
          const statementKind = statementKindOf(businessId);
          // One run per business, date and kind: starting again takes up the run where it stopped.
          const existing = db.statementRuns.findFirst((q) => q.where({ businessId, statementDate, statementKind }));
          if (existing) return HttpResponse.json<StatementRun>(toStatementRun(existing));
          const run = await insert(db.statementRuns, (id) => ({
            id,
            businessId,
            statementKind,
            from: monthStart(statementDate),
            statementDate,
            startedAt: nowIso(),
            startedBy: principal.user.username,
          }));
          const rows = runClientsFor(businessId, statementDate);
          await insertAll(
            db.statementRunClients,
            rows.map((row) => (id: number) => ({ ...row, id, runId: run.id })),
          );
          return HttpResponse.json<StatementRun>(toStatementRun(run), { status: 201 });
        }),
      ),
    ),

    http.get(
      url('/api/statement-runs/:id'),
      signedIn(({ principal, params }) => {
        const found = runFor(principal, params.id);
        if (isRefusal(found)) return found.refusal;
        return HttpResponse.json<StatementRun>(toStatementRun(found.run));
      }),
    ),

    http.post(
      url('/api/statement-runs/:id/clients/:clientId/emails'),
      oneAtATime(
        signedIn(({ principal, request, params }) => {
          const found = runFor(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const { run } = found;
          const clientId = parseId(params.clientId);
          const row = clientId === null ? undefined : db.statementRunClients.findFirst((q) => q.where({ runId: run.id, clientId }));
          const client = clientId === null ? undefined : db.clients.findFirst((q) => q.where({ id: clientId }));
          if (!row || !client) return notFound('Client of this run');
          // The run and the client are the key: sent once in this run, answered with that email after.
          if (row.status === 'SENT' && row.emailId !== undefined) {
            const emailId = row.emailId;
            const earlier = db.emails.findFirst((q) => q.where({ id: emailId }));
            if (earlier) return HttpResponse.json<SentEmail>(toSentEmail(earlier));
          }
          if (row.status === 'SKIPPED') {
            return problem(409, `${row.clientName} has no email address on record, so the run skips them.`);
          }
          return sendEmail(principal, request, {
            type: 'STATEMENT',
            id: client.id,
            number: statementNumber(client),
            businessId: run.businessId,
            refusal: null,
            record: (email) => setRow(row.id, { status: 'SENT', emailId: email.id }),
            onRefused: (reason) => setRow(row.id, { status: 'FAILED', reason }),
          });
        }),
      ),
    ),
  ];
}
