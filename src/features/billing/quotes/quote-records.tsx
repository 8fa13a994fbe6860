// Below the quote on its page: what has been invoiced of it (its invoices, their statuses and
// balances, invoiced to date and remaining), and its history of changes.
import { Link } from 'react-router-dom';
import type { Quote } from '@/api/types';
import { invoicePath } from '@/config/paths';
import { money, STATUS_LABELS } from '@/features/billing/shared/invoice-labels';
import { DocumentRecords } from '@/features/billing/shared/invoice-records';
import { RecordsTable } from '@/features/billing/shared/records-table';
import { CardSection } from '@/features/billing/shared/card-section';
import '@/features/billing/shared/invoice-view.css';

const KIND_LABELS = { DEPOSIT: 'Deposit', PROGRESS: 'Progress claim', FINAL: 'Final invoice' } as const;

function Invoiced({ quote }: { quote: Quote }) {
  const m = (cents: number) => money(cents, quote.currency);
  return (
    <CardSection heading="Invoices">
      <p>
        Quoted {m(quote.contractTotal)} · invoiced to date {m(quote.invoiced)} · remaining {m(quote.remaining)}
      </p>
      {quote.invoices.length === 0 ? (
        <p>No invoices made from this quote yet.</p>
      ) : (
        <RecordsTable label="Invoices from this quote" columns={['Invoice', 'Kind', 'Status', 'Total', 'Balance']} amounts={2}>
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
        </RecordsTable>
      )}
    </CardSection>
  );
}

export function QuoteRecords({ quote }: { quote: Quote }) {
  return <DocumentRecords events={quote.events}>{quote.status === 'ACCEPTED' ? <Invoiced quote={quote} /> : null}</DocumentRecords>;
}
