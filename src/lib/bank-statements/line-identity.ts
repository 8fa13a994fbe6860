// When two statement lines are the same bank transaction, so an import never records one twice
// (docs/bank-statements.md#duplicates): the bank's transaction id where the file has one, otherwise
// the date, amount, payment details and running balance.

export interface StatementLineFields {
  date: string;
  amount: number;
  payee?: string | null | undefined;
  particulars?: string | null | undefined;
  code?: string | null | undefined;
  reference?: string | null | undefined;
  bankTransactionId?: string | null | undefined;
  balance?: number | null | undefined;
}

/** Case, surrounding and repeated spaces do not make two details differ (banks vary them between exports). */
const plain = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toUpperCase();

/** The key two records of the same transaction share. */
export function lineIdentity(line: StatementLineFields): string {
  const id = plain(line.bankTransactionId);
  if (id !== '') return `id:${id}`;
  const details = [line.payee, line.particulars, line.code, line.reference].map(plain).join('|');
  return `line:${line.date}|${line.amount}|${details}|${line.balance ?? ''}`;
}

/**
 * Which incoming lines are new. Keys are counted, not just looked up: two identical lines in one file
 * (two $4.50 coffees on a day, with no balance column) are two transactions, and the n-th copy is new
 * only when fewer than n are stored. So a file imported again, or any part of it, adds nothing.
 */
export function splitNewLines(
  storedKeys: Iterable<string>,
  incoming: readonly StatementLineFields[],
): { added: number[]; skipped: number[] } {
  const stored = new Map<string, number>();
  for (const key of storedKeys) stored.set(key, (stored.get(key) ?? 0) + 1);
  const added: number[] = [];
  const skipped: number[] = [];
  incoming.forEach((line, index) => {
    const key = lineIdentity(line);
    const left = stored.get(key) ?? 0;
    if (left > 0) {
      stored.set(key, left - 1);
      skipped.push(index);
    } else {
      added.push(index);
    }
  });
  return { added, skipped };
}
