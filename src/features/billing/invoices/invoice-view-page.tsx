// /invoices/:id: the invoice as the client will see it, with what its status allows
// (invoice-view.tsx); or why it cannot be shown.
import { errorMessage } from '@/api/errors';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { InvoiceNotFound } from '../shared/invoice-not-found';
import { InvoiceView } from './invoice-view';
import { useRouteInvoice } from '../shared/use-route-invoice';

export function InvoiceViewPage() {
  const { invoice, notFound } = useRouteInvoice();
  if (notFound) return <InvoiceNotFound />;
  if (invoice.data) return <InvoiceView invoice={invoice.data} refetch={() => void invoice.refetch()} />;
  return (
    <Page title="Invoice" width="narrow">
      {invoice.isError ? (
        <LoadError
          message="The invoice could not be loaded."
          detail={errorMessage(invoice.error, 'Please try again.')}
          onRetry={() => void invoice.refetch()}
        />
      ) : (
        <p role="status">Loading...</p>
      )}
    </Page>
  );
}
