// The invoicing domain of the mock backend: who may invoice for whom, pricing a draft with the
// shared calculator (src/lib/invoice-math), numbering, the views the API returns, list queries and
// the dashboard figures. The HTTP side is in handlers/invoices.ts; the seed uses this too.
import { DEFAULT_CURRENCY, INVOICE_PROBLEM_TYPES, type InvoiceCurrency } from '../src/config/invoicing';
import { monthOf, monthsEndingWith, type IsoDate } from '../src/lib/calendar-date';
import { calculateInvoice, effectiveTaxRate, formatQuantity, parseQuantity, type Discount, type TaxCode } from '../src/lib/invoice-math';
import { formatInvoiceNumber, isOverdue, isTaxInvoice, type InvoiceStatus } from '../src/lib/invoice-rules';
import { db, type BusinessRecord, type ClientRecord, type InvoiceRecord, type UserRecord } from './db';
import type {
  Invoice,
  InvoiceListItem,
  InvoiceSummary,
  InvoicingBusiness,
  InvoicingClient,
  IssuerDetails,
  RecipientDetails,
} from './handlers/types';

/** Problem `type`s of the invoicing API (documented on ProblemDetail in openapi.yaml). */
export const PROBLEM_TYPES = INVOICE_PROBLEM_TYPES;

// ---------------------------------------------------------------------------------------------
// Access

export const isAdmin = (user: UserRecord) => user.roles.includes('ADMIN');

/** A USER invoices only for businesses whose permitted logins include their username; an ADMIN for any. */
export function mayInvoiceFor(user: UserRecord, business: Pick<BusinessRecord, 'businessPermittedLogins'>): boolean {
  return isAdmin(user) || business.businessPermittedLogins.includes(user.username);
}

