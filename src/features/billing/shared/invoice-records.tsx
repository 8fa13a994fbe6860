// Below the invoice on its page: the payments recorded against it and its history of changes (the
// history is shared with the quote's page).
import type { Invoice } from '@/api/types';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/calendar-date';
import { formatDateTime } from '@/lib/format';
import { money, PAYMENT_METHOD_LABELS } from './invoice-labels';
import { CardSection } from './card-section';
import { RecordsTable } from './records-table';
import './invoice-view.css';

function Payments({ invoice }: { invoice: Invoice }) {
  if (invoice.payments.length === 0) {
    return <p>No payments recorded{invoice.status === 'DRAFT' ? ' (issue the invoice first)' : ''}.</p>;
  }
  return (
    <RecordsTable label="Payments recorded" columns={['Date', 'Method', 'Reference', 'Recorded by', 'Amount']} amounts={1}>
      {invoice.payments.map((payment) => (
        <tr key={payment.id}>
          <td>{formatDate(payment.paidOn)}</td>
          <td>
            {PAYMENT_METHOD_LABELS[payment.method]}
            {payment.bankLineId === undefined ? null : <> · from bank statement line {payment.bankLineId}</>}
          </td>
          <td>{payment.reference ?? ''}</td>
          <td>{payment.recordedBy}</td>
          <td className="invoice-num">{money(payment.amount, invoice.currency)}</td>
        </tr>
      ))}
    </RecordsTable>
  );
}

type Events = ReadonlyArray<{ at: string; actor: string; detail: string }>;

/** A document's history of changes, oldest first (an invoice's or a quote's events). */
function EventHistory({ events }: { events: Events }) {
  return (
    <CardSection heading="History">
      <ol className="invoice-events">
        {events.map((event, index) => (
          <li key={index}>
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            <span>
              {event.detail} <span className="invoice-events__actor">({event.actor})</span>
            </span>
          </li>
        ))}
      </ol>
    </CardSection>
  );
}

/** Below a document on its page (not printed): its own records, then its history. */
export function DocumentRecords({ events, children }: { events: Events; children: ReactNode }) {
  return (
    <div className="invoice-view__records no-print">
      {children}
      <EventHistory events={events} />
    </div>
  );
}

export function InvoiceRecords({ invoice }: { invoice: Invoice }) {
  return (
    <DocumentRecords events={invoice.events}>
      <CardSection heading="Payments">
        <Payments invoice={invoice} />
      </CardSection>
    </DocumentRecords>
  );
}
