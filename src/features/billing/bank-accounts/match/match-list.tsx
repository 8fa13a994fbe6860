// The lines of the match view, keyboard-first: the list holds one focusable line at a time (a roving
// tab stop); ↑ ↓ or j k move, Enter confirms the suggestion, s skips to the next, c changes or
// splits, e records money out as an expense, u undoes a reconciled line. Buttons do the same for a
// mouse or a finger.
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button/button';
import { formatDate } from '@/lib/calendar-date';
import { formatMoney } from '@/lib/money';
import { confirmable, type MatchRow } from './match-view';

const CONFIDENCE_LABELS = { sure: 'Sure', likely: 'Likely', possible: 'Possible' } as const;

const details = (row: MatchRow) => [row.line.particulars, row.line.code, row.line.reference].filter(Boolean).join(' · ');

export interface RowActions {
  confirm: (row: MatchRow) => void;
  undo: (row: MatchRow) => void;
  change: (row: MatchRow) => void;
  expense: (row: MatchRow) => void;
  undoing: (lineId: number) => boolean;
  /** Whether a line of this side can be matched here: money in pays invoices, money out bills or an expense (each its part of the service). */
  matches?: (row: MatchRow) => boolean;
}

/** What a reconciled line recorded, in words. */
function recordedWords(line: MatchRow['line']): string {
  const parts = [
    ...(line.payments ?? []).map((payment) => `${payment.invoiceNumber} ${formatMoney(payment.amount)}`),
    ...(line.billPayments ?? []).map((payment) => `bill ${payment.billLabel} ${formatMoney(payment.amount)}`),
  ];
  const words = parts.length > 0 ? [`Paid ${parts.join(', ')}`] : [];
  if (line.credit) words.push(`${formatMoney(line.credit.amount)} credit owed to ${line.credit.clientName}`);
  if (line.expenseId !== undefined) words.push('Recorded as an expense');
  return words.join('; ') || 'Reconciled';
}

function Suggested({ row }: { row: MatchRow }) {
  if (row.line.status === 'RECONCILED') return <p>{recordedWords(row.line)}</p>;
  const first = row.suggestions[0];
  if (!first) return <p>No suggestion: choose the invoices it pays.</p>;
  const pays = first.allocations.map((allocation) => `${allocation.label} ${formatMoney(allocation.amount)}`).join(', ');
  return (
    <div>
      <p>
        <span className={`bank-match__confidence bank-match__confidence--${first.confidence}`}>{CONFIDENCE_LABELS[first.confidence]}</span>{' '}
        {first.outcome === 'expense' ? 'An expense' : `Pays ${pays}`}
        {first.excessKind === 'credit-owed' ? `; ${formatMoney(first.excess)} kept as credit owed` : ''}
      </p>
      <p className="bank-match__reason">{first.reason}</p>
    </div>
  );
}

function RowButtons({ row, actions }: { row: MatchRow; actions: RowActions }) {
  if (row.line.status === 'RECONCILED') {
    return (
      <Button variant="secondary" size="small" busy={actions.undoing(row.line.id)} onClick={() => actions.undo(row)}>
        Undo
      </Button>
    );
  }
  const moneyOut = row.line.amount < 0;
  const documents = row.suggestions.some((suggestion) => suggestion.allocations.length > 0);
  if (actions.matches?.(row) === false)
    return <p>{moneyOut ? 'Purchases are not on this server yet.' : 'Invoices are not on this server yet.'}</p>;
  return (
    <>
      {confirmable(row.suggestions[0]) ? (
        <Button size="small" onClick={() => actions.confirm(row)}>
          Confirm
        </Button>
      ) : null}
      <Button variant="secondary" size="small" onClick={() => actions.change(row)}>
        {documents ? 'Change' : moneyOut ? 'Choose bills' : 'Choose invoices'}
      </Button>
      {moneyOut ? (
        <Button variant="secondary" size="small" onClick={() => actions.expense(row)}>
          Record as an expense
        </Button>
      ) : null}
    </>
  );
}

const lineLabel = (row: MatchRow) =>
  `${formatMoney(row.line.amount)} ${row.line.amount < 0 ? 'to' : 'from'} ${row.line.payee ?? 'no payee'} on ${formatDate(row.line.date)}`;

/** Lines drawn at first, and added each time: a 5,000-line statement draws 100 (the rest on demand). */
const SHOWN_AT_ONCE = 100;

export function MatchList({ rows: allRows, actions }: { rows: readonly MatchRow[]; actions: RowActions }) {
  const [focused, setFocused] = useState(0);
  const [limit, setLimit] = useState(SHOWN_AT_ONCE);
  const rows = allRows.slice(0, limit);
  const list = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<number | null>(null);
  const at = Math.min(focused, Math.max(rows.length - 1, 0));

  // Shortcuts while a line (not one of its buttons) has the focus.
  useEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    const focusAt = (index: number) => {
      const items = element.querySelectorAll<HTMLElement>(':scope > li');
      // Moving past the last line drawn draws the next ones; the focus follows once they are there.
      if (index >= items.length && items.length < allRows.length) {
        pendingFocus.current = index;
        setLimit((current) => current + SHOWN_AT_ONCE);
        setFocused(index);
        return;
      }
      const next = Math.max(0, Math.min(items.length - 1, index));
      setFocused(next);
      items[next]?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.target instanceof HTMLLIElement)) return;
      const index = at;
      const act = actions;
      const row = rows[index];
      const keys: Record<string, () => void> = {
        ArrowDown: () => focusAt(index + 1),
        j: () => focusAt(index + 1),
        s: () => focusAt(index + 1),
        ArrowUp: () => focusAt(index - 1),
        k: () => focusAt(index - 1),
        Enter: () => row && act.confirm(row),
        c: () => row && row.line.status === 'TO_MATCH' && act.matches?.(row) !== false && act.change(row),
        e: () => row && row.line.status === 'TO_MATCH' && row.line.amount < 0 && act.matches?.(row) !== false && act.expense(row),
        u: () => row && act.undo(row),
      };
      const action = keys[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [rows, allRows.length, at, actions]);

  // Once the lines a key asked for are drawn, the line it moved to takes the focus.
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[index]?.focus();
  }, [limit]);

  return (
    <>
      <ul ref={list} className="bank-match__list" aria-label="Statement lines to match" aria-describedby="bank-match-keys">
        {rows.map((row, index) => (
          <li
            key={row.line.id}
            tabIndex={index === at ? 0 : -1}
            aria-current={index === at ? 'true' : undefined}
            aria-label={lineLabel(row)}
            className="bank-match__row"
            onFocus={(event) => {
              if (event.target === event.currentTarget) setFocused(index);
            }}
          >
            <div className="bank-match__line">
              <span>{formatDate(row.line.date)}</span>
              <strong>{row.line.payee ?? '—'}</strong>
              <span>{details(row)}</span>
              <span className="bank-match__amount">{formatMoney(row.line.amount)}</span>
            </div>
            <Suggested row={row} />
            <div className="bank-match__actions">
              <RowButtons row={row} actions={actions} />
            </div>
          </li>
        ))}
      </ul>
      {allRows.length > rows.length ? (
        <p className="bank-match__more">
          {rows.length.toLocaleString('en-NZ')} of {allRows.length.toLocaleString('en-NZ')} lines shown.{' '}
          <Button variant="secondary" size="small" onClick={() => setLimit((current) => current + SHOWN_AT_ONCE)}>
            Show {Math.min(SHOWN_AT_ONCE, allRows.length - rows.length)} more
          </Button>
        </p>
      ) : null}
    </>
  );
}
