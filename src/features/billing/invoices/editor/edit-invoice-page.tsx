// /invoices/:id/edit: the editor for a draft. Keyed by the draft's version, so a reload after
// someone else's change starts afresh (and offers back what was kept in this browser).
import { useInvoicingBusinesses } from '@/api/invoices';
import { InvoiceNotFound } from '@/features/billing/shared/invoice-not-found';
import { useRouteInvoice } from '@/features/billing/shared/use-route-invoice';
import { LoadFailure, Loading, NotADraft } from '@/features/billing/shared/editor/editor-states';
import { useCompanyToday } from '@/features/billing/shared/use-server-today';
import { InvoiceEditor } from './invoice-editor';

const TITLE = 'Edit draft invoice';

export function EditInvoicePage() {
  const { invoice, notFound } = useRouteInvoice();
  const businesses = useInvoicingBusinesses();
  const today = useCompanyToday();
  if (notFound) return <InvoiceNotFound />;
  if (invoice.isError) return <LoadFailure title={TITLE} what="The invoice" error={invoice.error} retry={() => void invoice.refetch()} />;
  if (businesses.isError)
    return <LoadFailure title={TITLE} what="Your businesses" error={businesses.error} retry={() => void businesses.refetch()} />;
  if (today.error !== null) return <LoadFailure title={TITLE} what="Today’s date" error={today.error} retry={today.retry} />;
  if (!invoice.data || !businesses.data || today.today === null) return <Loading title={TITLE} />;
  if (invoice.data.status !== 'DRAFT') return <NotADraft title={TITLE} invoice={invoice.data} />;
  return (
    <InvoiceEditor
      key={`${invoice.data.id}:${invoice.data.version}`}
      businesses={businesses.data}
      draft={invoice.data}
      today={today.today}
      onReload={() => void invoice.refetch()}
    />
  );
}
