// The invoice as the API shows it: issuer and recipient (the copy taken at issue, or the current
// details of a draft), balance and overdue derived, never stored.
import type { IsoDate } from '../src/lib/calendar-date';
import { isOverdue, isTaxInvoice } from '../src/lib/invoice-rules';
import { db, keptUntilDataChanges, type BusinessRecord, type ClientRecord, type InvoiceRecord } from './db';
import type { Invoice, InvoiceListItem, IssuerDetails, RecipientDetails } from './handlers/types';
import { issuerDetails, optional, recipientDetails, without } from './invoicing';

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
