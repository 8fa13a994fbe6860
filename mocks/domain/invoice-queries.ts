// Invoice lists (filter, sort, page) and the dashboard's figures, over the invoices of the
// businesses the caller may see.
import { INVOICE_SORT_PROPERTY_VALUES } from '../../src/config/api-values';
import { DEFAULT_CURRENCY, type InvoiceCurrency } from '../../src/config/invoicing';
import { monthOf, monthsEndingWith, type IsoDate } from '../../src/lib/calendar-date';
import type { InvoiceStatus } from '../../src/lib/invoice-rules';
import { db, keptUntilDataChanges, type InvoiceRecord } from '../runtime/db';
import type { InvoiceSummary } from '../handlers/types';
import { balanceOf, clientLabel, createLookups, overdueOf, recipientOf, toListItem, type Lookups } from './invoice-views';

export const SORT_PROPERTIES = INVOICE_SORT_PROPERTY_VALUES;
export type SortProperty = (typeof SORT_PROPERTIES)[number];
export type StatusFilter = InvoiceStatus | 'OVERDUE';

export interface InvoiceQuery {
  page: number;
  size: number;
  sort: { property: SortProperty; direction: 'asc' | 'desc' };
  statuses: StatusFilter[];
  businessId?: number;
  clientId?: number;
  from?: IsoDate;
  to?: IsoDate;
  q?: string;
}

const STATUS_ORDER: Record<InvoiceStatus, number> = { DRAFT: 0, ISSUED: 1, PARTIALLY_PAID: 2, PAID: 3, VOID: 4, CREDITED: 5 };

/** An invoice with what the list filters and sorts by, worked out once per version of the data. */
interface Row {
  record: InvoiceRecord;
  clientName: string;
  /** Lower-cased, for the search. */
  clientSearch: string;
  numberSearch: string;
}

function sortKey(row: Row, property: SortProperty): string | number {
  const { record } = row;
  switch (property) {
    case 'issueDate':
      return record.issueDate;
    case 'dueDate':
      return record.dueDate;
    case 'number':
      return record.number ?? '';
    case 'clientName':
      return row.clientSearch;
    case 'total':
      return record.total;
    case 'balance':
      return balanceOf(record);
    case 'status':
      return STATUS_ORDER[record.status];
    case 'updatedAt':
      return record.updatedAt;
  }
}

function invoiceRows(lookups: Lookups): Row[] {
  return keptUntilDataChanges('invoice rows', () =>
    db.invoices.all().map((record) => {
      const clientName = clientLabel(recipientOf(record, lookups), record.clientId);
      return { record, clientName, clientSearch: clientName.toLowerCase(), numberSearch: record.number?.toLowerCase() ?? '' };
    }),
  );
}

// Every invoice sorted one way, kept until the data changes: a page, a filter or another page of
// the same sort then scans one sorted list instead of sorting every invoice again. Like a
// database's indexes, the lists for every sort are also built ahead (warmInvoiceLists).
function sortedView(sort: InvoiceQuery['sort'], lookups: Lookups): Row[] {
  return keptUntilDataChanges(`invoices by ${sort.property} ${sort.direction}`, () => sortInvoices(sort, lookups));
}

function sortInvoices(sort: InvoiceQuery['sort'], lookups: Lookups): Row[] {
  const keyed = invoiceRows(lookups).map((row) => ({ row, key: sortKey(row, sort.property) }));
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byNumber = sort.property === 'number';
  keyed.sort((a, b) => {
    // Drafts have no number: after the numbered ones, whichever the direction.
    if (byNumber && (a.key === '') !== (b.key === '')) return a.key === '' ? 1 : -1;
    if (a.key !== b.key) return (a.key < b.key ? -1 : 1) * sign;
    return b.row.record.id - a.row.record.id;
  });
  return keyed.map(({ row }) => row);
}

/**
 * Builds the sorted list of every sort ahead, one per task, so the page stays responsive (in the
 * browser the mock runs on the page's main thread). Resolves when all are built.
 */
export async function warmInvoiceLists(lookups: Lookups = createLookups()): Promise<void> {
  for (const property of SORT_PROPERTIES) {
    for (const direction of ['desc', 'asc'] as const) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      sortedView({ property, direction }, lookups);
    }
  }
}

/** Whether an invoice of `allowed` businesses passes the query's filters. */
function filterOf(query: Omit<InvoiceQuery, 'page' | 'size' | 'sort'>, allowed: Set<number>, today: IsoDate) {
  const statuses = new Set(query.statuses);
  const wantsOverdue = statuses.has('OVERDUE');
  const needle = query.q?.trim().toLowerCase() ?? '';
  return ({ record, clientSearch, numberSearch }: Row): boolean =>
    allowed.has(record.businessId) &&
    (query.businessId === undefined || record.businessId === query.businessId) &&
    (query.clientId === undefined || record.clientId === query.clientId) &&
    (query.from === undefined || record.issueDate >= query.from) &&
    (query.to === undefined || record.issueDate <= query.to) &&
    (statuses.size === 0 || statuses.has(record.status) || (wantsOverdue && overdueOf(record, today))) &&
    (!needle || numberSearch.includes(needle) || clientSearch.includes(needle));
}

