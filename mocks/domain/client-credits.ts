// A client's credit balance (decision 232): money in beyond the invoices a bank line paid, less what
// paid later invoices and what was paid back. One ledger of entries per client; the balance is
// their sum by kind and never goes below 0 (every use checks it inside the write lock).
import type { components } from '../../src/api/schema';
import { db, type ClientCreditRecord, type ClientRecord } from '../runtime/db';

type ClientCredit = components['schemas']['ClientCredit'];

export const creditEntriesOf = (clientId: number): ClientCreditRecord[] =>
  db.clientCredits.findMany((q) => q.where({ clientId })).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);

/** Σ OVERPAYMENT − Σ APPLIED − Σ REFUNDED. */
export function creditBalance(entries: readonly ClientCreditRecord[]): number {
  let balance = 0;
  for (const entry of entries) balance += entry.kind === 'OVERPAYMENT' ? entry.amount : -entry.amount;
  return balance;
}

export const clientNameOf = (client: Pick<ClientRecord, 'clientName' | 'clientBusinessName' | 'id'> | undefined) =>
  client?.clientName ?? client?.clientBusinessName ?? `Client ${client?.id ?? ''}`;

export function toClientCredit(client: Pick<ClientRecord, 'id' | 'linkedBusinessId'>): ClientCredit {
  const entries = creditEntriesOf(client.id);
  const numbers = new Map<number, string>();
  for (const entry of entries) {
    if (entry.invoiceId === undefined || numbers.has(entry.invoiceId)) continue;
    const invoiceId = entry.invoiceId;
    numbers.set(invoiceId, db.invoices.findFirst((q) => q.where({ id: invoiceId }))?.number ?? '');
  }
  return {
    clientId: client.id,
    businessId: client.linkedBusinessId,
    balance: creditBalance(entries),
    entries: entries.map(({ id, kind, amount, date, bankLineId, invoiceId, method, reference, recordedBy, recordedAt }) => ({
      id,
      kind,
      amount,
      date,
      ...(bankLineId === undefined ? {} : { bankLineId }),
      ...(invoiceId === undefined ? {} : { invoiceId, invoiceNumber: numbers.get(invoiceId) ?? '' }),
      ...(method ? { method } : {}),
      ...(reference ? { reference } : {}),
      recordedBy,
      recordedAt,
    })),
  };
}