/** Ids of the businesses `user` may invoice for. */
export function permittedBusinessIds(user: UserRecord): Set<number> {
  const ids = new Set<number>();
  for (const business of db.businesses.all()) if (mayInvoiceFor(user, business)) ids.add(business.id);
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Parties

/** A copy of `record` without `keys`. */
export function without<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Omit<T, K> {
  const copy = { ...record };
  for (const key of keys) Reflect.deleteProperty(copy, key);
  return copy;
}

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';
const lines = (...values: Array<string | undefined>) => values.filter(present);
const optional = <K extends string>(key: K, value: string | undefined) =>
  (present(value) ? { [key]: value } : {}) as Partial<Record<K, string>>;

export function issuerDetails(business: BusinessRecord): IssuerDetails {
  return {
    code: business.businessId,
    name: business.businessName ?? business.businessId,
    ...optional('type', business.businessType),
    addressLines: lines(
      business.businessAddressLine1,
      business.businessAddressLine2,
      business.businessAddressLine3,
      business.businessAddressLine4,
      business.businessAddressLine5,
    ),
    ...optional('phone', business.businessPhoneNumber),
    ...optional('email', business.businessEmailAddress),
    ...optional('contactPerson', business.businessContactPerson),
    ...optional('gstNumber', business.businessGst),
    ...optional('licenseNumber', business.businessLicenseNumber),
    ...optional('bankAccountNumber', business.businessBankAccountNumber),
    ...optional('bankProvider', business.businessBankProvider),
  };
}

export function recipientDetails(client: ClientRecord): RecipientDetails {
  return {
    ...optional('name', client.clientName ?? client.clientBusinessName),
    ...optional('businessName', client.clientBusinessName),
    ...optional('type', client.clientType),
    addressLines: lines(
      client.clientAddressLine1,
      client.clientAddressLine2,
      client.clientAddressLine3,
      client.clientAddressLine4,
      client.clientAddressLine5,
    ),
    ...optional('phone', client.clientPhoneNumber),
    ...optional('email', client.clientEmailAddress),
    ...optional('gstNumber', client.clientGst),
    ...optional('licenseNumber', client.clientLicenseNumber),
  };
}

const clientLabel = (recipient: RecipientDetails, clientId: number) => recipient.name ?? `Client ${clientId}`;

/** The sequence the next issued invoice takes: the stored one, but never one already used. */
export function nextSequence(business: BusinessRecord, lastIssued: number): number {
  return Math.max(business.businessInvoiceSequenceNumber ?? 1, lastIssued + 1);
}

export function lastIssuedSequence(businessId: number): number {
  return lastIssuedSequences().get(businessId) ?? 0;
}

/** The highest sequence issued, per business, in one pass over the invoices. */
export function lastIssuedSequences(): Map<number, number> {
  const last = new Map<number, number>();
  for (const invoice of db.invoices.all()) {
    if (invoice.sequence !== undefined && invoice.sequence > (last.get(invoice.businessId) ?? 0))
      last.set(invoice.businessId, invoice.sequence);
  }
  return last;
}

export function toInvoicingBusiness(business: BusinessRecord, lastIssued: number): InvoicingBusiness {
  return {
    id: business.id,
    ...issuerDetails(business),
    ...optional('invoiceTag', business.businessInvoiceTag),
    nextInvoiceNumber: formatInvoiceNumber(business.businessInvoiceTag, nextSequence(business, lastIssued)),
    ...optional('notes', business.businessNotes),
  };
}

export function toInvoicingClient(client: ClientRecord): InvoicingClient {
  return { id: client.id, businessId: client.linkedBusinessId, ...recipientDetails(client) };
}

// ---------------------------------------------------------------------------------------------
// Pricing

export interface LineContent {
  description: string;
  quantity: string;
  unitPrice: number;
  taxCode: TaxCode;
  taxRate?: number | null;
}

export interface DraftContent {
  businessId: number;
  clientId: number;
  issueDate: IsoDate;
  dueDate: IsoDate;
  currency: InvoiceCurrency;
  pricesIncludeGst: boolean;
  reference?: string;
  notes?: string;
  paymentInstructions?: string;
  discount?: Discount;
  lines: LineContent[];
}

type PricedFields = Pick<
  InvoiceRecord,
  | 'businessId'
  | 'clientId'
  | 'issueDate'
  | 'dueDate'
  | 'currency'
  | 'pricesIncludeGst'
  | 'reference'
  | 'notes'
  | 'paymentInstructions'
  | 'discount'
  | 'lines'
  | 'linesTotal'
  | 'discountTotal'
  | 'subtotal'
  | 'gst'
  | 'total'
  | 'taxBreakdown'
>;

/** A draft's stored fields with every amount computed by the shared calculator. Throws InvoiceMathError. */
export function priceDraft(content: DraftContent): PricedFields {
  const totals = calculateInvoice(content);
  return {
    businessId: content.businessId,
    clientId: content.clientId,
    issueDate: content.issueDate,
    dueDate: content.dueDate,
    currency: content.currency,
    pricesIncludeGst: content.pricesIncludeGst,
    ...optional('reference', content.reference?.trim()),
    ...optional('notes', content.notes?.trim()),
    ...optional('paymentInstructions', content.paymentInstructions?.trim()),
    ...(content.discount ? { discount: content.discount } : {}),
    lines: content.lines.map((line, index) => ({
      position: index + 1,
      description: line.description.trim(),
      quantity: formatQuantity(parseQuantity(line.quantity) ?? 0),
      unitPrice: line.unitPrice,
      taxCode: line.taxCode,
      taxRate: effectiveTaxRate(line.taxCode, line.taxRate),
      amount: totals.lineAmounts[index] ?? 0,
    })),
    linesTotal: totals.linesTotal,
    discountTotal: totals.discountTotal,
    subtotal: totals.subtotal,
    gst: totals.gst,
    total: totals.total,
    taxBreakdown: totals.taxBreakdown,
  };
}

/** A stored invoice's content, as a draft to price again (duplicating). */
export function contentOf(record: InvoiceRecord): DraftContent {
  return {
    businessId: record.businessId,
    clientId: record.clientId,
    issueDate: record.issueDate,
    dueDate: record.dueDate,
    currency: record.currency,
    pricesIncludeGst: record.pricesIncludeGst,
    ...optional('notes', record.notes),
    ...optional('paymentInstructions', record.paymentInstructions),
    ...(record.discount ? { discount: record.discount } : {}),
    lines: record.lines.map(({ description, quantity, unitPrice, taxCode, taxRate }) => ({
      description,
      quantity,
      unitPrice,
      taxCode,
      taxRate,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Views

/** Businesses and clients by id, read once per request. */
export interface Lookups {
  business(id: number): BusinessRecord | undefined;
  client(id: number): ClientRecord | undefined;
}

export function createLookups(): Lookups {
  let businesses: Map<number, BusinessRecord> | undefined;
  let clients: Map<number, ClientRecord> | undefined;
  return {
    business(id) {
      businesses ??= new Map(db.businesses.all().map((b) => [b.id, b]));
      return businesses.get(id);
    },
    client(id) {
      clients ??= new Map(db.clients.all().map((c) => [c.id, c]));
      return clients.get(id);
    },
  };
}

const missingBusiness = (id: number): IssuerDetails => ({ code: `#${id}`, name: `Business ${id}`, addressLines: [] });

/** Issued invoices show the copy taken at issue; drafts the current details. */
export function issuerOf(record: InvoiceRecord, lookups: Lookups): IssuerDetails {
  if (record.issuerSnapshot) return record.issuerSnapshot;
  const business = lookups.business(record.businessId);
  return business ? issuerDetails(business) : missingBusiness(record.businessId);
}

export function recipientOf(record: InvoiceRecord, lookups: Lookups): RecipientDetails {
  if (record.recipientSnapshot) return record.recipientSnapshot;
  const client = lookups.client(record.clientId);
  return client ? recipientDetails(client) : { addressLines: [] };
}

export const balanceOf = (record: InvoiceRecord) => record.total - record.paid;

export function overdueOf(record: InvoiceRecord, today: IsoDate): boolean {
  return isOverdue({ status: record.status, balance: balanceOf(record), dueDate: record.dueDate }, today);
}

export function toInvoice(record: InvoiceRecord, today: IsoDate, lookups: Lookups = createLookups()): Invoice {
  const issuer = issuerOf(record, lookups);
  return {
    ...without(record, ['sequence', 'issuerSnapshot', 'recipientSnapshot']),
    overdue: overdueOf(record, today),
    taxInvoice: isTaxInvoice(issuer.gstNumber),
    issuer,
    recipient: recipientOf(record, lookups),
    balance: balanceOf(record),
    lines: record.lines.map((line) => ({ ...line })),
    taxBreakdown: record.taxBreakdown.map((group) => ({ ...group })),
    payments: record.payments.map((payment) => ({ ...payment })),
    events: record.events.map((event) => ({ ...event })),
  };
}

export function toListItem(record: InvoiceRecord, today: IsoDate, lookups: Lookups): InvoiceListItem {
  return {
    id: record.id,
    version: record.version,
    status: record.status,
    overdue: overdueOf(record, today),
    ...optional('number', record.number),
    businessId: record.businessId,
    businessName: issuerOf(record, lookups).name,
    clientId: record.clientId,
    clientName: clientLabel(recipientOf(record, lookups), record.clientId),
    issueDate: record.issueDate,
    dueDate: record.dueDate,
    currency: record.currency,
    total: record.total,
    paid: record.paid,
    balance: balanceOf(record),
    ...optional('reference', record.reference),
    updatedAt: record.updatedAt,
  };
}

// ---------------------------------------------------------------------------------------------
// Lists

export const SORT_PROPERTIES = ['issueDate', 'dueDate', 'number', 'clientName', 'total', 'balance', 'status', 'updatedAt'] as const;
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

const STATUS_ORDER: Record<InvoiceStatus, number> = { DRAFT: 0, ISSUED: 1, PARTIALLY_PAID: 2, PAID: 3, VOID: 4 };

interface Row {
  record: InvoiceRecord;
  clientName: string;
  key: string | number;
}

function sortKey(record: InvoiceRecord, clientName: string, property: SortProperty): string | number {
  switch (property) {
    case 'issueDate':
      return record.issueDate;
    case 'dueDate':
      return record.dueDate;
    case 'number':
      return record.number ?? '';
    case 'clientName':
      return clientName.toLowerCase();
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

/** Filters, sorts and pages the invoices of `allowed` businesses. */
export function queryInvoices(query: InvoiceQuery, allowed: Set<number>, today: IsoDate, lookups: Lookups) {
  const statuses = new Set(query.statuses);
  const wantsOverdue = statuses.has('OVERDUE');
  const needle = query.q?.trim().toLowerCase() ?? '';
  const rows: Row[] = [];
  for (const record of db.invoices.all()) {
    if (!allowed.has(record.businessId)) continue;
    if (query.businessId !== undefined && record.businessId !== query.businessId) continue;
    if (query.clientId !== undefined && record.clientId !== query.clientId) continue;
    if (query.from !== undefined && record.issueDate < query.from) continue;
    if (query.to !== undefined && record.issueDate > query.to) continue;
    if (statuses.size > 0 && !statuses.has(record.status) && !(wantsOverdue && overdueOf(record, today))) continue;
    const clientName = clientLabel(recipientOf(record, lookups), record.clientId);
    if (needle && !(record.number?.toLowerCase().includes(needle) ?? false) && !clientName.toLowerCase().includes(needle)) continue;
    rows.push({ record, clientName, key: sortKey(record, clientName, query.sort.property) });
  }

  const sign = query.sort.direction === 'asc' ? 1 : -1;
  const byNumber = query.sort.property === 'number';
  rows.sort((a, b) => {
    // Drafts have no number: after the numbered ones, whichever the direction.
    if (byNumber && (a.key === '') !== (b.key === '')) return a.key === '' ? 1 : -1;
    if (a.key !== b.key) return (a.key < b.key ? -1 : 1) * sign;
    return b.record.id - a.record.id;
  });

  const totalElements = rows.length;
  const start = query.page * query.size;
  return {
    content: rows.slice(start, start + query.size).map((row) => toListItem(row.record, today, lookups)),
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
