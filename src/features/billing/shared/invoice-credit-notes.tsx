// On the invoice's page: its credit notes (number, date, amount, reason, each a link to its page),
// the credit owed to the client, and the refunds recorded.
import { Link } from 'react-router-dom';
import type { Invoice } from '@/api/types';
import { creditNotePath } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { money, PAYMENT_METHOD_LABELS } from './invoice-labels';
import { CardSection } from './card-section';
import './invoice-view.css';

export function InvoiceCreditNotes({ invoice }: { invoice: Invoice }) {
  const notes = invoice.creditNotes ?? [];
  const refunds = invoice.refunds ?? [];
  if (invoice.status === 'DRAFT' || (notes.length === 0 && refunds.length === 0)) return null;
  const m = (cents: number) => money(cents, invoice.currency);
  return (
    <CardSection heading="Credit notes" className="no-print">
      <ul className="ui-link-list">
        {notes.map((note) => (
          <li key={note.id}>
            <Link to={creditNotePath(note.id)}>{note.number}</Link> · {formatDate(note.issueDate)} · {m(note.total)} (GST {m(note.gst)}) ·{' '}
            {note.reason}
          </li>
        ))}
      </ul>
      <p>
        Credited {m(invoice.credited ?? 0)} of {m(invoice.total)}.
        {(invoice.creditOwed ?? 0) > 0 ? ` Credit owed to the client: ${m(invoice.creditOwed ?? 0)}.` : ''}
      </p>
      {refunds.length > 0 ? (
        <ul aria-label="Refunds">
          {refunds.map((refund) => (
            <li key={refund.id}>
              Refunded {m(refund.amount)} on {formatDate(refund.refundedOn)} by {PAYMENT_METHOD_LABELS[refund.method].toLowerCase()}
              {refund.reference ? ` (${refund.reference})` : ''}.
            </li>
          ))}
        </ul>
      ) : null}
    </CardSection>
  );
}
