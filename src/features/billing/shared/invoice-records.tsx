// Below the invoice on its page: the payments recorded against it and its history of changes (the
// history is shared with the quote's page).
import { useId } from 'react';
import type { Invoice } from '@/api/types';
import { formatDate } from '@/lib/calendar-date';
import { formatDateTime } from '@/lib/format';
import { money, PAYMENT_METHOD_LABELS } from './invoice-labels';
import './invoice-view.css';

function Payments({ invoice }: { invoice: Invoice }) {
  if (invoice.payments.length === 0) {
    return <p>No payments recorded{invoice.status === 'DRAFT' ? ' (issue the invoice first)' : ''}.</p>;
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="invoice-scroll" tabIndex={0} role="region" aria-label="Payments recorded">
      <table className="invoice-mini-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Method</th>
            <th scope="col">Reference</th>
            <th scope="col">Recorded by</th>
            <th scope="col" className="invoice-num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}

/** A document's history of changes, oldest first (an invoice's or a quote's events). */
export function EventHistory({ events }: { events: ReadonlyArray<{ at: string; actor: string; detail: string }> }) {
  const headingId = useId();
  return (
    <section className="ui-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="invoice-section-title">
        History
      </h2>
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
    </section>
  );
}

export function InvoiceRecords({ invoice }: { invoice: Invoice }) {
  return (
    <div className="invoice-view__records no-print">
      <section className="ui-card" aria-labelledby="payments-heading">
        <h2 id="payments-heading" className="invoice-section-title">
          Payments
        </h2>
        <Payments invoice={invoice} />
      </section>
      <EventHistory events={invoice.events} />
    </div>
  );
}
