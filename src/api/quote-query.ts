// The quote list's query: filters, sort and page, as the API reads them and as the quotes screen
// keeps them in its address, by the same rules as the invoice list's (list-query.ts).
import { QUOTE_STATUS_FILTER_VALUES } from '@/config/api-values';
import { QUOTE_SORT_PROPERTIES } from '@/config/quotes';
import { listQueryRules, type ListQuery, type SortDirection } from './list-query';
import type { QuoteStatusFilter } from './types';

export type QuoteSortProperty = (typeof QUOTE_SORT_PROPERTIES)[number];

export const QUOTE_STATUS_FILTERS: readonly QuoteStatusFilter[] = QUOTE_STATUS_FILTER_VALUES;

export type QuoteListQuery = ListQuery<QuoteStatusFilter, `${QuoteSortProperty},${SortDirection}`>;

export const {
  normalise: normaliseQuoteQuery,
  toUrl: quoteQueryToUrl,
  fromUrl: quoteQueryFromUrl,
} = listQueryRules({ statuses: QUOTE_STATUS_FILTERS, sortProperties: QUOTE_SORT_PROPERTIES, defaultSort: 'issueDate,desc' });
