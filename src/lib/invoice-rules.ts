// Invoicing rules shared by the screens (to warn early) and the mock backend (to enforce):
// numbering, tax-invoice content (NZ GST Act, taxable supply information since 1 April 2023),
// overdue and what each status allows.
import type { INVOICE_STATUS_VALUES } from '@/config/api-values';
import { DEFAULT_INVOICE_TAG, INVOICE_NUMBER_DIGITS, RECIPIENT_DETAILS_THRESHOLD_CENTS } from '@/config/invoicing';
import type { IsoDate } from './calendar-date';
import { formatMoney, type Cents } from './money';

export type InvoiceStatus = (typeof INVOICE_STATUS_VALUES)[number];

/** RENO- + 42 → RENO-0042. Longer sequences keep all their digits. */
export function formatInvoiceNumber(tag: string | null | undefined, sequence: number): string {
  return `${tag?.trim() || DEFAULT_INVOICE_TAG}${String(sequence).padStart(INVOICE_NUMBER_DIGITS, '0')}`;
}

/** A GST-registered issuer's invoice is a tax invoice: titled so, showing the GST number and GST. */
export function isTaxInvoice(issuerGstNumber: string | null | undefined): boolean {
  return typeof issuerGstNumber === 'string' && issuerGstNumber.trim() !== '';
}

/** The recipient's details as they appear on an invoice. */
export interface RecipientIdentity {
  name?: string | null;
  addressLines: readonly string[];
  phone?: string | null;
  email?: string | null;
}

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * Why a tax invoice could not be issued as it stands: above NZ$1,000 including GST it must show the
 * recipient's name and at least one identifier (address, phone or email). Empty when it may be issued.
 */
export function taxInvoiceProblems({
  taxInvoice,
  total,
  recipient,
}: {
  taxInvoice: boolean;
  total: Cents;
  recipient: RecipientIdentity;
}): string[] {
  if (!taxInvoice || total <= RECIPIENT_DETAILS_THRESHOLD_CENTS) return [];
  const threshold = formatMoney(RECIPIENT_DETAILS_THRESHOLD_CENTS);
  const problems: string[] = [];
  if (!present(recipient.name)) {
    problems.push(`A tax invoice over ${threshold} including GST must show the client's name. Add the client's name before issuing.`);
  }
  const identified = recipient.addressLines.some(present) || present(recipient.phone) || present(recipient.email);
  if (!identified) {
    problems.push(
      `A tax invoice over ${threshold} including GST must show the client's address, phone number or email address. Add one of them to the client before issuing.`,
    );
  }
  return problems;
}

/** Only a GST-registered business may charge GST: why this invoice may not be issued, or null. */
export function nonGstIssuerProblem({
  taxInvoice,
  gst,
  issuerName,
}: {
  taxInvoice: boolean;
  gst: Cents;
  issuerName: string;
}): string | null {
  if (taxInvoice || gst === 0) return null;
  return `${issuerName} has no GST number, so its invoices cannot charge GST. Set every line to exempt (no GST), or add the GST number to the business first.`;
}

/** An issued invoice with a balance after its due date. Overdue is derived, never stored. */
export function isOverdue(invoice: { status: InvoiceStatus; balance: Cents; dueDate: IsoDate }, today: IsoDate): boolean {
  return (invoice.status === 'ISSUED' || invoice.status === 'PARTIALLY_PAID') && invoice.balance > 0 && invoice.dueDate < today;
}

/** The status after payments: PAID when nothing is left, PARTIALLY_PAID when some is. */
export function statusAfterPayments(total: Cents, paid: Cents): InvoiceStatus {
  if (paid <= 0) return 'ISSUED';
  return paid >= total ? 'PAID' : 'PARTIALLY_PAID';
}

/** The actions each status allows (the server refuses the others with 409). */
const INVOICE_ACTIONS = {
  edit: ['DRAFT'],
  delete: ['DRAFT'],
  issue: ['DRAFT'],
  recordPayment: ['ISSUED', 'PARTIALLY_PAID'],
  void: ['ISSUED'],
  duplicate: ['DRAFT', 'ISSUED', 'PARTIALLY_PAID', 'PAID', 'VOID', 'CREDITED'],
  /** Issue a credit note (docs/invoicing.md#credit-notes). */
  credit: ['ISSUED', 'PARTIALLY_PAID', 'PAID'],
  /** Refund credit owed; also needs credit owed. */
  recordRefund: ['PAID', 'CREDITED'],
} as const satisfies Record<string, readonly InvoiceStatus[]>;

export type InvoiceAction = keyof typeof INVOICE_ACTIONS;

/** Whether `action` is allowed in `status`. Voiding also needs no payments and no credit notes; refunding, credit owed. */
export function canDo(
  action: InvoiceAction,
  invoice: { status: InvoiceStatus; paid: Cents; credited?: Cents; creditOwed?: Cents },
): boolean {
  if (!(INVOICE_ACTIONS[action] as readonly InvoiceStatus[]).includes(invoice.status)) return false;
  if (action === 'void') return invoice.paid === 0 && (invoice.credited ?? 0) === 0;
  if (action === 'recordRefund') return (invoice.creditOwed ?? 0) > 0;
  return true;
}

/** "Please pay into ASB account 12-3045-0678912-00, quoting the invoice number." (the default instructions). */
export function defaultPaymentInstructions(bankProvider?: string | null, bankAccountNumber?: string | null): string {
  if (!present(bankAccountNumber)) return '';
  const bank = present(bankProvider) ? `${bankProvider?.trim()} ` : '';
  return `Please pay into ${bank}account ${bankAccountNumber?.trim()}, quoting the invoice number.`;
}
