// The invoice as the API shows it: issuer and recipient (the copy taken at issue, or the current
// details of a draft), balance and overdue derived, never stored.
import type { IsoDate } from '../../src/lib/calendar-date';
import { settlement } from '../../src/lib/credit-math';
import { isOverdue, isTaxInvoice } from '../../src/lib/invoice-rules';
import { sumCents } from '../../src/lib/money';
import { db, keptUntilDataChanges, type BusinessRecord, type ClientRecord, type InvoiceRecord } from '../runtime/db';
import type { Invoice, InvoiceListItem, IssuerDetails, RecipientDetails } from '../handlers/types';
import { issuerDetails, optional, recipientDetails, without } from './invoicing';
import { quoteClaimOf } from './quote-ledger';

export const clientLabel = (recipient: RecipientDetails, clientId: number) => recipient.name ?? `Client ${clientId}`;

/** Businesses and clients by id, read once per version of the data. */
export interface Lookups {
  business(id: number): BusinessRecord | undefined;
  client(id: number): ClientRecord | undefined;
}

export function createLookups(): Lookups {
  let businesses: Map<number, BusinessRecord> | undefined;
  let clients: Map<number, ClientRecord> | undefined;
  return {
    business(id) {
      businesses ??= keptUntilDataChanges('business lookup', () => new Map(db.businesses.all().map((b) => [b.id, b])));
      return businesses.get(id);
    },
    client(id) {
      clients ??= keptUntilDataChanges('client lookup', () => new Map(db.clients.all().map((c) => [c.id, c])));
      return clients.get(id);
    },
  };
}

const missingBusiness = (id: number): IssuerDetails => ({ code: `#${id}`, name: `Business ${id}`, addressLines: [] });

/** Issued invoices show the copy taken at issue; drafts the current details. */
function issuerOf(record: InvoiceRecord, lookups: Lookups): IssuerDetails {
  if (record.issuerSnapshot) return record.issuerSnapshot;
  const business = lookups.business(record.businessId);
  return business ? issuerDetails(business) : missingBusiness(record.businessId);
}

export function recipientOf(record: InvoiceRecord, lookups: Lookups): RecipientDetails {
  if (record.recipientSnapshot) return record.recipientSnapshot;
  const client = lookups.client(record.clientId);
  return client ? recipientDetails(client) : { addressLines: [] };
}

/** Balance and credit owed, after credit notes and refunds (docs/invoicing.md#credit-notes). */
export const settlementOf = (record: InvoiceRecord) =>
  settlement({ total: record.total, paid: record.paid, credited: record.credited ?? 0, refunded: refundedOf(record) });

const refundedOf = (record: InvoiceRecord) => sumCents((record.refunds ?? []).map((refund) => refund.amount));

export const balanceOf = (record: InvoiceRecord) => settlementOf(record).balance;

/** The invoice's credit notes, oldest first, as the invoice lists them. */
function creditNoteSummaries(invoiceId: number) {
  return db.creditNotes
    .findMany((q) => q.where({ invoiceId }))
    .sort((a, b) => a.id - b.id)
    .map(({ id, number, issueDate, total, gst, reason }) => ({ id, number, issueDate, total, gst, reason }));
}

export function overdueOf(record: InvoiceRecord, today: IsoDate): boolean {
  return isOverdue({ status: record.status, balance: balanceOf(record), dueDate: record.dueDate }, today);
}

export function toInvoice(record: InvoiceRecord, today: IsoDate, lookups: Lookups = createLookups()): Invoice {
  const issuer = issuerOf(record, lookups);
  return {
    ...without(record, [
      'sequence',
      'issuerSnapshot',
      'recipientSnapshot',
      'quoteId',
      'quoteKind',
      'quoteLineClaims',
      'quoteClaimSnapshot',
    ]),
    ...quoteClaimOf(record),
    overdue: overdueOf(record, today),
    taxInvoice: isTaxInvoice(issuer.gstNumber),
    issuer,
    recipient: recipientOf(record, lookups),
    ...settlementOf(record),
    lines: record.lines.map((line) => ({ ...line })),
    taxBreakdown: record.taxBreakdown.map((group) => ({ ...group })),
    payments: record.payments.map((payment) => ({ ...payment })),
    events: record.events.map((event) => ({ ...event })),
    credited: record.credited ?? 0,
    creditedBreakdown: (record.creditedBreakdown ?? []).map((group) => ({ ...group })),
    creditNotes: record.credited ? creditNoteSummaries(record.id) : [],
    refunded: refundedOf(record),
    refunds: (record.refunds ?? []).map((refund) => ({ ...refund })),
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
    ...settlementOf(record),
    credited: record.credited ?? 0,
    ...optional('reference', record.reference),
    ...optional('sentAt', record.sentAt),
    updatedAt: record.updatedAt,
  };
}

/** The next invoice payment id, unique over every invoice. Call inside serialise(). */
export function nextInvoicePaymentId(): number {
  let max = 0;
  for (const invoice of db.invoices.all()) for (const payment of invoice.payments) if (payment.id > max) max = payment.id;
  return max + 1;
}
