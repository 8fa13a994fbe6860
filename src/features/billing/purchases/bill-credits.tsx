// The link between a bill and its supplier credit notes (decision 215): on a bill's page, the
// credit notes that reduce it (void ones struck through: they no longer count); on a credit note's
// page, the bill it reduces.
import { Link } from 'react-router-dom';
import type { Bill } from '@/api/types';
import { billPath } from '@/config/paths';
import { displayDate, money } from '@/features/billing/shared/invoice-labels';
import { billStatusLabel } from './bill-labels';
import './purchases.css';

export type BillCreditsModel = Pick<Bill, 'kind' | 'creditNotes' | 'credited' | 'creditsBillId' | 'creditsBillTitle'>;

export function BillCredits({ bill }: { bill: BillCreditsModel }) {
  if (bill.kind === 'CREDIT_NOTE') {
    if (bill.creditsBillId === undefined) return null;
    return (
      <section className="ui-card" aria-labelledby="bill-credits-heading">
        <h2 id="bill-credits-heading" className="purchases-heading">
          Bill credited
        </h2>
        <p>
          This credit note reduces the bill{' '}
          <Link to={billPath(bill.creditsBillId)}>{bill.creditsBillTitle ?? `#${String(bill.creditsBillId)}`}</Link>. It counts in the GST
          return of the period it was received in.
        </p>
      </section>
    );
  }
  if (bill.kind !== 'BILL' || bill.creditNotes.length === 0) return null;
  return (
    <section className="ui-card" aria-labelledby="bill-credits-heading">
      <h2 id="bill-credits-heading" className="purchases-heading">
        Credit notes
      </h2>
      <ul className="purchases-payments">
        {bill.creditNotes.map((note) => {
          const text = `${displayDate(note.date)}: ${money(-note.total)}${note.supplierReference ? ` (${note.supplierReference})` : ''}`;
          return (
            <li key={note.id}>
              <Link to={billPath(note.id)}>{note.status === 'VOID' ? <s>{text}</s> : text}</Link>
              {note.status === 'VOID' ? ` ${billStatusLabel(note.status, 'CREDIT_NOTE')}` : null}
            </li>
          );
        })}
      </ul>
      <p>Credited in all: {money(bill.credited)}.</p>
    </section>
  );
}
