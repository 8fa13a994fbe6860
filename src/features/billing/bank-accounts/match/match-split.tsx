// Change or split one line: choose the invoices (money in) or bills (money out) it pays and, if you
// like, how much of each; the rest is spread oldest first by the engine's `allocate`. Money in beyond
// the invoices chosen is credit owed to the client of the last one (decision 232); money out beyond
// the bills chosen is refused: record it as an expense instead (decision 233).
import { useId, useMemo, useState } from 'react';
import { errorMessage } from '@/api/errors';
import type { BankMatchInput, BankStatementLine } from '@/api/types';
import { Button } from '@/components/button/button';
import { StatusMessage } from '@/components/status-message/status-message';
import { formatDate } from '@/lib/calendar-date';
import { formatMoney, parseMoney } from '@/lib/money';
import { allocate, type ChosenDocument } from '../matching/allocate';
import type { OpenBill, OpenInvoice } from '../matching/types';
import { matchInput, toBankLine } from './match-view';

const SHOWN = 12;

/** An invoice or a bill as the form lists it. */
interface Choice {
  id: number;
  label: string;
  party: string;
  date: string;
  balance: number;
  chosen: (amount: number | null) => ChosenDocument;
}

const invoiceChoice = (document: OpenInvoice): Choice => ({
  id: document.id,
  label: document.number,
  party: document.clientName,
  date: document.issueDate,
  balance: document.balance,
  chosen: (amount) => ({ kind: 'invoice', document, ...(amount === null ? {} : { amount }) }),
});

const billChoice = (document: OpenBill): Choice => ({
  id: document.id,
  label: document.number ?? document.supplierName,
  party: document.supplierName,
  date: document.issueDate,
  balance: document.balance,
  chosen: (amount) => ({ kind: 'bill', document, ...(amount === null ? {} : { amount }) }),
});

export interface MatchSplitProps {
  line: BankStatementLine;
  invoices: readonly OpenInvoice[];
  bills?: readonly OpenBill[];
  /** The documents first offered (the line's suggestion). */
  initial?: readonly number[];
  busy?: boolean;
  error?: unknown;
  onConfirm: (match: BankMatchInput) => void;
  onCancel: () => void;
}

export function MatchSplit({ line, invoices, bills = [], initial = [], busy = false, error, onConfirm, onCancel }: MatchSplitProps) {
  const id = useId();
  const moneyIn = line.amount > 0;
  const noun = moneyIn ? 'invoice' : 'bill';
  const [chosen, setChosen] = useState<number[]>([...initial]);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [search, setSearch] = useState('');
  const choices = useMemo(() => (moneyIn ? invoices.map(invoiceChoice) : bills.map(billChoice)), [moneyIn, invoices, bills]);
  const byId = useMemo(() => new Map(choices.map((choice) => [choice.id, choice])), [choices]);
  const offered = useMemo(() => {
    const words = search.trim().toLowerCase();
    return choices
      .filter((choice) => !chosen.includes(choice.id) && choice.date <= line.date)
      .filter((choice) => words === '' || `${choice.label} ${choice.party}`.toLowerCase().includes(words))
      .slice(0, SHOWN);
  }, [choices, chosen, search, line.date]);

  const badAmount = chosen.find((documentId) => (typed[documentId] ?? '').trim() !== '' && parseMoney(typed[documentId] ?? '') === null);
  const picked: ChosenDocument[] = chosen.flatMap((documentId) => {
    const choice = byId.get(documentId);
    return choice ? [choice.chosen(parseMoney(typed[documentId] ?? ''))] : [];
  });
  const result = allocate(toBankLine(line), picked);
  const creditFor =
    result.ok && result.match.excess > 0 && moneyIn ? invoices.find((one) => one.clientId === result.match.partyId) : undefined;
  const problem =
    badAmount !== undefined
      ? `Write the amount for ${byId.get(badAmount)?.label ?? `the ${noun}`} as dollars and cents, e.g. 450.00.`
      : !result.ok
        ? result.problem
        : picked.length === 0
          ? 'Choose the bills this payment pays, or record it as an expense.'
          : result.match.excess > 0 && !moneyIn
            ? `${formatMoney(result.match.excess)} of this line pays no bill chosen: choose the other bills it pays, or record the line as an expense.`
            : null;

  return (
    <section aria-labelledby={`${id}-title`} className="bank-match__split">
      <h3 id={`${id}-title`}>
        Match {formatMoney(line.amount)} {moneyIn ? 'from' : 'to'} {line.payee ?? 'this line'} on {formatDate(line.date)}
      </h3>
      {chosen.length > 0 ? (
        <ul className="bank-match__chosen">
          {chosen.map((documentId) => {
            const choice = byId.get(documentId);
            if (!choice) return null;
            const paid = result.ok
              ? result.match.allocations.find((allocation) => allocation.documentId === documentId)?.amount
              : undefined;
            return (
              <li key={documentId}>
                <span>
                  {choice.label} · {choice.party} · {formatMoney(choice.balance)} to pay
                </span>
                <label>
                  Amount for {choice.label}
                  <input
                    inputMode="decimal"
                    value={typed[documentId] ?? ''}
                    placeholder={paid === undefined ? 'the rest' : (paid / 100).toFixed(2)}
                    onChange={(event) => setTyped((current) => ({ ...current, [documentId]: event.target.value }))}
                  />
                </label>
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => setChosen((current) => current.filter((one) => one !== documentId))}
                >
                  Remove {choice.label}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <label className="bank-match__search">
        Find {moneyIn ? 'an invoice (number or client)' : 'a bill (reference or supplier)'}
        <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      <ul className="bank-match__offered" aria-label={moneyIn ? 'Open invoices' : 'Open bills'}>
        {offered.map((choice) => (
          <li key={choice.id}>
            <Button variant="secondary" size="small" onClick={() => setChosen((current) => [...current, choice.id])}>
              Add {choice.label}
            </Button>{' '}
            {choice.party} · dated {formatDate(choice.date)} · {formatMoney(choice.balance)} to pay
          </li>
        ))}
        {offered.length === 0 ? (
          <li>
            No other open {noun} {search.trim() ? 'matches' : 'is dated by this line'}.
          </li>
        ) : null}
      </ul>
      {creditFor && result.ok ? (
        <StatusMessage tone="info">
          The other {formatMoney(result.match.excess)} is an overpayment: it is kept as credit owed to {creditFor.clientName}, to use on a
          later invoice or refund.
        </StatusMessage>
      ) : null}
      {problem ? <StatusMessage tone="error">{problem}</StatusMessage> : null}
      {error ? <StatusMessage tone="error">{errorMessage(error, 'The match could not be confirmed.')}</StatusMessage> : null}
      <div className="bank-match__actions">
        <Button
          disabled={problem !== null || !result.ok}
          busy={busy}
          onClick={() => {
            if (result.ok && problem === null) onConfirm(matchInput(result.match));
          }}
        >
          Confirm this match
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
