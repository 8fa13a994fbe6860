// /create-invoice: the editor for a new invoice, once the businesses the user may invoice for are known.
import { useInvoicingBusinesses } from '@/api/invoices';
import { LoadFailure, Loading, NoBusiness } from '../../shared/editor/editor-states';
import { InvoiceEditor } from './invoice-editor';

const TITLE = 'Create Invoice';

export function CreateInvoicePage() {
  const businesses = useInvoicingBusinesses();
  if (businesses.isPending) return <Loading title={TITLE} />;
  if (businesses.isError)
    return <LoadFailure title={TITLE} what="Your businesses" error={businesses.error} retry={() => void businesses.refetch()} />;
  if (businesses.data.length === 0) return <NoBusiness title={TITLE} />;
  return <InvoiceEditor key="new" businesses={businesses.data} draft={null} onReload={() => undefined} />;
}
