// What a run has done, for its summary: the server's record of the run with this session's outcomes over it.
import type { StatementRun, StatementRunClient } from '@/api/types';
import type { ClientOutcome } from './send-statement-run';

export interface RunSummary {
  sent: number;
  skipped: Array<Pick<StatementRunClient, 'clientId' | 'clientName' | 'reason'>>;
  failed: Array<Pick<StatementRunClient, 'clientId' | 'clientName' | 'reason' | 'email'>>;
  /** Not sent yet (the run was stopped before them). */
  waiting: number;
}

export function summarise(run: StatementRun, outcomes: ReadonlyMap<number, ClientOutcome>): RunSummary {
  const summary: RunSummary = { sent: 0, skipped: [], failed: [], waiting: 0 };
  for (const client of run.clients) {
    const outcome = outcomes.get(client.clientId);
    const status = outcome?.status ?? client.status;
    const reason = outcome ? outcome.reason : client.reason;
    if (status === 'SENT') summary.sent += 1;
    else if (status === 'SKIPPED') summary.skipped.push({ clientId: client.clientId, clientName: client.clientName, reason });
    else if (status === 'FAILED')
      summary.failed.push({ clientId: client.clientId, clientName: client.clientName, reason, email: client.email });
    else summary.waiting += 1;
  }
  return summary;
}
