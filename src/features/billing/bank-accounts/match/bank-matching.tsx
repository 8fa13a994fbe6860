// The match view of a bank account: each line to match beside the engine's suggestion (why, how sure:
// invoices for money in, the rest as the client's credit; bills or an expense for money out),
// keyboard-first (↑↓ or j k move, Enter confirms, s skips, c changes, e expense, u undoes), filters,
// "Confirm all sure matches" in one request, and the reconciled balance against the statement's
// closing balance (docs/bank-statements.md#matching).
import { useMemo, useState } from 'react';
import {
  useAllBankLines,
  useConfirmMatch,
  useConfirmMatches,
  useExpenseAccounts,
  useOpenBills,
  useOpenInvoices,
  useUndoMatch,
} from '@/api/bank-matches';
import { useSuppliers } from '@/api/suppliers';
import { useOffered } from '@/features/server-capabilities/capabilities-context';
import { errorMessage } from '@/api/errors';
import type { BankAccount } from '@/api/types';
import { Button } from '@/components/button/button';
import { LoadError } from '@/components/load-error/load-error';
import { StatusMessage } from '@/components/status-message/status-message';
import { formatDate } from '@/lib/calendar-date';
import { formatMoney } from '@/lib/money';
import type { OpenBill, OpenInvoice } from '../matching/types';
import { MatchExpense } from './match-expense';
import { MatchList, type RowActions } from './match-list';
import { MatchSplit } from './match-split';
import {
  confirmable,
  filterRows,
  matchInput,
  matchRows,
  MATCH_FILTERS,
  reconciliation,
  sureMatches,
  toOpenBill,
  toOpenInvoice,
  type MatchFilter,
  type MatchRow,
} from './match-view';
import './bank-matching.css';

const lineWords = (row: MatchRow) =>
  `${formatMoney(row.line.amount)} ${row.line.amount < 0 ? 'to' : 'from'} ${row.line.payee ?? 'no payee'} on ${formatDate(row.line.date)}`;

function Balances({ rows }: { rows: readonly MatchRow[] }) {
  const figures = reconciliation(rows.map((row) => row.line));
  const { moneyIn, moneyOut } = figures;
  return (
    <dl className="bank-match__balances" aria-label="Reconciliation">
      <div>
        <dt>Statement closing balance</dt>
        <dd>{figures.closing === null ? 'Not in the file' : formatMoney(figures.closing)}</dd>
      </div>
      <div>
        <dt>Reconciled balance</dt>
        <dd>{figures.reconciled === null ? '—' : formatMoney(figures.reconciled)}</dd>
      </div>
      <div>
        <dt>Difference</dt>
        <dd>
          {figures.difference === 0 && moneyIn.count + moneyOut.count === 0
            ? 'None: every line is matched.'
            : `${formatMoney(figures.difference)}: ${moneyIn.count} ${moneyIn.count === 1 ? 'line' : 'lines'} of money in (${formatMoney(moneyIn.total)}) and ${moneyOut.count} of money out (${formatMoney(moneyOut.total)}) still to match.`}
        </dd>
      </div>
    </dl>
  );
}

function useMatchActions(accountId: number, setNews: (news: News) => void) {
  const confirmMany = useConfirmMatches(accountId);
  const confirmOne = useConfirmMatch(accountId);
  const undo = useUndoMatch(accountId);
  const done = (text: string) => setNews({ tone: 'success', text });
  const failed = (error: unknown, fallback: string) => setNews({ tone: 'error', text: errorMessage(error, fallback) });
  const actions: RowActions = {
    confirm: (row) => {
      const first = row.suggestions[0];
      if (row.line.status !== 'TO_MATCH' || !confirmable(first)) return;
      confirmOne.mutate(
        { lineId: row.line.id, ...matchInput(first) },
        { onSuccess: () => done(`Matched ${lineWords(row)}.`), onError: (error) => failed(error, 'The match could not be confirmed.') },
      );
    },
    undo: (row) => {
      if (row.line.status !== 'RECONCILED') return;
      undo.mutate(row.line.id, {
        onSuccess: () => done(`Undone: ${lineWords(row)} is to match again; what it recorded is removed.`),
        onError: (error) => failed(error, 'The match could not be undone.'),
      });
    },
    undoing: (lineId) => undo.isPending && undo.variables === lineId,
    change: () => undefined,
    expense: () => undefined,
  };
  const confirmSure = (matches: ReturnType<typeof sureMatches>) =>
    confirmMany.mutate(
      { matches },
      {
        onSuccess: (result) => done(`Confirmed ${result.matched} sure ${result.matched === 1 ? 'match' : 'matches'}.`),
        onError: (error) => failed(error, 'The sure matches could not be confirmed. Nothing was recorded.'),
      },
    );
  return { actions, confirmSure, confirmOne, confirmingSure: confirmMany.isPending, done };
}

type News = { tone: 'success' | 'error'; text: string } | null;

