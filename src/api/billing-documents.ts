// The invoice history's rows when it shows credit notes: invoices and credit notes in one paged list
// (GET /api/billing-documents, docs/invoicing.md#credit-notes). Kept under the invoice lists' query
// key, so whatever refreshes the invoice lists (payments, credit notes, refunds) refreshes these too.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAllPages, type AllPagesOptions } from './all-pages';
import { normaliseInvoiceQuery, parseInvoiceSort, type InvoiceListQuery } from './invoice-query';
import { invoiceKeys } from './invoices';
import { request } from './request';
import type { BillingDocument, BillingDocumentPage, BillingDocumentType, InvoiceListItem } from './types';
import { pageFromWire } from './wire';

/** The history's query and which documents it lists (absent: both). */
export type DocumentListQuery = InvoiceListQuery & { documentType?: BillingDocumentType };

/** The history's sort as the mixed list reads it: Total is the signed amount; others fall back to the default. */
function documentSort(query: InvoiceListQuery): string | undefined {
  if (query.sort === undefined) return undefined;
  const { property, direction } = parseInvoiceSort(query.sort);
  if (property === 'total') return `amount,${direction}`;
  return property === 'issueDate' || property === 'number' || property === 'clientName' ? query.sort : undefined;
}

function toApiQuery({ documentType, ...query }: DocumentListQuery) {
  const normal = normaliseInvoiceQuery({ ...query, sort: undefined });
  const sort = documentSort(query);
  return { ...normal, ...(sort !== undefined ? { sort } : {}), ...(documentType !== undefined ? { documentType } : {}) };
}

async function listBillingDocuments(query: DocumentListQuery, signal?: AbortSignal): Promise<BillingDocumentPage> {
  const params = { query: toApiQuery(query) };
  return pageFromWire(await request('get', '/api/billing-documents', { params, ...(signal ? { signal } : {}) }));
}

/** Every document matching `query` (its page and size are ignored), for the CSV export. */
export function fetchAllBillingDocuments(query: DocumentListQuery, options: AllPagesOptions = {}): Promise<BillingDocument[]> {
  return fetchAllPages((page, size, signal) => listBillingDocuments({ ...query, page, size }, signal), options);
}

export function useBillingDocuments(query: DocumentListQuery, enabled = true) {
  const apiQuery = toApiQuery(query);
  return useQuery({
    queryKey: [...invoiceKeys.lists(), 'documents', apiQuery] as const,
    queryFn: ({ signal }) => listBillingDocuments(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** An invoice of the invoice list as a history row. */
export function invoiceDocument(invoice: InvoiceListItem): BillingDocument {
  return {
    documentType: 'INVOICE',
    id: invoice.id,
    ...(invoice.number !== undefined ? { number: invoice.number } : {}),
    businessId: invoice.businessId,
    businessName: invoice.businessName,
    clientId: invoice.clientId,
    clientName: invoice.clientName,
    issueDate: invoice.issueDate,
    currency: invoice.currency,
    amount: invoice.total,
    invoice,
  };
}
