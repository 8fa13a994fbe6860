// What the invoice history asks for first at its address (src/app/screen-data.ts): the businesses
// and, listing invoices, the page of them it shows before the businesses are known.
import { invoiceQueryFromUrl } from '@/api/invoice-query';
import { invoiceListQuery, invoicingBusinessesQuery } from '@/api/invoices';
import { beforeBusinessesKnown } from '@/features/billing/shared/list/use-business-scope';
import { isOffered, type Capabilities } from '@/lib/capabilities';
import { historyDocumentsFromUrl } from './history-documents';

// On the specification's service the history lists the invoices kept in this browser: nothing to ask.
export const screenQueries = (search: URLSearchParams, capabilities: Capabilities) => {
  if (!isOffered(capabilities, 'invoices')) return [];
  // Without credit notes the history lists invoices, whatever the address says.
  return !isOffered(capabilities, 'credit-notes') || historyDocumentsFromUrl(search) === 'invoices'
    ? [invoicingBusinessesQuery(), invoiceListQuery(beforeBusinessesKnown(invoiceQueryFromUrl(search)))]
    : [invoicingBusinessesQuery()];
};
