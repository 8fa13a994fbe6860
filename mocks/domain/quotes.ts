// The quotes domain of the mock backend: pricing a draft quote with the shared calculator, the
// quote as the API shows it (expired, invoiced and remaining derived), lists and the dashboard's
// figure. Rules: src/lib/quote-rules.ts and src/lib/quote-claims.ts; HTTP: handlers/quotes.ts.
import { QUOTE_SORT_PROPERTIES } from '../../src/config/quotes';
import type { IsoDate } from '../../src/lib/calendar-date';
import { lineClaimsOf } from '../../src/lib/quote-claims';
import { isQuoteExpired, type QuoteStatus } from '../../src/lib/quote-rules';
import { db, type BusinessRecord, type QuoteRecord } from '../runtime/db';
import type { Quote, QuoteListItem, QuotePage, QuoteSummary } from '../handlers/types';
import { balanceOf, clientLabel, createLookups, type Lookups } from './invoice-views';
import { issuerDetails, optional, recipientDetails, without } from './invoicing';
import { claimedLinesOf, contractTotalOf, invoicesOfQuote } from './quote-ledger';

const refOf = (id: number | undefined) => {
  const other = id === undefined ? undefined : db.quotes.findFirst((q) => q.where({ id }));
  return other ? { id: other.id, ...optional('number', other.number), revision: other.revision } : undefined;
};

const issuerOf = (record: QuoteRecord, lookups: Lookups) => {
  if (record.issuerSnapshot) return record.issuerSnapshot;
  const business = lookups.business(record.businessId);
  return business ? issuerDetails(business) : { code: `#${record.businessId}`, name: `Business ${record.businessId}`, addressLines: [] };
};

const recipientOf = (record: QuoteRecord, lookups: Lookups) => {
  if (record.recipientSnapshot) return record.recipientSnapshot;
  const client = lookups.client(record.clientId);
  return client ? recipientDetails(client) : { addressLines: [] };
};

export const expiredOf = (record: QuoteRecord, today: IsoDate) =>
  isQuoteExpired({ status: record.status, validUntil: record.validUntil, replaced: record.replacedById !== undefined }, today);

export function toQuote(record: QuoteRecord, today: IsoDate, lookups: Lookups = createLookups()): Quote {
  const invoices = invoicesOfQuote(record.id);
  const contractTotal = contractTotalOf(record);
  const invoiced = invoices.reduce((sum, invoice) => sum + invoice.total, 0);
  const revisionOf = refOf(record.revisionOfId);
  const replacedBy = refOf(record.replacedById);
  return {
    ...without(structuredClone(record), ['sequence', 'issuerSnapshot', 'recipientSnapshot', 'revisionOfId', 'replacedById']),
    expired: expiredOf(record, today),
    issuer: issuerOf(record, lookups),
    recipient: recipientOf(record, lookups),
    ...(revisionOf ? { revisionOf } : {}),
    ...(replacedBy ? { replacedBy } : {}),
    contractTotal,
    invoiced,
    remaining: contractTotal - invoiced,
    lineClaims: lineClaimsOf(record.lines, claimedLinesOf(record)),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      ...optional('number', invoice.number),
      status: invoice.status,
      kind: invoice.quoteKind ?? 'PROGRESS',
      total: invoice.total,
      balance: balanceOf(invoice),
    })),
  };
}

function toQuoteListItem(record: QuoteRecord, today: IsoDate, lookups: Lookups): QuoteListItem {
  return {
    id: record.id,
    version: record.version,
    status: record.status,
    expired: expiredOf(record, today),
    replaced: record.replacedById !== undefined,
    ...optional('number', record.number),
    revision: record.revision,
    businessId: record.businessId,
    businessName: issuerOf(record, lookups).name,
    clientId: record.clientId,
    clientName: clientLabel(recipientOf(record, lookups), record.clientId),
    issueDate: record.issueDate,
    validUntil: record.validUntil,
    currency: record.currency,
    total: record.total,
    updatedAt: record.updatedAt,
  };
}

