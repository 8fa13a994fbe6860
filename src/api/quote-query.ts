// The quote list's query: filters, sort and page, as the API reads them and as the quotes screen
// keeps them in its address. Pure functions, the same rules as the invoice list's (invoice-query.ts).
import { QUOTE_STATUS_FILTER_VALUES } from '@/config/api-values';
import { INVOICE_PAGE_SIZE } from '@/config/invoicing';
import { QUOTE_SORT_PROPERTIES } from '@/config/quotes';
import { isIsoDate } from '@/lib/calendar-date';
import { searchParamsFrom } from './api-path';
import type { QuoteStatusFilter } from './types';

export type QuoteSortProperty = (typeof QUOTE_SORT_PROPERTIES)[number];
type QuoteSort = `${QuoteSortProperty},${'asc' | 'desc'}`;
const DEFAULT_SORT: QuoteSort = 'issueDate,desc';

export const QUOTE_STATUS_FILTERS: readonly QuoteStatusFilter[] = QUOTE_STATUS_FILTER_VALUES;

export interface QuoteListQuery {
  page?: number;
  size?: number;
  sort?: QuoteSort;
  status?: QuoteStatusFilter[];
  businessId?: number;
  clientId?: number;
  from?: string;
  to?: string;
  q?: string;
}

const isSort = (value: string): value is QuoteSort => {
  const [property, direction, ...rest] = value.split(',');
  return (
    (QUOTE_SORT_PROPERTIES as readonly string[]).includes(property ?? '') &&
    (direction === 'asc' || direction === 'desc') &&
    rest.length === 0
  );
};

const positiveId = (value: number | undefined) => (value !== undefined && Number.isSafeInteger(value) && value >= 1 ? value : undefined);

/** Without defaults or empty values, statuses in a fixed order: equal views give equal keys. */
export function normaliseQuoteQuery(query: QuoteListQuery): QuoteListQuery {
  const status = QUOTE_STATUS_FILTERS.filter((s) => query.status?.includes(s));
  const q = query.q?.trim();
  const businessId = positiveId(query.businessId);
  const clientId = positiveId(query.clientId);
  return {
    ...(query.page !== undefined && query.page > 0 ? { page: Math.floor(query.page) } : {}),
    ...(query.size !== undefined && query.size !== INVOICE_PAGE_SIZE ? { size: query.size } : {}),
    ...(query.sort !== undefined && query.sort !== DEFAULT_SORT ? { sort: query.sort } : {}),
    ...(status.length > 0 ? { status } : {}),
    ...(businessId !== undefined ? { businessId } : {}),
    ...(clientId !== undefined ? { clientId } : {}),
    ...(query.from && isIsoDate(query.from) ? { from: query.from } : {}),
    ...(query.to && isIsoDate(query.to) ? { to: query.to } : {}),
    ...(q ? { q } : {}),
  };
}

/** The screen's address: defaults left out, pages counted from 1. */
export function quoteQueryToUrl(query: QuoteListQuery): URLSearchParams {
  const normal = normaliseQuoteQuery(query);
  return searchParamsFrom({ ...normal, ...(normal.page !== undefined ? { page: normal.page + 1 } : {}) });
}

/** Reads the screen's address; anything malformed is ignored. */
export function quoteQueryFromUrl(params: URLSearchParams): QuoteListQuery {
  const whole = (name: string) => {
    const raw = params.get(name);
    return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  };
  const page = whole('page');
  const sort = params.get('sort') ?? '';
  const status = params
    .getAll('status')
    .flatMap((value) => value.split(','))
    .filter((value): value is QuoteStatusFilter => (QUOTE_STATUS_FILTERS as readonly string[]).includes(value));
  return normaliseQuoteQuery({
    ...(page !== undefined && page >= 1 ? { page: page - 1 } : {}),
    ...(isSort(sort) ? { sort } : {}),
    status,
    ...(whole('businessId') !== undefined ? { businessId: whole('businessId') } : {}),
    ...(whole('clientId') !== undefined ? { clientId: whole('clientId') } : {}),
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    q: params.get('q')?.slice(0, 100) ?? undefined,
  });
}
