// /invoices/:id/edit: the editor for a draft. Keyed by the draft's version, so a reload after
// someone else's change starts afresh (and offers back what was kept in this browser).
import { useParams } from 'react-router-dom';
import { httpStatusOf } from '@/api/errors';
import { useInvoice, useInvoicingBusinesses } from '@/api/invoices';
import { LoadFailure, Loading, NoSuchInvoice, NotADraft } from './editor-states';
import { InvoiceEditor } from './invoice-editor';

const TITLE = 'Edit draft invoice';

export function EditInvoicePage() {
  const { id } = useParams();
  const numericId = id && /^\d{1,15}$/.test(id) ? Number(id) : null;
  const invoice = useInvoice(numericId);
  const businesses = useInvoicingBusinesses();
  if (numericId === null || httpStatusOf(invoice.error) === 404) return <NoSuchInvoice />;
  if (invoice.isError) return <LoadFailure title={TITLE} what="The invoice" error={invoice.error} retry={() => void invoice.refetch()} />;
  if (businesses.isError)
    return <LoadFailure title={TITLE} what="Your businesses" error={businesses.error} retry={() => void businesses.refetch()} />;
  if (!invoice.data || !businesses.data) return <Loading title={TITLE} />;
  if (invoice.data.status !== 'DRAFT') return <NotADraft title={TITLE} invoice={invoice.data} />;
  return (
    <InvoiceEditor
      key={`${invoice.data.id}:${invoice.data.version}`}
      businesses={businesses.data}
      draft={invoice.data}
      onReload={() => void invoice.refetch()}
    />
  );
}
