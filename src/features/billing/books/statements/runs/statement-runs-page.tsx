// /statement-runs: the month-end statement run (docs/sending.md#statement-runs). For one business:
// which statement it sends (its setting), today's run started or taken up in one action, its
// progress while it runs, and its summary. The page drives the run (decision 276).
import { useMemo } from 'react';
import { useEmailTemplates } from '@/api/emails';
import { errorMessage } from '@/api/errors';
import { useSaveStatementRunSettings, useStatementRunSettings, useStatementRuns } from '@/api/statement-runs';
import type { StatementKind } from '@/api/types';
import { Button } from '@/components/button/button';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { OneBusiness } from '@/features/billing/shared/one-business';
import { SelectField } from '@/components/select/select-field';
import { StatusMessage } from '@/components/status-message/status-message';
import { formatDate } from '@/lib/calendar-date';
import { CardSection } from '@/features/billing/shared/card-section';
import { useServerToday } from '@/features/billing/shared/use-server-today';
import { StatementRunProgress } from './statement-run-progress';
import { StatementRunSummary } from './statement-run-summary';
import { summarise } from './statement-run-summary-model';
import { useStatementRun } from './use-statement-run';
import '@/features/billing/shared/invoice-view.css';

const KIND_OPTIONS = [
  { value: 'OUTSTANDING', label: 'Outstanding invoices as at the statement date' },
  { value: 'ACTIVITY', label: 'Activity over the month to the statement date' },
];

function BusinessRun({ businessId }: { businessId: number }) {
  const { today, known } = useServerToday();
  const settings = useStatementRunSettings(businessId);
  const saveSettings = useSaveStatementRunSettings();
  const runs = useStatementRuns(businessId);
  const templates = useEmailTemplates(businessId);
  const template = templates.data?.find((each) => each.kind === 'STATEMENT');
  const { state, start, stop } = useStatementRun(businessId, template);
  const kind = settings.data?.statementKind;
  // Today's run of this kind, if one was started (a stopped one is taken up by Start).
  const todays = runs.data?.find((run) => run.statementDate === today && run.statementKind === kind);
  const shown = state.run ?? todays ?? null;
  const summary = useMemo(() => (shown ? summarise(shown, state.outcomes) : null), [shown, state.outcomes]);
  // What today's run has still to send, with this page's outcomes counted (no wait for a refetch).
  const sendable = shown && shown.statementDate === today ? shown.clients.filter((client) => client.status !== 'SKIPPED').length : 0;
  const left = shown && shown.statementDate === today && summary ? summary.failed.length + summary.waiting : null;
  const running = state.phase === 'running' || state.phase === 'stopping' || state.phase === 'starting';

  if (settings.isError || templates.isError) {
    const error = settings.error ?? templates.error;
    return (
      <LoadError
        message="The statement run could not be prepared."
        detail={errorMessage(error, 'Please try again.')}
        onRetry={() => void Promise.all([settings.refetch(), templates.refetch()])}
      />
    );
  }
  if (!kind || !template || !known) return <p role="status">Loading…</p>;
  const startLabel =
    left !== null && left > 0 && left < sendable
      ? `Send the ${left} ${left === 1 ? 'statement' : 'statements'} left`
      : left === 0
        ? 'Check today’s run again'
        : 'Send the month-end statements';
  return (
    <>
      <CardSection heading="Statement sent">
        <SelectField
          label="Each client with a balance gets"
          options={KIND_OPTIONS}
          value={kind}
          disabled={running || saveSettings.isPending}
          onChange={(event) => saveSettings.mutate({ businessId, statementKind: event.target.value as StatementKind })}
        />
        <StatusMessage tone="error">
          {saveSettings.isError ? errorMessage(saveSettings.error, 'The choice could not be saved. Please try again.') : null}
        </StatusMessage>
      </CardSection>
      <CardSection heading={`Statements dated ${formatDate(today)}`}>
        <p>
          Every client who owes a balance today (New Zealand) is emailed their statement with the business’s statement template. Clients
          without an email address are skipped and listed.
        </p>
        {state.progress && (state.phase === 'running' || state.phase === 'stopping') ? (
          <StatementRunProgress progress={state.progress} stopping={state.phase === 'stopping'} onStop={stop} />
        ) : (
          <Button busy={running} busyLabel="Starting the run…" onClick={() => void start()}>
            {startLabel}
          </Button>
        )}
        <StatusMessage tone="error">{state.problem}</StatusMessage>
        {/* Always in the page, so the end of a run is announced. */}
        <StatusMessage tone={summary && summary.failed.length > 0 ? 'warning' : 'success'}>
          {summary && state.phase === 'finished'
            ? `The run is done: ${summary.sent} sent, ${summary.skipped.length} skipped, ${summary.failed.length} failed.`
            : summary && state.phase === 'stopped'
              ? `The run was stopped: ${summary.sent} sent so far.`
              : null}
        </StatusMessage>
      </CardSection>
      {shown && summary && !running ? (
        <CardSection heading="Summary">
          <StatementRunSummary summary={summary} statementDate={shown.statementDate} empty={shown.clients.length === 0} />
        </CardSection>
      ) : null}
    </>
  );
}

export function StatementRunsPage() {
  return (
    <Page title="Statement runs" description="At month end, email every client who owes a balance their statement in one go.">
      <div className="invoice-view">
        <OneBusiness withoutBusiness="You may not invoice for any business yet, so there are no statements to send.">
          {(businessId) => <BusinessRun key={businessId} businessId={businessId} />}
        </OneBusiness>
      </div>
    </Page>
  );
}
