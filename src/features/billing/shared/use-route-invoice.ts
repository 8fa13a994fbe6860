// The invoice an address names (/invoices/:id and /invoices/:id/edit): the id read from the
// route and loaded. An id that is not a number, or one the server does not know, is "not found".
import { useParams } from 'react-router-dom';
import { httpStatusOf } from '@/api/errors';
import { useInvoice } from '@/api/invoices';

/** The id in "/invoices/42": digits only (no sign, no decimals, at most 15 so it is a safe integer). */
export function parseInvoiceId(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : null;
}

export function useRouteInvoice() {
  const { id } = useParams();
  const invoiceId = parseInvoiceId(id);
  const invoice = useInvoice(invoiceId);
  return { invoice, notFound: invoiceId === null || httpStatusOf(invoice.error) === 404 };
}
