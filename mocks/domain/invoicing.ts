// The invoicing domain of the mock backend: who may invoice for whom, the parties' details,
// numbering, and pricing a draft with the shared calculator (src/lib/invoice-math). The views the
// API returns are in invoice-views.ts, lists and dashboard figures in invoice-queries.ts, the HTTP
// side in handlers/invoices.ts; the seed uses this too.
import { INVOICE_PROBLEM_TYPES, type InvoiceCurrency } from '../../src/config/invoicing';
import type { IsoDate } from '../../src/lib/calendar-date';
import { DEFAULT_GST_FILING_FREQUENCY, DEFAULT_GST_PERIOD_ENDING } from '../../src/lib/gst-periods';
import { calculateInvoice, effectiveTaxRate, formatQuantity, parseQuantity, type Discount, type TaxCode } from '../../src/lib/invoice-math';
import { formatInvoiceNumber } from '../../src/lib/invoice-rules';
import { db, keptUntilDataChanges, type BusinessRecord, type ClientRecord, type InvoiceRecord, type UserRecord } from '../runtime/db';
import type { InvoicingBusiness, InvoicingClient, IssuerDetails, RecipientDetails } from '../handlers/types';

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
const ADDRESS_LINES = [1, 2, 3, 4, 5] as const;
export const optional = <K extends string>(key: K, value: string | undefined) =>
  (present(value) ? { [key]: value } : {}) as Partial<Record<K, string>>;

export function issuerDetails(business: BusinessRecord): IssuerDetails {
  return {
    code: business.businessId,
    name: business.businessName ?? business.businessId,
    ...optional('type', business.businessType),
    addressLines: ADDRESS_LINES.map((n) => business[`businessAddressLine${n}`]).filter(present),
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
    addressLines: ADDRESS_LINES.map((n) => client[`clientAddressLine${n}`]).filter(present),
    ...optional('phone', client.clientPhoneNumber),
    ...optional('email', client.clientEmailAddress),
    ...optional('gstNumber', client.clientGst),
    ...optional('licenseNumber', client.clientLicenseNumber),
  };
}

/** The sequence the next issued invoice takes: the stored one, but never one already used. */
export function nextSequence(business: BusinessRecord, lastIssued: number): number {
  return Math.max(business.businessInvoiceSequenceNumber ?? 1, lastIssued + 1);
}

export function lastIssuedSequence(businessId: number): number {
  return lastIssuedSequences().get(businessId) ?? 0;
}

/** The highest sequence issued, per business, in one pass over the invoices. */
export function lastIssuedSequences(): ReadonlyMap<number, number> {
  return keptUntilDataChanges('last issued sequences', () => {
    const last = new Map<number, number>();
    for (const invoice of db.invoices.all()) {
      if (invoice.sequence !== undefined && invoice.sequence > (last.get(invoice.businessId) ?? 0))
        last.set(invoice.businessId, invoice.sequence);
    }
    return last;
  });
}

export function toInvoicingBusiness(business: BusinessRecord, lastIssued: number): InvoicingBusiness {
  return {
    id: business.id,
    ...issuerDetails(business),
    ...optional('invoiceTag', business.businessInvoiceTag),
    nextInvoiceNumber: formatInvoiceNumber(business.businessInvoiceTag, nextSequence(business, lastIssued)),
    ...optional('notes', business.businessNotes),
    gstFilingFrequency: business.businessGstFilingFrequency ?? DEFAULT_GST_FILING_FREQUENCY,
    gstPeriodEnding: business.businessGstPeriodEnding ?? DEFAULT_GST_PERIOD_ENDING,
    gstBasis: business.businessGstBasis ?? 'INVOICE',
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
