// /create-invoice: the editor for a new invoice, once the businesses the user may invoice for and the
// company's today (the proposed issue date) are known.
import { useInvoicingBusinesses } from '@/api/invoices';
import { LoadFailure, Loading, NoBusiness } from '@/features/billing/shared/editor/editor-states';
import { useCompanyToday } from '@/features/billing/shared/use-server-today';
import { InvoiceEditor } from './invoice-editor';

const TITLE = 'Create Invoice';

export function CreateInvoicePage() {
  const businesses = useInvoicingBusinesses();
  const today = useCompanyToday();
  if (businesses.isError)
    return <LoadFailure title={TITLE} what="Your businesses" error={businesses.error} retry={() => void businesses.refetch()} />;
  if (today.error !== null) return <LoadFailure title={TITLE} what="Today’s date" error={today.error} retry={today.retry} />;
  if (businesses.isPending || today.today === null) return <Loading title={TITLE} />;
  if (businesses.data.length === 0) return <NoBusiness title={TITLE} />;
  return <InvoiceEditor key="new" businesses={businesses.data} draft={null} today={today.today} onReload={() => undefined} />;
}
