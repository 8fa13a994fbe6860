// Month-end statement runs (docs/sending.md#statement-runs): who owes a balance on the statement
// date, and a run as the API shows it. The browser makes each PDF and sends it; the run keeps each
// client's outcome, so a run taken up again sends nobody twice (decision 276).
import type { IsoDate } from '../../src/lib/calendar-date';
import { db, type ClientRecord, type StatementRunClientRecord, type StatementRunRecord } from '../runtime/db';
import type { StatementRun, StatementKind } from '../handlers/types';
import { clientBalancesOf } from './books';

const NO_EMAIL_REASON = 'No email address on record.';

/** The business's choice, OUTSTANDING until it saves one. */
export function statementKindOf(businessId: number): StatementKind {
  return db.statementRunSettings.findFirst((q) => q.where({ businessId }))?.statementKind ?? 'OUTSTANDING';
}

/** The 1st of the date's month. */
export const monthStart = (date: IsoDate): IsoDate => `${date.slice(0, 8)}01`;

const nameOf = (client: ClientRecord) => client.clientName ?? client.clientBusinessName ?? client.businessId;

/** The run's rows: every client of the business owing a balance as at `statementDate`, by name. */
export function runClientsFor(businessId: number, statementDate: IsoDate): Array<Omit<StatementRunClientRecord, 'id' | 'runId'>> {
  const balances = clientBalancesOf(businessId, statementDate);
  return db.clients
    .all()
    .filter((client) => client.linkedBusinessId === businessId && (balances.get(client.id) ?? 0) > 0)
    .map((client) => ({ client, name: nameOf(client) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-NZ') || a.client.id - b.client.id)
    .map(({ client, name }, position) => {
      const email = client.clientEmailAddress?.trim();
      return {
        position,
        clientId: client.id,
        clientName: name,
        balance: balances.get(client.id) ?? 0,
        ...(email ? { email, status: 'PENDING' as const } : { status: 'SKIPPED' as const, reason: NO_EMAIL_REASON }),
      };
    });
}

export function toStatementRun(run: StatementRunRecord): StatementRun {
  const rows = db.statementRunClients.findMany((q) => q.where({ runId: run.id })).sort((a, b) => a.position - b.position);
  return {
    id: run.id,
    businessId: run.businessId,
    statementKind: run.statementKind,
    from: run.from,
    statementDate: run.statementDate,
    startedAt: run.startedAt,
    startedBy: run.startedBy,
    clients: rows.map(({ clientId, clientName, email, balance, status, reason, emailId }) => ({
      clientId,
      clientName,
      balance,
      status,
      ...(email !== undefined ? { email } : {}),
      ...(reason !== undefined ? { reason } : {}),
      ...(emailId !== undefined ? { emailId } : {}),
    })),
  };
}
