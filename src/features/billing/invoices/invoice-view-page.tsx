// /invoices/:id: the invoice as the client will see it, with what its status allows
// (invoice-view.tsx); or why it cannot be shown.
import { InvoiceLoading } from '@/features/billing/shared/invoice-loading';
import { InvoiceNotFound } from '@/features/billing/shared/invoice-not-found';
import { InvoiceView } from './invoice-view';
import { useRouteInvoice } from '@/features/billing/shared/use-route-invoice';

export function InvoiceViewPage() {
  const { invoice, notFound } = useRouteInvoice();
  if (notFound) return <InvoiceNotFound />;
  if (invoice.data) return <InvoiceView invoice={invoice.data} refetch={() => void invoice.refetch()} />;
  return <InvoiceLoading title="Invoice" invoice={invoice} />;
}
