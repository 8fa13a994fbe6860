// Building and checking journals: amounts are signed cents per account (debit positive), lines
// with nothing on them are left out, and a journal that does not balance is a bug, never posted.
import type { IsoDate } from '../calendar-date';
import type { Cents } from '../money';
import type { Journal, JournalLine, JournalSource } from './types';

class UnbalancedJournalError extends Error {
  constructor(readonly journal: Journal) {
    super(`The journal of ${journal.source.kind} ${journal.source.number} on ${journal.date} does not balance.`);
    this.name = 'UnbalancedJournalError';
  }
}

/** Debits less credits. */
export function imbalance(journal: Pick<Journal, 'lines'>): Cents {
  let sum = 0;
  for (const line of journal.lines) sum += line.debit - line.credit;
  return sum;
}

/** A journal from signed amounts (debit positive, credit negative), same accounts merged; throws unless it balances. */
export function journal(
  date: IsoDate,
  source: JournalSource,
  narration: string,
  amounts: ReadonlyArray<readonly [string, Cents]>,
): Journal {
  const byAccount = new Map<string, Cents>();
  for (const [code, amount] of amounts) byAccount.set(code, (byAccount.get(code) ?? 0) + amount);
  const lines: JournalLine[] = [];
  for (const [accountCode, amount] of byAccount) {
    if (amount > 0) lines.push({ accountCode, debit: amount, credit: 0 });
    else if (amount < 0) lines.push({ accountCode, debit: 0, credit: -amount });
  }
  const made: Journal = { date, source, narration, lines };
  if (imbalance(made) !== 0) throw new UnbalancedJournalError(made);
  return made;
}

/** The reversal of `original` on `date`: every line on the other side. Nothing is ever taken out of the ledger. */
export function reversal(original: Journal, date: IsoDate, source: JournalSource, narration: string): Journal {
  return {
    date,
    source,
    narration,
    lines: original.lines.map(({ accountCode, debit, credit }) => ({ accountCode, debit: credit, credit: debit })),
  };
}
