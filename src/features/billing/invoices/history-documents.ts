// Which documents the invoice history lists: its document-type filter, kept in the address as
// `documents=credit-notes` or `documents=all` (invoices when absent, as before credit notes existed).
import type { DocumentListQuery } from '@/api/billing-documents';
import { parseInvoiceSort, type InvoiceListQuery } from '@/api/invoice-query';

export type HistoryDocuments = 'invoices' | 'credit-notes' | 'all';

export const HISTORY_DOCUMENT_OPTIONS: ReadonlyArray<{ value: HistoryDocuments; label: string }> = [
  { value: 'invoices', label: 'Invoices' },
  { value: 'credit-notes', label: 'Credit notes' },
  { value: 'all', label: 'All' },
];

/** What the list's caption and the export call the rows. */
export const HISTORY_DOCUMENT_NOUNS: Record<HistoryDocuments, string> = {
  invoices: 'invoices',
  'credit-notes': 'credit notes',
  all: 'invoices and credit notes',
};

export function historyDocumentsFromUrl(params: URLSearchParams): HistoryDocuments {
  const value = params.get('documents');
  return value === 'credit-notes' || value === 'all' ? value : 'invoices';
}

/** The address with the document type set (and paging started again); invoices are the default, left out. */
export function withHistoryDocuments(params: URLSearchParams, documents: HistoryDocuments): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (documents === 'invoices') next.delete('documents');
  else next.set('documents', documents);
  // Credit notes have no status: a status filter would hide them all.
  if (documents === 'credit-notes') next.delete('status');
  return next;
}

/** The mixed list's query for the credit-note and all views. */
export function documentQuery(query: InvoiceListQuery, documents: Exclude<HistoryDocuments, 'invoices'>): DocumentListQuery {
  return { ...query, ...(documents === 'credit-notes' ? { documentType: 'CREDIT_NOTE', status: [] } : {}) };
}

/** The sort the list uses: with credit notes listed, only number, client, issue date and total sort. */
export function historySort(query: InvoiceListQuery, documents: HistoryDocuments) {
  const sort = parseInvoiceSort(query.sort);
  const shared = ['number', 'clientName', 'issueDate', 'total'].includes(sort.property);
  return documents === 'invoices' || shared ? sort : parseInvoiceSort();
}