export type QuoteSortProperty = (typeof QUOTE_SORT_PROPERTIES)[number];
export type QuoteStatusFilter = QuoteStatus | 'EXPIRED';

export interface QuoteQuery {
  page: number;
  size: number;
  sort: { property: QuoteSortProperty; direction: 'asc' | 'desc' };
  statuses: QuoteStatusFilter[];
  businessId?: number;
  clientId?: number;
  from?: IsoDate;
  to?: IsoDate;
  q?: string;
}

const STATUS_ORDER: Record<QuoteStatus, number> = { DRAFT: 0, SENT: 1, ACCEPTED: 2, DECLINED: 3 };

function sortKey(record: QuoteRecord, clientName: string, property: QuoteSortProperty): string | number {
  switch (property) {
    case 'number':
      return record.number ? `${record.number} ${String(record.revision).padStart(4, '0')}` : '';
    case 'clientName':
      return clientName.toLowerCase();
    case 'total':
      return record.total;
    case 'status':
      return STATUS_ORDER[record.status];
    default:
      return record[property];
  }
}

/** Filters, sorts and pages the quotes of `allowed` businesses. */
export function queryQuotes(query: QuoteQuery, allowed: Set<number>, today: IsoDate, lookups: Lookups): QuotePage {
  const statuses = new Set(query.statuses);
  const needle = query.q?.trim().toLowerCase() ?? '';
  const rows: Array<{ record: QuoteRecord; key: string | number }> = [];
  for (const record of db.quotes.all()) {
    if (!allowed.has(record.businessId)) continue;
    if (query.businessId !== undefined && record.businessId !== query.businessId) continue;
    if (query.clientId !== undefined && record.clientId !== query.clientId) continue;
    if (query.from !== undefined && record.issueDate < query.from) continue;
    if (query.to !== undefined && record.issueDate > query.to) continue;
    if (statuses.size > 0 && !statuses.has(record.status) && !(statuses.has('EXPIRED') && expiredOf(record, today))) continue;
    const clientName = clientLabel(recipientOf(record, lookups), record.clientId);
    if (needle && !(record.number?.toLowerCase().includes(needle) ?? false) && !clientName.toLowerCase().includes(needle)) continue;
    rows.push({ record, key: sortKey(record, clientName, query.sort.property) });
  }
  const sign = query.sort.direction === 'asc' ? 1 : -1;
  const byNumber = query.sort.property === 'number';
  rows.sort((a, b) => {
    if (byNumber && (a.key === '') !== (b.key === '')) return a.key === '' ? 1 : -1;
    if (a.key !== b.key) return (a.key < b.key ? -1 : 1) * sign;
    return b.record.id - a.record.id;
  });
  const start = query.page * query.size;
  return {
    content: rows.slice(start, start + query.size).map((row) => toQuoteListItem(row.record, today, lookups)),
    page: { size: query.size, number: query.page, totalElements: rows.length, totalPages: Math.ceil(rows.length / query.size) },
  };
}

/** SENT quotes, not replaced nor expired, in NZD: what awaits the client's answer. */
export function summariseQuotes(allowed: Set<number>, today: IsoDate): QuoteSummary {
  const awaiting = { count: 0, total: 0 };
  for (const record of db.quotes.all()) {
    if (!allowed.has(record.businessId) || record.status !== 'SENT' || record.replacedById !== undefined) continue;
    if (record.currency !== 'NZD' || expiredOf(record, today)) continue;
    awaiting.count += 1;
    awaiting.total += record.total;
  }
  return { awaiting };
}

/** The sequence the next quote sent takes: the business's stored one, but never one already used. */
export function nextQuoteSequence(business: BusinessRecord): number {
  let last = 0;
  for (const quote of db.quotes.all()) if (quote.businessId === business.id && (quote.sequence ?? 0) > last) last = quote.sequence ?? 0;
  return Math.max(business.businessQuoteSequenceNumber ?? 1, last + 1);
}