/** The invoices of `allowed` businesses that the query's filters find (unsorted), with their client's name. */
export function matchingInvoices(
  query: Omit<InvoiceQuery, 'page' | 'size'>,
  allowed: Set<number>,
  today: IsoDate,
  lookups: Lookups,
): Row[] {
  return invoiceRows(lookups).filter(filterOf(query, allowed, today));
}

/** Filters, sorts and pages the invoices of `allowed` businesses. */
export function queryInvoices(query: InvoiceQuery, allowed: Set<number>, today: IsoDate, lookups: Lookups) {
  const matches = filterOf(query, allowed, today);
  const start = query.page * query.size;
  const content: InvoiceRecord[] = [];
  let totalElements = 0;
  for (const row of sortedView(query.sort, lookups)) {
    if (!matches(row)) continue;
    if (totalElements >= start && content.length < query.size) content.push(row.record);
    totalElements += 1;
  }
  return {
    content: content.map((record) => toListItem(record, today, lookups)),
    page: { size: query.size, number: query.page, totalElements, totalPages: Math.ceil(totalElements / query.size) },
  };
}

// ---------------------------------------------------------------------------------------------
// Dashboard

/** The `n` first items by `compare`, kept while scanning (no sort of the whole list). */
function topN<T>(n: number, compare: (a: T, b: T) => number) {
  const best: T[] = [];
  return {
    offer(item: T) {
      const last = best[best.length - 1];
      if (best.length === n && last !== undefined && compare(item, last) >= 0) return;
      let index = best.length;
      while (index > 0 && compare(item, best[index - 1] as T) < 0) index -= 1;
      best.splice(index, 0, item);
      if (best.length > n) best.pop();
    },
    items: () => best,
  };
}

export function summarise(
  allowed: Set<number>,
  today: IsoDate,
  currency: InvoiceCurrency = DEFAULT_CURRENCY,
  lookups: Lookups = createLookups(),
): InvoiceSummary {
  const thisMonth = monthOf(today);
  const months = monthsEndingWith(thisMonth, 12);
  const monthly = new Map(months.map((month) => [month, { month, invoiced: 0, paid: 0 }]));
  const outstanding = { count: 0, total: 0 };
  const overdue = { count: 0, total: 0 };
  const paidThisMonth = { count: 0, total: 0 };
  const drafts = { count: 0, total: 0 };
  const longestOverdue = topN<InvoiceRecord>(5, (a, b) => (a.dueDate === b.dueDate ? a.id - b.id : a.dueDate < b.dueDate ? -1 : 1));
  const recent = topN<InvoiceRecord>(5, (a, b) => (a.updatedAt === b.updatedAt ? b.id - a.id : a.updatedAt < b.updatedAt ? 1 : -1));

  for (const record of db.invoices.all()) {
    if (!allowed.has(record.businessId) || record.currency !== currency) continue;
    recent.offer(record);
    if (record.status === 'DRAFT') {
      drafts.count += 1;
      drafts.total += record.total;
      continue;
    }
    if (record.status !== 'VOID') {
      const month = monthly.get(monthOf(record.issueDate));
      if (month) month.invoiced += record.total;
    }
    for (const payment of record.payments) {
      const month = monthly.get(monthOf(payment.paidOn));
      if (month) month.paid += payment.amount;
      if (monthOf(payment.paidOn) === thisMonth) {
        paidThisMonth.count += 1;
        paidThisMonth.total += payment.amount;
      }
    }
    // Refunds of credit owed are money paid back: they lower what was received (docs/invoicing.md#credit-notes).
    for (const refund of record.refunds ?? []) {
      const month = monthly.get(monthOf(refund.refundedOn));
      if (month) month.paid -= refund.amount;
      if (monthOf(refund.refundedOn) === thisMonth) paidThisMonth.total -= refund.amount;
    }
    if (record.status === 'ISSUED' || record.status === 'PARTIALLY_PAID') {
      outstanding.count += 1;
      outstanding.total += balanceOf(record);
      if (overdueOf(record, today)) {
        overdue.count += 1;
        overdue.total += balanceOf(record);
        longestOverdue.offer(record);
      }
    }
  }

  // Credit notes lower what was invoiced in the month they are issued.
  for (const note of db.creditNotes.all()) {
    if (!allowed.has(note.businessId) || note.currency !== currency) continue;
    const month = monthly.get(monthOf(note.issueDate));
    if (month) month.invoiced -= note.total;
  }

  return {
    asOf: today,
    currency,
    outstanding,
    overdue,
    paidThisMonth,
    drafts,
    monthly: months.map((month) => monthly.get(month) ?? { month, invoiced: 0, paid: 0 }),
    overdueInvoices: longestOverdue.items().map((record) => toListItem(record, today, lookups)),
    recentInvoices: recent.items().map((record) => toListItem(record, today, lookups)),
  };
}
