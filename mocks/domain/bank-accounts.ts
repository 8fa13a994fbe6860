// Bank accounts and their statement lines as the API shows them (docs/bank-statements.md).
import type { components } from '../../src/api/schema';
import { clientNameOf } from './client-credits';
import { without } from './invoicing';
import { db, type BankAccountRecord, type BankLineRecord, type BusinessRecord } from '../runtime/db';

type BankAccount = components['schemas']['BankAccount'];
type BankStatementLine = components['schemas']['BankStatementLine'];

const nameOf = (business: BusinessRecord | undefined) => business?.businessName ?? business?.businessId ?? '';

/** Every line of an account, in the order stored. */
export const linesOf = (accountId: number): BankLineRecord[] => db.bankLines.findMany((q) => q.where({ accountId }));

export function toBankAccount(record: BankAccountRecord, lines: readonly BankLineRecord[] = linesOf(record.id)): BankAccount {
  const business = db.businesses.findFirst((q) => q.where({ id: record.businessId }));
  let lastLineDate: string | undefined;
  let linesToMatch = 0;
  for (const line of lines) {
    if (line.status === 'TO_MATCH') linesToMatch += 1;
    if (lastLineDate === undefined || line.date > lastLineDate) lastLineDate = line.date;
  }
  return {
    id: record.id,
    version: record.version,
    businessId: record.businessId,
    businessName: nameOf(business),
    name: record.name,
    accountNumber: record.accountNumber,
    ...(record.csvMapping ? { csvMapping: record.csvMapping } : {}),
    lineCount: lines.length,
    linesToMatch,
    ...(lastLineDate ? { lastLineDate } : {}),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export function toBankStatementLine(record: BankLineRecord): BankStatementLine {
  const line: BankStatementLine = without(record, ['identity', 'creditId']);
  const entry = record.creditId === undefined ? undefined : db.clientCredits.findFirst((q) => q.where({ id: record.creditId as number }));
  if (!entry) return line;
  const client = db.clients.findFirst((q) => q.where({ id: entry.clientId }));
  return { ...line, credit: { creditId: entry.id, clientId: entry.clientId, clientName: clientNameOf(client), amount: entry.amount } };
}

/** Newest first: by date, then the later import and the later line of a file first. */
export const newestFirst = (a: BankLineRecord, b: BankLineRecord) => b.date.localeCompare(a.date) || b.id - a.id;
