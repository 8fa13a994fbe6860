// What /invoices/:id and /invoices/:id/edit show for an id that names no invoice.
import { NotFound } from '@/components/not-found/not-found';
import { paths } from '@/config/paths';

export function InvoiceNotFound() {
  return (
    <NotFound
      title="Invoice not found"
      message="There is no invoice at this address. It may have been a draft that was deleted."
      link={{ to: paths.invoiceHistory, label: 'Go to the invoice history' }}
    />
  );
}
