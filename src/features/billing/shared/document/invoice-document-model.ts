// What an invoice document shows, built either from a saved invoice or from the editor's live
// state, so the preview, the printed page and the PDF show the same thing.
import type {
  Currency,
  Discount,
  Invoice,
  InvoiceStatus,
  PublicBusiness,
  PublicQuoteClaim,
  RecipientDetails,
  TaxBreakdownEntry,
} from '@/api/types';
import { isTaxInvoice } from '@/lib/invoice-rules';
import { formatRate, money, taxLabel } from '../invoice-labels';

export interface DocumentLine {
  key: string | number;
  description: string;
  quantity: string;
  unitPrice: number;
  tax: string;
  amount: number;
}

/** What a quote's document adds (docs/invoicing.md#quotes-and-progress-billing). */
interface QuoteDocumentExtras {
  validUntil: string;
  terms: string | null;
  /** "Draft – not yet sent", "Accepted", "Replaced by …", or none. */
  stamp: string | null;
  variations: Array<{ reference: string; description: string; total: number }>;
  /** The quote with its variations, when it has any. */
  contractTotal: number | null;
}

export interface InvoiceDocumentModel {
  /** "Tax Invoice" when the issuer is GST-registered; "Quote" for a quote. */
  title: 'Tax Invoice' | 'Invoice' | 'Quote';
  taxInvoice: boolean;
  status: InvoiceStatus;
  overdue: boolean;
  number: string | null;
  issueDate: string;
  dueDate: string;
  reference: string | null;
  currency: Currency;
  pricesIncludeGst: boolean;
  /** What a document prints of its issuer: the business's public details (IssuerDetails has them too). */
  issuer: PublicBusiness;
  recipient: RecipientDetails;
  lines: DocumentLine[];
  linesTotal: number;
  discountTotal: number;
  discountLabel: string | null;
  subtotal: number;
  gst: number;
  total: number;
  paid: number;
  /** Σ of the invoice's credit notes (docs/invoicing.md#credit-notes). */
  credited: number;
  balance: number;
  taxBreakdown: TaxBreakdownEntry[];
  paymentInstructions: string | null;
  notes: string | null;
  voidReason: string | null;
  /** Present on a quote's document. */
  quote?: QuoteDocumentExtras;
  /** An invoice made from a quote: "Quote RENO-Q-0012: quoted X, invoiced before Y, this invoice Z, remaining R". */
  claim?: string;
}

/** The claim line of an invoice made from a quote. */
function claimLine(claim: PublicQuoteClaim, currency: Currency): string {
  const m = (cents: number) => money(cents, currency);
  return `Quote ${claim.quoteNumber}: quoted ${m(claim.quoted)}, invoiced before ${m(claim.invoicedBefore)}, this invoice ${m(claim.thisInvoice)}, remaining ${m(claim.remaining)}`;
}

export function documentTitle(taxInvoice: boolean): InvoiceDocumentModel['title'] {
  return taxInvoice ? 'Tax Invoice' : 'Invoice';
}

export function discountLabel(discount: Discount | null | undefined): string | null {
  if (!discount) return null;
  return discount.type === 'PERCENT' ? `Discount (${formatRate(discount.rate)})` : 'Discount';
}

const text = (value: string | null | undefined) => (value && value.trim() !== '' ? value : null);

/** What an invoice's document is made from: a saved invoice, or the one its client's link opens (PublicInvoice). */
export type InvoiceDocumentSource = Pick<
  Invoice,
  | 'taxInvoice'
  | 'status'
  | 'overdue'
  | 'number'
  | 'issueDate'
  | 'dueDate'
  | 'reference'
  | 'currency'
  | 'pricesIncludeGst'
  | 'recipient'
  | 'lines'
  | 'linesTotal'
  | 'discountTotal'
  | 'discount'
  | 'subtotal'
  | 'gst'
  | 'total'
  | 'paid'
  | 'credited'
  | 'balance'
  | 'taxBreakdown'
  | 'paymentInstructions'
  | 'notes'
  | 'voidReason'
> & { issuer: PublicBusiness; quote?: PublicQuoteClaim | undefined };

export function documentFromInvoice(invoice: InvoiceDocumentSource): InvoiceDocumentModel {
  const taxInvoice = invoice.taxInvoice && isTaxInvoice(invoice.issuer.gstNumber);
  return {
    title: documentTitle(taxInvoice),
    taxInvoice,
    status: invoice.status,
    overdue: invoice.overdue,
    number: invoice.number ?? null,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    reference: text(invoice.reference),
    currency: invoice.currency,
    pricesIncludeGst: invoice.pricesIncludeGst,
    issuer: invoice.issuer,
    recipient: invoice.recipient,
    lines: invoice.lines.map(documentLine),
    linesTotal: invoice.linesTotal,
    discountTotal: invoice.discountTotal,
    discountLabel: invoice.discountTotal > 0 ? discountLabel(invoice.discount) : null,
    subtotal: invoice.subtotal,
    gst: invoice.gst,
    total: invoice.total,
    paid: invoice.paid,
    credited: invoice.credited ?? 0,
    balance: invoice.balance,
    taxBreakdown: invoice.taxBreakdown,
    paymentInstructions: text(invoice.paymentInstructions),
    notes: text(invoice.notes),
    voidReason: text(invoice.voidReason),
    ...(invoice.quote ? { claim: claimLine(invoice.quote, invoice.currency) } : {}),
  };
}

const presentLines = (values: ReadonlyArray<string | null | undefined>): string[] =>
  values.filter((value): value is string => typeof value === 'string' && value.trim() !== '');

/** The issuer's lines under its name: address, phone, email, and its GST number on a tax invoice. */
/** A priced line of an invoice, a quote or a credit note, as the document shows it. */
export function documentLine(
  line: Pick<Invoice['lines'][number], 'position' | 'description' | 'quantity' | 'unitPrice' | 'taxCode' | 'taxRate' | 'amount'>,
): DocumentLine {
  return {
    key: line.position,
    description: line.description,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    tax: taxLabel(line.taxCode, line.taxRate),
    amount: line.amount,
  };
}

export function issuerLines(doc: Pick<InvoiceDocumentModel, 'issuer' | 'taxInvoice'>): string[] {
  const { issuer } = doc;
  return presentLines([
    ...issuer.addressLines,
    issuer.phone,
    issuer.email,
    doc.taxInvoice && issuer.gstNumber ? `GST number: ${issuer.gstNumber}` : null,
  ]);
}

/** The "Bill to" block: the client's name first, then its business name when different, address and contacts. */
export function recipientLines({ recipient }: Pick<InvoiceDocumentModel, 'recipient'>): string[] {
  return presentLines([
    recipient.name,
    recipient.businessName !== recipient.name ? recipient.businessName : null,
    ...recipient.addressLines,
    recipient.phone,
    recipient.email,
    recipient.gstNumber ? `GST number: ${recipient.gstNumber}` : null,
  ]);
}

/** "GST 15% on $1,000.00", "Zero-rated on $50.00", "Exempt on $23.00". */
export function breakdownLabel(entry: TaxBreakdownEntry, formatted: (cents: number) => string): string {
  if (entry.taxCode === 'EXEMPT') return `Exempt supplies ${formatted(entry.net)}`;
  if (entry.taxCode === 'ZERO') return `Zero-rated supplies ${formatted(entry.net)}`;
  return `GST ${formatRate(entry.taxRate)} on ${formatted(entry.net)}`;
}
