// Below the quote on its page: what has been invoiced of it (its invoices, their statuses and
// balances, invoiced to date and remaining), and its history of changes.
import { Link } from 'react-router-dom';
import type { Quote } from '@/api/types';
import { invoicePath } from '@/config/paths';
import { money, STATUS_LABELS } from '@/features/billing/shared/invoice-labels';
import { EventHistory } from '@/features/billing/shared/invoice-records';
import '@/features/billing/shared/invoice-view.css';

const KIND_LABELS = { DEPOSIT: 'Deposit', PROGRESS: 'Progress claim', FINAL: 'Final invoice' } as const;

function Invoiced({ quote }: { quote: Quote }) {
  const m = (cents: number) => money(cents, quote.currency);
  return (
    <section className="ui-card" aria-labelledby="quote-invoices-heading">
      <h2 id="quote-invoices-heading" className="invoice-section-title">
        Invoices
      </h2>
      <p>
        Quoted {m(quote.contractTotal)} · invoiced to date {m(quote.invoiced)} · remaining {m(quote.remaining)}
      </p>
      {quote.invoices.length === 0 ? (
        <p>No invoices made from this quote yet.</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="invoice-scroll" tabIndex={0} role="region" aria-label="Invoices from this quote">
          <table className="invoice-mini-table">
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Kind</th>
                <th scope="col">Status</th>
                <th scope="col" className="invoice-num">
                  Total
                </th>
                <th scope="col" className="invoice-num">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody>
              {quote.invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td>
                    <Link to={invoicePath(invoice.id)}>{invoice.number ?? 'Draft'}</Link>
                  </td>
                  <td>{KIND_LABELS[invoice.kind]}</td>
                  <td>{STATUS_LABELS[invoice.status]}</td>
                  <td className="invoice-num">{m(invoice.total)}</td>
                  <td className="invoice-num">{m(invoice.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function QuoteRecords({ quote }: { quote: Quote }) {
  return (
    <div className="invoice-view__records no-print">
      {quote.status === 'ACCEPTED' ? <Invoiced quote={quote} /> : null}
      <EventHistory events={quote.events} />
    </div>
  );
}
