// Change or split one line: choose the invoices it pays and, if you like, how much of each; the
// rest is spread oldest first by the engine's `allocate`. An overpayment cannot be confirmed here
// (decision 231): the form says why.
import { useId, useMemo, useState } from 'react';
import { errorMessage } from '@/api/errors';
import type { BankStatementLine } from '@/api/types';
import { Button } from '@/components/button/button';
import { StatusMessage } from '@/components/status-message/status-message';
import { formatDate } from '@/lib/calendar-date';
import { formatMoney, parseMoney } from '@/lib/money';
import { allocate, type ChosenDocument } from '../matching/allocate';
import type { OpenInvoice } from '../matching/types';
import { allocationsOf, toBankLine } from './match-view';

const SHOWN = 12;

export interface MatchSplitProps {
  line: BankStatementLine;
  invoices: readonly OpenInvoice[];
  /** The invoices first offered (the line's suggestion). */
  initial?: readonly number[];
  busy?: boolean;
  error?: unknown;
  onConfirm: (allocations: ReturnType<typeof allocationsOf>) => void;
  onCancel: () => void;
}

export function MatchSplit({ line, invoices, initial = [], busy = false, error, onConfirm, onCancel }: MatchSplitProps) {
  const id = useId();
  const [chosen, setChosen] = useState<number[]>([...initial]);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [search, setSearch] = useState('');
  const byId = useMemo(() => new Map(invoices.map((invoice) => [invoice.id, invoice])), [invoices]);
  const offered = useMemo(() => {
    const words = search.trim().toLowerCase();
    return invoices
      .filter((invoice) => !chosen.includes(invoice.id) && invoice.issueDate <= line.date)
      .filter((invoice) => words === '' || `${invoice.number} ${invoice.clientName}`.toLowerCase().includes(words))
      .slice(0, SHOWN);
  }, [invoices, chosen, search, line.date]);

  const badAmount = chosen.find((invoiceId) => (typed[invoiceId] ?? '').trim() !== '' && parseMoney(typed[invoiceId] ?? '') === null);
  const choices: ChosenDocument[] = chosen.flatMap((invoiceId) => {
    const document = byId.get(invoiceId);
    if (!document) return [];
    const amount = parseMoney(typed[invoiceId] ?? '');
    return [{ kind: 'invoice' as const, document, ...(amount === null ? {} : { amount }) }];
  });
  const result = allocate(toBankLine(line), choices);
  const problem =
    badAmount !== undefined
      ? `Write the amount for ${byId.get(badAmount)?.number ?? 'the invoice'} as dollars and cents, e.g. 450.00.`
      : !result.ok
        ? result.problem
        : result.match.excess > 0
          ? `${formatMoney(result.match.excess)} of this line pays no invoice chosen. An overpayment cannot be matched here: choose the other invoices it pays, or leave the line to match.`
          : null;

  return (
    <section aria-labelledby={`${id}-title`} className="bank-match__split">
      <h3 id={`${id}-title`}>
        Match {formatMoney(line.amount)} from {line.payee ?? 'this line'} on {formatDate(line.date)}
      </h3>
      {chosen.length > 0 ? (
        <ul className="bank-match__chosen">
          {chosen.map((invoiceId) => {
            const invoice = byId.get(invoiceId);
            if (!invoice) return null;
            const paid = result.ok ? result.match.allocations.find((allocation) => allocation.documentId === invoiceId)?.amount : undefined;
            return (
              <li key={invoiceId}>
                <span>
                  {invoice.number} · {invoice.clientName} · {formatMoney(invoice.balance)} to pay
                </span>
                <label>
                  Amount for {invoice.number}
                  <input
                    inputMode="decimal"
                    value={typed[invoiceId] ?? ''}
                    placeholder={paid === undefined ? 'the rest' : (paid / 100).toFixed(2)}
                    onChange={(event) => setTyped((current) => ({ ...current, [invoiceId]: event.target.value }))}
                  />
                </label>
                <Button variant="secondary" size="small" onClick={() => setChosen((current) => current.filter((one) => one !== invoiceId))}>
                  Remove {invoice.number}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <label className="bank-match__search">
        Find an invoice (number or client)
        <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      <ul className="bank-match__offered" aria-label="Open invoices">
        {offered.map((invoice) => (
          <li key={invoice.id}>
            <Button variant="secondary" size="small" onClick={() => setChosen((current) => [...current, invoice.id])}>
              Add {invoice.number}
            </Button>{' '}
            {invoice.clientName} · issued {formatDate(invoice.issueDate)} · {formatMoney(invoice.balance)} to pay
          </li>
        ))}
        {offered.length === 0 ? <li>No other open invoice {search.trim() ? 'matches' : 'was issued by this date'}.</li> : null}
      </ul>
      {problem ? <StatusMessage tone="error">{problem}</StatusMessage> : null}
      {error ? <StatusMessage tone="error">{errorMessage(error, 'The match could not be confirmed.')}</StatusMessage> : null}
      <div className="bank-match__actions">
        <Button
          disabled={problem !== null || !result.ok}
          busy={busy}
          onClick={() => {
            if (result.ok && problem === null) onConfirm(allocationsOf(result.match));
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
