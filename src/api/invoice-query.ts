// The invoice list's query: filters, sort and page, as the API reads them and as the history
// screen keeps them in its address (so a view can be bookmarked). The rules are list-query.ts's.
import { INVOICE_SORT_PROPERTY_VALUES, INVOICE_STATUS_FILTER_VALUES } from '@/config/api-values';
import { listQueryRules, type ListQuery, type SortDirection } from './list-query';
import type { InvoiceStatusFilter } from './types';

export type InvoiceSortProperty = (typeof INVOICE_SORT_PROPERTY_VALUES)[number];
type InvoiceSort = `${InvoiceSortProperty},${SortDirection}`;

/** OVERDUE among them is derived (issued and past its due date). */
export const INVOICE_STATUS_FILTERS: readonly InvoiceStatusFilter[] = INVOICE_STATUS_FILTER_VALUES;

export type InvoiceListQuery = ListQuery<InvoiceStatusFilter, InvoiceSort>;

const rules = listQueryRules({
  statuses: INVOICE_STATUS_FILTERS,
  sortProperties: INVOICE_SORT_PROPERTY_VALUES,
  defaultSort: 'issueDate,desc',
});

export const {
  normalise: normaliseInvoiceQuery,
  withFilters: withInvoiceFilters,
  toApiParams: invoiceQueryToApiParams,
  toUrl: invoiceQueryToUrl,
  fromUrl: invoiceQueryFromUrl,
  parseSort: parseInvoiceSort,
} = rules;