export function BankMatching({ account }: { account: BankAccount }) {
  // Money in pays invoices, money out bills or an expense: each side only from a service that keeps them.
  const offers = { invoices: useOffered('invoices'), purchases: useOffered('purchases') };
  const lines = useAllBankLines(account.id);
  const invoices = useOpenInvoices(account.businessId, offers.invoices);
  const bills = useOpenBills(account.businessId, offers.purchases);
  const accounts = useExpenseAccounts(account.businessId, offers.purchases);
  const suppliers = useSuppliers(offers.purchases ? account.businessId : null);
  const [filter, setFilter] = useState<MatchFilter>('to-match');
  const [changing, setChanging] = useState<{ lineId: number; as: 'split' | 'expense' } | null>(null);
  const [news, setNews] = useState<News>(null);
  const { actions, confirmSure, confirmOne, confirmingSure, done } = useMatchActions(account.id, setNews);

  const open = useMemo(() => (invoices.data ?? []).map(toOpenInvoice).filter((one): one is OpenInvoice => one !== null), [invoices.data]);
  const openBills = useMemo(
    () => (bills.data ? bills.data.map(toOpenBill).filter((one): one is OpenBill => one !== null) : offers.purchases ? undefined : []),
    [bills.data, offers.purchases],
  );
  const rows = useMemo(() => matchRows(lines.data ?? [], open, openBills), [lines.data, open, openBills]);
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const sure = useMemo(() => sureMatches(rows), [rows]);

  if (lines.isError || invoices.isError) {
    return (
      <LoadError
        message="The lines to match could not be loaded."
        detail={errorMessage(lines.error ?? invoices.error, 'Please try again.')}
        onRetry={() => void Promise.all([lines.refetch(), invoices.refetch()])}
      />
    );
  }
  if (!lines.data || (offers.invoices && !invoices.data))
    return <StatusMessage tone="info">Reading the lines and open invoices…</StatusMessage>;

  const changingRow = rows.find((row) => row.line.id === changing?.lineId);
  const confirmChanged = (row: MatchRow, body: Parameters<typeof confirmOne.mutate>[0]) =>
    confirmOne.mutate(body, {
      onSuccess: () => {
        setChanging(null);
        done(`Matched ${lineWords(row)}.`);
      },
    });
  return (
    <section aria-labelledby="bank-match-title" className="bank-match">
      <h2 id="bank-match-title">Match</h2>
      <Balances rows={rows} />
      <div className="bank-match__toolbar">
        <div role="group" aria-label="Show" className="bank-match__filters">
          {MATCH_FILTERS.map((option) => (
            <Button
              key={option.value}
              variant={filter === option.value ? 'primary' : 'secondary'}
              size="small"
              aria-pressed={filter === option.value}
              onClick={() => setFilter(option.value)}
            >
              {option.label} ({filterRows(rows, option.value).length})
            </Button>
          ))}
        </div>
        <Button disabled={sure.length === 0} busy={confirmingSure} onClick={() => confirmSure(sure)}>
          {sure.length === 0 ? 'No sure matches to confirm' : `Confirm all ${sure.length} sure ${sure.length === 1 ? 'match' : 'matches'}`}
        </Button>
      </div>
      <p className="bank-match__keys" id="bank-match-keys">
        Keys: ↑ ↓ or j k move · Enter confirms the suggestion · s skips · c changes or splits · e records money out as an expense · u undoes
        a reconciled line.
      </p>
      {news ? <StatusMessage tone={news.tone}>{news.text}</StatusMessage> : null}
      {changingRow && changing?.as === 'expense' ? (
        <MatchExpense
          key={changingRow.line.id}
          line={changingRow.line}
          accounts={accounts.data ?? []}
          suppliers={suppliers.data ?? []}
          busy={confirmOne.isPending}
          error={confirmOne.error}
          onCancel={() => setChanging(null)}
          onConfirm={(expense) => confirmChanged(changingRow, { lineId: changingRow.line.id, allocations: [], expense })}
        />
      ) : changingRow ? (
        <MatchSplit
          key={changingRow.line.id}
          line={changingRow.line}
          invoices={open}
          bills={openBills ?? []}
          initial={changingRow.suggestions[0]?.allocations.map((allocation) => allocation.documentId) ?? []}
          busy={confirmOne.isPending}
          error={confirmOne.error}
          onCancel={() => setChanging(null)}
          onConfirm={(match) => confirmChanged(changingRow, { lineId: changingRow.line.id, ...match })}
        />
      ) : null}
      {shown.length === 0 ? (
        <p>{filter === 'reconciled' ? 'No line is reconciled yet.' : 'No line waits to be matched.'}</p>
      ) : (
        <MatchList
          key={filter}
          rows={shown}
          actions={{
            ...actions,
            change: (row) => setChanging({ lineId: row.line.id, as: 'split' }),
            expense: (row) => setChanging({ lineId: row.line.id, as: 'expense' }),
            matches: (row) => (row.line.amount < 0 ? offers.purchases : offers.invoices),
          }}
        />
      )}
    </section>
  );
}
