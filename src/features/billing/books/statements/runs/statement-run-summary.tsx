// What a run did: sent, skipped without an email address, failed with the reason, and what is still
// to send when it was stopped. Each skipped or failed client is named, with a link to its statement.
import { Link } from 'react-router-dom';
import { statementPath } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { RecordsTable } from '@/features/billing/shared/records-table';
import type { RunSummary } from './statement-run-summary-model';
import './statement-runs.css';

interface StatementRunSummaryProps {
  summary: RunSummary;
  statementDate: string;
  /** True when nobody owed anything: the run had no client. */
  empty: boolean;
}

export function StatementRunSummary({ summary, statementDate, empty }: StatementRunSummaryProps) {
  if (empty) return <p>No client owes anything as at {formatDate(statementDate)}, so there is no statement to send.</p>;
  const { sent, skipped, failed, waiting } = summary;
  return (
    <div className="statement-run-summary">
      <dl className="statement-run-summary__counts">
        <div>
          <dt>Sent</dt>
          <dd>{sent}</dd>
        </div>
        <div>
          <dt>Skipped (no email address)</dt>
          <dd>{skipped.length}</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd>{failed.length}</dd>
        </div>
        {waiting > 0 ? (
          <div>
            <dt>Not sent yet</dt>
            <dd>{waiting}</dd>
          </div>
        ) : null}
      </dl>
      {waiting > 0 ? <p>The run was stopped. Start it again to send the {waiting} left: clients already sent are not sent again.</p> : null}
      {failed.length > 0 ? (
        <>
          <h3 className="statement-run-summary__heading">Failed</h3>
          <RecordsTable label="Clients whose statement failed" columns={['Client', 'Address', 'Why']} amounts={0}>
            {failed.map((client) => (
              <tr key={client.clientId}>
                <td>
                  <Link to={statementPath(client.clientId)}>{client.clientName}</Link>
                </td>
                <td>{client.email}</td>
                <td>{client.reason}</td>
              </tr>
            ))}
          </RecordsTable>
        </>
      ) : null}
      {skipped.length > 0 ? (
        <>
          <h3 className="statement-run-summary__heading">Skipped</h3>
          <RecordsTable label="Clients skipped" columns={['Client', 'Why']} amounts={0}>
            {skipped.map((client) => (
              <tr key={client.clientId}>
                <td>
                  <Link to={statementPath(client.clientId)}>{client.clientName}</Link>
                </td>
                <td>{client.reason}</td>
              </tr>
            ))}
          </RecordsTable>
        </>
      ) : null}
    </div>
  );
}
