// /clients/:id/statement: a client's activity statement over a range (?from=&to=) or its
// outstanding invoices as at a date (?view=outstanding&asAt=), the dates in the address so a
// statement can be bookmarked; printed or downloaded as a PDF.
import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessage, httpStatusOf } from '@/api/errors';
import { useInvoicingBusinesses } from '@/api/invoices';
import { useActivityStatement, useOutstandingStatement } from '@/api/statements';
import { LoadError } from '@/components/load-error/load-error';
import { NotFound } from '@/components/not-found/not-found';
import { Page } from '@/components/page/page';
import { SelectField } from '@/components/select/select-field';
import { StatusMessage } from '@/components/status-message/status-message';
import { TextField } from '@/components/field/text-field';
import { paths } from '@/config/paths';
import { addDays, isIsoDate } from '@/lib/calendar-date';
import { parseInvoiceId } from '@/features/billing/shared/use-route-invoice';
import { ClientRemindersSwitch } from './client-reminders-switch';
import { StatementActions } from './statement-actions';
import { sendableStatement } from './sendable-statement';
import { StatementDocument } from './statement-document';
import { activityModel, outstandingModel, type StatementModel } from './statement-model';
import { useServerToday } from '@/features/billing/shared/use-server-today';
import '@/features/billing/shared/invoice-view.css';
import '@/features/billing/shared/books.css';
import { useAddressChoices } from '@/features/billing/shared/use-address-choices';
import { useOffered } from '@/features/server-capabilities/capabilities-context';

// Loaded after the statement (its forms and their schema), so the page's bundle stays in its budget.
const ClientCreditPanel = lazy(() => import('./client-credit-panel').then((module) => ({ default: module.ClientCreditPanel })));

type View = 'activity' | 'outstanding';

/** The view and dates the address asks for, with defaults: the last 90 days, as at today. */
function useStatementParams() {
  const [params, set] = useAddressChoices();
  const { today, known } = useServerToday();
  const view: View = params.get('view') === 'outstanding' ? 'outstanding' : 'activity';
  const from = params.get('from') ?? addDays(today, -90);
  const to = params.get('to') ?? today;
  const asAt = params.get('asAt') ?? today;
  let problem: string | null = null;
  if (view === 'activity') {
    if (!isIsoDate(from) || !isIsoDate(to)) problem = 'Enter both dates as real dates.';
    else if (from > to) problem = 'The start date must be on or before the end date.';
  } else if (!isIsoDate(asAt)) problem = 'Enter the as-at date as a real date.';
  else if (known && asAt > today) problem = 'The as-at date cannot be in the future.';
  // The default dates are the server's today's, so nothing is asked until the server has said it.
  return { view, from, to, asAt, today, known, problem, ready: known && problem === null, set };
}

export function StatementPage() {
  const clientId = parseInvoiceId(useParams().id);
  const { view, from, to, asAt, today, problem, ready, set, known } = useStatementParams();
  const id = clientId ?? 0;
  const activity = useActivityStatement(id, from, to, clientId !== null && view === 'activity' && ready);
  const outstanding = useOutstandingStatement(id, asAt, clientId !== null && view === 'outstanding' && ready);
  const query = view === 'activity' ? activity : outstanding;
  // Built once per answer: formatting thousands of lines is not free, and the page renders often.
  const activityDoc = useMemo(() => (activity.data ? activityModel(activity.data) : null), [activity.data]);
  const outstandingDoc = useMemo(() => (outstanding.data ? outstandingModel(outstanding.data) : null), [outstanding.data]);
  const doc: StatementModel | null = view === 'activity' ? activityDoc : outstandingDoc;
  const statement = view === 'activity' ? activity.data : outstanding.data;
  // The statement names its business by code; the templates are the business's, by id.
  const businessId = useInvoicingBusinesses().data?.find((business) => business.code === statement?.business.code)?.id;
  // Emailed and reminded only by a service that sends.
  const sending = useOffered('statement-emails');
  const sendable = sending && doc && statement && businessId !== undefined ? sendableStatement(statement, doc, businessId) : null;
  if (clientId === null || httpStatusOf(query.error) === 404) {
    return (
      <NotFound
        title="Client not found"
        message="This client does not exist, or it was deleted, so it has no statement."
        link={{ to: paths.invoiceHistory, label: 'Go to the invoice history' }}
      />
    );
  }
  return (
    <Page
      title={doc ? `Statement: ${doc.recipient.name}` : 'Statement'}
      actions={doc && problem === null ? <StatementActions doc={doc} sendable={sendable} /> : null}
    >
      <div className="invoice-view">
        <form className="ui-card statement-controls no-print" aria-label="Statement options" onSubmit={(event) => event.preventDefault()}>
          <SelectField
            label="Statement"
            value={view}
            options={[
              { value: 'activity', label: 'Activity over a range' },
              { value: 'outstanding', label: 'Outstanding as at a date' },
            ]}
            onChange={(event) => set({ view: event.target.value })}
          />
          {view === 'activity' ? (
            <>
              <TextField label="From" type="date" value={from} onChange={(event) => set({ from: event.target.value })} />
              <TextField label="To" type="date" value={to} onChange={(event) => set({ to: event.target.value })} />
            </>
          ) : (
            <TextField label="As at" type="date" value={asAt} max={today} onChange={(event) => set({ asAt: event.target.value })} />
          )}
        </form>
        {sending ? <ClientRemindersSwitch clientId={id} /> : null}
        {problem ? (
          <StatusMessage tone="error">{problem}</StatusMessage>
        ) : query.isError ? (
          <LoadError
            message="The statement could not be loaded."
            detail={errorMessage(query.error, 'Please try again.')}
            onRetry={() => void query.refetch()}
          />
        ) : doc ? (
          <div className="invoice-print-area">
            <StatementDocument key={`${doc.title}:${doc.covers}`} doc={doc} />
          </div>
        ) : (
          <p role="status">Loading...</p>
        )}
        {known ? (
          <Suspense fallback={null}>
            <ClientCreditPanel clientId={clientId} today={today} />
          </Suspense>
        ) : null}
      </div>
    </Page>
  );
}
