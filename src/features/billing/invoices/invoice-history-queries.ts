// What the invoice history asks for first at its address (src/app/screen-data.ts): the businesses
// and, listing invoices, the page of them it shows before the businesses are known.
import { invoiceQueryFromUrl } from '@/api/invoice-query';
import { invoiceListQuery, invoicingBusinessesQuery } from '@/api/invoices';
import { beforeBusinessesKnown } from '@/features/billing/shared/list/use-business-scope';
import { historyDocumentsFromUrl } from './history-documents';

export const screenQueries = (search: URLSearchParams) =>
  historyDocumentsFromUrl(search) === 'invoices'
    ? [invoicingBusinessesQuery(), invoiceListQuery(beforeBusinessesKnown(invoiceQueryFromUrl(search)))]
    : [invoicingBusinessesQuery()];
