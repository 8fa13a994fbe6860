// /invoices/:id/credit-note: the credit-note form for an issued invoice, or why there is none
// (not found, not loaded, a draft, void or already fully credited).
import { Link } from 'react-router-dom';
import { Page } from '@/components/page/page';
import { invoicePath } from '@/config/paths';
import { canDo } from '@/lib/invoice-rules';
import { InvoiceLoading } from '@/features/billing/shared/invoice-loading';
import { InvoiceNotFound } from '@/features/billing/shared/invoice-not-found';
import { STATUS_LABELS } from '@/features/billing/shared/invoice-labels';
import { useRouteInvoice } from '@/features/billing/shared/use-route-invoice';
import { CreditNoteForm } from './credit-note-form';

export function CreateCreditNotePage() {
  const { invoice, notFound } = useRouteInvoice();
  if (notFound) return <InvoiceNotFound />;
  const data = invoice.data;
  if (!data) return <InvoiceLoading title="Credit note" invoice={invoice} />;
  return (
    <Page title={`Credit note for ${data.number ?? 'a draft'}`} width="narrow">
      {canDo('credit', data) ? (
        <CreditNoteForm invoice={data} />
      ) : (
        <p role="status">
          {data.number ?? 'This draft'} cannot be credited: it is {STATUS_LABELS[data.status].toLowerCase()}. Only issued invoices with
          something left to credit can be.
        </p>
      )}
      <p>
        <Link to={invoicePath(data.id)}>Back to {data.number ?? 'the invoice'}</Link>
      </p>
    </Page>
  );
}
