// The invoice list's query: filters, sort and page, as the API reads them and as the history
// screen keeps them in its address (so a view can be bookmarked). Pure functions.
import { INVOICE_SORT_PROPERTY_VALUES, INVOICE_STATUS_FILTER_VALUES } from '@/config/api-values';
import { INVOICE_PAGE_SIZE } from '@/config/invoicing';
import { isIsoDate } from '@/lib/calendar-date';
import { searchParamsFrom } from './api-path';
import type { InvoiceStatusFilter } from './types';

const INVOICE_SORT_PROPERTIES = INVOICE_SORT_PROPERTY_VALUES;
export type InvoiceSortProperty = (typeof INVOICE_SORT_PROPERTIES)[number];
export type SortDirection = 'asc' | 'desc';
export type InvoiceSort = `${InvoiceSortProperty},${SortDirection}`;
const DEFAULT_INVOICE_SORT: InvoiceSort = 'issueDate,desc';

export const INVOICE_STATUS_FILTERS: readonly InvoiceStatusFilter[] = INVOICE_STATUS_FILTER_VALUES;

export interface InvoiceListQuery {
  /** 0-based, as the API counts. */
  page?: number;
  size?: number;
  sort?: InvoiceSort;
  /** Any of these (OVERDUE is derived). Empty: every status. */
  status?: InvoiceStatusFilter[];
  businessId?: number;
  clientId?: number;
  /** Issue date on or after (YYYY-MM-DD). */
  from?: string;
  /** Issue date on or before (YYYY-MM-DD). */
  to?: string;
  /** Text in the number or the client's name. */
  q?: string;
}

const isSort = (value: string): value is InvoiceSort => {
  const [property, direction, ...rest] = value.split(',');
  return (
    (INVOICE_SORT_PROPERTIES as readonly string[]).includes(property ?? '') &&
    (direction === 'asc' || direction === 'desc') &&
    rest.length === 0
  );
};

const positiveId = (value: number | undefined) => (value !== undefined && Number.isSafeInteger(value) && value >= 1 ? value : undefined);

/** The query without defaults or empty values, statuses in a fixed order: equal views give equal keys. */
export function normaliseInvoiceQuery(query: InvoiceListQuery): InvoiceListQuery {
  const status = INVOICE_STATUS_FILTERS.filter((s) => query.status?.includes(s));
  const q = query.q?.trim();
  const businessId = positiveId(query.businessId);
  const clientId = positiveId(query.clientId);
  return {
    ...(query.page !== undefined && query.page > 0 ? { page: Math.floor(query.page) } : {}),
    ...(query.size !== undefined && query.size !== INVOICE_PAGE_SIZE ? { size: query.size } : {}),
    ...(query.sort !== undefined && query.sort !== DEFAULT_INVOICE_SORT ? { sort: query.sort } : {}),
    ...(status.length > 0 ? { status } : {}),
    ...(businessId !== undefined ? { businessId } : {}),
    ...(clientId !== undefined ? { clientId } : {}),
    ...(query.from && isIsoDate(query.from) ? { from: query.from } : {}),
    ...(query.to && isIsoDate(query.to) ? { to: query.to } : {}),
    ...(q ? { q } : {}),
  };
}

/** Changes filters and goes back to the first page (unless the change is the page itself). */
export function withInvoiceFilters(query: InvoiceListQuery, changes: Partial<InvoiceListQuery>): InvoiceListQuery {
  return normaliseInvoiceQuery({ ...query, page: 0, ...changes });
}

/** Query string for GET /api/invoices (page 0-based), as ./request.ts sends it. */
export function invoiceQueryToApiParams(query: InvoiceListQuery): URLSearchParams {
  return searchParamsFrom(normaliseInvoiceQuery(query));
}

/** Query string for the history screen's address: defaults left out, pages counted from 1. */
export function invoiceQueryToUrl(query: InvoiceListQuery): URLSearchParams {
  const normal = normaliseInvoiceQuery(query);
  return searchParamsFrom({ ...normal, ...(normal.page !== undefined ? { page: normal.page + 1 } : {}) });
}

/** Reads the history screen's address; anything malformed (a hand-edited link) is ignored. */
export function invoiceQueryFromUrl(params: URLSearchParams): InvoiceListQuery {
  const whole = (name: string) => {
    const raw = params.get(name);
    return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  };
  const page = whole('page');
  const size = whole('size');
  const sort = params.get('sort') ?? '';
  const status = params
    .getAll('status')
    .flatMap((value) => value.split(','))
    .filter((value): value is InvoiceStatusFilter => (INVOICE_STATUS_FILTERS as readonly string[]).includes(value));
  return normaliseInvoiceQuery({
    ...(page !== undefined && page >= 1 ? { page: page - 1 } : {}),
    ...(size !== undefined && size >= 1 && size <= 100 ? { size } : {}),
    ...(isSort(sort) ? { sort } : {}),
    status,
    ...(whole('businessId') !== undefined ? { businessId: whole('businessId') } : {}),
    ...(whole('clientId') !== undefined ? { clientId: whole('clientId') } : {}),
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    q: params.get('q')?.slice(0, 100) ?? undefined,
  });
}

/** Splits a sort into its property and direction. */
export function parseInvoiceSort(sort: InvoiceSort = DEFAULT_INVOICE_SORT): { property: InvoiceSortProperty; direction: SortDirection } {
  const [property, direction] = sort.split(',') as [InvoiceSortProperty, SortDirection];
  return { property, direction };
}
