// The ledger's reports (docs/ledger.md#reports): the trial balance at a date and one account's
// general ledger over a range. One pass over the journals each; only one account's entries are
// sorted, by date.
import type { IsoDate } from '../calendar-date';
import type { Cents } from '../money';
import type { Account, Journal, JournalSource } from './types';

interface TrialBalanceRow extends Account {
  /** The account's balance when it is a debit (else 0). */
  debit: Cents;
  /** The account's balance when it is a credit (else 0). */
  credit: Cents;
}

export interface TrialBalance {
  date: IsoDate;
  /** Every account with a balance, by code. */
  accounts: TrialBalanceRow[];
  totalDebit: Cents;
  totalCredit: Cents;
}

const byCode = (a: { code: string }, b: { code: string }) =>
  a.code.length === b.code.length ? a.code.localeCompare(b.code) : a.code.length - b.code.length;

/** Each account's balance (debits less credits) over the journals dated on or before `date`. */
export function balancesAt(journals: readonly Journal[], date: IsoDate): Map<string, Cents> {
  const balances = new Map<string, Cents>();
  for (const { date: posted, lines } of journals) {
    if (posted > date) continue;
    for (const line of lines) balances.set(line.accountCode, (balances.get(line.accountCode) ?? 0) + line.debit - line.credit);
  }
  return balances;
}

/** Accounts the chart does not name (a code no longer in it) are listed by their code. */
export function trialBalance(journals: readonly Journal[], date: IsoDate, chart: readonly Account[]): TrialBalance {
  const named = new Map(chart.map((account) => [account.code, account]));
  const accounts: TrialBalanceRow[] = [];
  let totalDebit = 0;
  let totalCredit = 0;
  for (const [code, balance] of balancesAt(journals, date)) {
    if (balance === 0) continue;
    const account = named.get(code) ?? { code, name: `Account ${code}`, type: 'asset' as const };
    const debit = Math.max(balance, 0);
    const credit = Math.max(-balance, 0);
    totalDebit += debit;
    totalCredit += credit;
    accounts.push({ ...account, debit, credit });
  }
  return { date, accounts: accounts.sort(byCode), totalDebit, totalCredit };
}

interface LedgerEntry {
  date: IsoDate;
  source: JournalSource;
  narration: string;
  debit: Cents;
  credit: Cents;
  /** The account's balance after this entry (debit positive). */
  balance: Cents;
}

export interface GeneralLedger {
  code: string;
  from: IsoDate;
  to: IsoDate;
  /** Balance (debit positive) of everything before `from`. */
  opening: Cents;
  entries: LedgerEntry[];
  /** opening + the entries. */
  closing: Cents;
}

/** One account from `from` to `to`: its opening balance, every entry in date order, and its closing balance. */
export function generalLedger(journals: readonly Journal[], code: string, from: IsoDate, to: IsoDate): GeneralLedger {
  let opening = 0;
  const within: Array<Omit<LedgerEntry, 'balance'>> = [];
  for (const { date, source, narration, lines } of journals) {
    if (date > to) continue;
    for (const line of lines) {
      if (line.accountCode !== code) continue;
      if (date < from) opening += line.debit - line.credit;
      else within.push({ date, source, narration, debit: line.debit, credit: line.credit });
    }
  }
  within.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let balance = opening;
  const entries = within.map((entry) => {
    balance += entry.debit - entry.credit;
    return { ...entry, balance };
  });
  return { code, from, to, opening, entries, closing: balance };
}
