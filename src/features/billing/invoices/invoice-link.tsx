// A link to an invoice, named by its number (or "Draft", with the client for screen readers).
import { Link } from 'react-router-dom';
import { invoicePath } from '@/config/paths';

export function InvoiceLink({ invoice }: { invoice: { id: number; number?: string | undefined; clientName: string } }) {
  return (
    <Link to={invoicePath(invoice.id)} className="invoice-link">
      {invoice.number ?? (
        <>
          Draft<span className="visually-hidden"> for {invoice.clientName}</span>
        </>
      )}
    </Link>
  );
}
