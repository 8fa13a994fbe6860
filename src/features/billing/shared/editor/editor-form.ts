// The invoice editor's state: what the person typed (text, as typed), how it becomes the API's
// body and the live totals from the shared calculator (the checks before saving: editor-checks.ts).
import type { Currency, Invoice, InvoiceInput, InvoicingBusiness, TaxCode } from '@/api/types';
import { BASIS_POINTS, DEFAULT_GST_RATE_BP, DEFAULT_PAYMENT_TERMS_DAYS, INVOICE_LIMITS } from '@/config/invoicing';
import { addDays, daysBetween, isIsoDate } from '@/lib/calendar-date';
import {
  calculateInvoice,
  calculatePurchase,
  formatQuantity,
  isWithinLineLimit,
  parseQuantity,
  type Discount,
  type InvoiceTotals,
  type PurchaseTaxCode,
} from '@/lib/invoice-math';
import { defaultPaymentInstructions, isTaxInvoice } from '@/lib/invoice-rules';
import { centsToDecimal, parseMoney } from '@/lib/money';

/** A line's tax as one choice: "STANDARD:1500", "ZERO:0", "EXEMPT:0" (a purchase's also "NO_GST:0"). */
export type TaxChoice = `${PurchaseTaxCode}:${number}`;
export type DiscountKind = 'NONE' | 'PERCENT' | 'AMOUNT';

export interface EditorLine {
  /** Stable identity for React and for moving lines. */
  key: string;
  description: string;
  quantity: string;
  unitPrice: string;
  tax: TaxChoice;
  /** A purchase line's expense account id, as the select holds it ('' none); '' on sales documents. */
  accountId: string;
}

export interface EditorForm {
  businessId: number | null;
  clientId: number | null;
  /** A purchase's supplier; null on sales documents. */
  supplierId: number | null;
  /** The quote a purchase's cost belongs to (job costing); null for none. */
  quoteId: number | null;
  issueDate: string;
  dueDate: string;
  reference: string;
  currency: Currency;
  pricesIncludeGst: boolean;
  discountKind: DiscountKind;
  discountValue: string;
  notes: string;
  paymentInstructions: string;
  /** A quote's terms (the deposit asked for, how the work is invoiced); empty on other documents. */
  terms: string;
  lines: EditorLine[];
}

export const STANDARD_TAX: TaxChoice = `STANDARD:${DEFAULT_GST_RATE_BP}`;
export const EXEMPT_TAX: TaxChoice = 'EXEMPT:0';

let lineCounter = 0;
function newLineKey(): string {
  lineCounter += 1;
  return `line-${Date.now().toString(36)}-${lineCounter}`;
}

export function newLine(tax: TaxChoice): EditorLine {
  return { key: newLineKey(), description: '', quantity: '1', unitPrice: '', tax, accountId: '' };
}

export const gstRegistered = (business: Pick<InvoicingBusiness, 'gstNumber'> | undefined | null) => isTaxInvoice(business?.gstNumber);

/** A business without a GST number cannot charge GST: its lines start exempt. */
export const defaultTax = (business: Pick<InvoicingBusiness, 'gstNumber'> | undefined | null): TaxChoice =>
  !business || gstRegistered(business) ? STANDARD_TAX : EXEMPT_TAX;

export function instructionsFor(business: InvoicingBusiness | undefined | null): string {
  return business ? defaultPaymentInstructions(business.bankProvider, business.bankAccountNumber) : '';
}

export function emptyForm(today: string, business?: InvoicingBusiness | null): EditorForm {
  return {
    businessId: business?.id ?? null,
    clientId: null,
    supplierId: null,
    quoteId: null,
    issueDate: today,
    dueDate: addDays(today, DEFAULT_PAYMENT_TERMS_DAYS),
    reference: '',
    currency: 'NZD',
    pricesIncludeGst: false,
    discountKind: 'NONE',
    discountValue: '',
    notes: '',
    paymentInstructions: instructionsFor(business),
    terms: '',
    lines: [newLine(defaultTax(business))],
  };
}

const percentText = (basisPoints: number) => {
  const text = (basisPoints / (BASIS_POINTS / 100)).toFixed(2);
  return text.replace(/\.?0+$/, '');
};

/** What the form reads from an invoice (or a schedule's invoice template). */
export type FormSource = Pick<
  Invoice,
  | 'businessId'
  | 'clientId'
  | 'issueDate'
  | 'dueDate'
  | 'reference'
  | 'currency'
  | 'pricesIncludeGst'
  | 'discount'
  | 'notes'
  | 'paymentInstructions'
> & { lines: ReadonlyArray<Pick<Invoice['lines'][number], 'description' | 'quantity' | 'unitPrice' | 'taxCode'> & { taxRate?: number }> };

export function formFromInvoice(invoice: FormSource): EditorForm {
  const discount = invoice.discount;
  return {
    businessId: invoice.businessId,
    clientId: invoice.clientId,
    supplierId: null,
    quoteId: null,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    reference: invoice.reference ?? '',
    currency: invoice.currency,
    pricesIncludeGst: invoice.pricesIncludeGst,
    discountKind: discount ? discount.type : 'NONE',
    discountValue: !discount ? '' : discount.type === 'PERCENT' ? percentText(discount.rate) : centsToDecimal(discount.amount),
    notes: invoice.notes ?? '',
    paymentInstructions: invoice.paymentInstructions ?? '',
    terms: '',
    lines: invoice.lines.map((line) => ({
      key: newLineKey(),
      description: line.description,
      quantity: line.quantity,
      unitPrice: centsToDecimal(line.unitPrice),
      tax: `${line.taxCode}:${line.taxCode === 'STANDARD' ? (line.taxRate ?? DEFAULT_GST_RATE_BP) : 0}`,
      accountId: '',
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Reading what was typed

/** A purchase line's treatment and rate. */
export function parsePurchaseTax(choice: TaxChoice): { taxCode: PurchaseTaxCode; taxRate: number } {
  const [code, rate] = choice.split(':');
  const taxCode: PurchaseTaxCode = code === 'ZERO' || code === 'EXEMPT' || code === 'NO_GST' ? code : 'STANDARD';
  return { taxCode, taxRate: taxCode === 'STANDARD' ? Number(rate) || DEFAULT_GST_RATE_BP : 0 };
}

/** A sales line's treatment and rate (NO_GST, a purchase's, is never offered on one: it reads as exempt). */
export function parseTax(choice: TaxChoice): { taxCode: TaxCode; taxRate: number } {
  const { taxCode, taxRate } = parsePurchaseTax(choice);
  return { taxCode: taxCode === 'NO_GST' ? 'EXEMPT' : taxCode, taxRate };
}

/** Cents, or null when it is not a price the API accepts. Empty reads as 0. */
export function readPrice(text: string): number | null {
  if (text.trim() === '') return 0;
  const cents = parseMoney(text);
  return cents !== null && cents <= INVOICE_LIMITS.maxUnitPriceCents ? cents : null;
}

/** The quantity as the API writes it, or null. Empty reads as 0. */
function readQuantity(text: string): string | null {
  if (text.trim() === '') return '0';
  const milli = parseQuantity(text);
  return milli === null ? null : formatQuantity(milli);
}

/** Days from the issue date to the due date, or null while either is not a date. */
export function paymentTermsDays(form: Pick<EditorForm, 'issueDate' | 'dueDate'>): number | null {
  return isIsoDate(form.issueDate) && isIsoDate(form.dueDate) ? daysBetween(form.issueDate, form.dueDate) : null;
}

/** "10" or "12.5" (%) → basis points; null when not a percentage from 0 to 100 with up to 2 decimals. */
export function readPercent(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= BASIS_POINTS ? basisPoints : null;
}

export function readDiscount(form: Pick<EditorForm, 'discountKind' | 'discountValue'>): Discount | null | 'invalid' {
  if (form.discountKind === 'NONE' || form.discountValue.trim() === '') return null;
  if (form.discountKind === 'PERCENT') {
    const rate = readPercent(form.discountValue);
    return rate === null ? 'invalid' : { type: 'PERCENT', rate };
  }
  const amount = parseMoney(form.discountValue);
  return amount === null ? 'invalid' : { type: 'AMOUNT', amount };
}

export interface LiveTotals<C extends PurchaseTaxCode = TaxCode> {
  totals: InvoiceTotals<C>;
  /** The discount as applied (an amount over the lines total is not applied). */
  discountApplied: boolean;
}

/** The lines as the calculator reads what is on screen: unreadable quantities and prices, and lines over the maximum, count as 0. */
function readLines<C extends PurchaseTaxCode>(form: EditorForm, taxOf: (choice: TaxChoice) => { taxCode: C; taxRate: number }) {
  return form.lines.map((line) => {
    const read = { quantity: readQuantity(line.quantity) ?? '0', unitPrice: readPrice(line.unitPrice) ?? 0, ...taxOf(line.tax) };
    return isWithinLineLimit(read) ? read : { ...read, unitPrice: 0 };
  });
}

/** A purchase's totals of what is on screen, by the server's calculator (calculatePurchase: no discount, NO_GST allowed). */
export function livePurchaseTotals(form: EditorForm): LiveTotals<PurchaseTaxCode> {
  return {
    totals: calculatePurchase({ lines: readLines(form, parsePurchaseTax), pricesIncludeGst: form.pricesIncludeGst }),
    discountApplied: false,
  };
}

/** Totals of what is on screen: unreadable quantities and prices, and lines over the maximum, count as 0 until corrected. */
export function liveTotals(form: EditorForm): LiveTotals {
  const lines = readLines(form, parseTax);
  const discount = readDiscount(form);
  const base = { lines, pricesIncludeGst: form.pricesIncludeGst };
  if (discount && discount !== 'invalid') {
    try {
      return { totals: calculateInvoice({ ...base, discount }), discountApplied: true };
    } catch {
      // An amount over the lines total: shown without it, and flagged on the field.
    }
  }
  return { totals: calculateInvoice(base), discountApplied: false };
}

/** The typed price in cents; empty is 0, unreadable NaN (which the schema refuses in the calculator's words). */
export const typedPrice = (text: string) => (text.trim() === '' ? 0 : (parseMoney(text) ?? Number.NaN));

/** The typed quantity as the API writes it; empty is 0, unreadable as typed (which the calculator refuses). */
export const typedQuantity = (text: string) => readQuantity(text) ?? text.trim();

/** The discount to send; one that cannot be read has no amount (NaN), which the schema refuses. */
function typedDiscount(form: Pick<EditorForm, 'discountKind' | 'discountValue'>): Discount | null {
  const discount = readDiscount(form);
  if (discount !== 'invalid') return discount;
  return form.discountKind === 'PERCENT' ? { type: 'PERCENT', rate: Number.NaN } : { type: 'AMOUNT', amount: Number.NaN };
}

/** The API body for what is on screen; checked by validateForm before it is sent. */
export function toInvoiceInput(form: EditorForm): InvoiceInput {
  const discount = typedDiscount(form);
  const trimmed = (value: string) => value.trim();
  return {
    businessId: form.businessId ?? 0,
    clientId: form.clientId ?? 0,
    issueDate: form.issueDate,
    dueDate: form.dueDate,
    currency: form.currency,
    pricesIncludeGst: form.pricesIncludeGst,
    ...(trimmed(form.reference) ? { reference: trimmed(form.reference) } : {}),
    ...(trimmed(form.notes) ? { notes: trimmed(form.notes) } : {}),
    ...(trimmed(form.paymentInstructions) ? { paymentInstructions: trimmed(form.paymentInstructions) } : {}),
    ...(discount ? { discount } : {}),
    lines: form.lines.map((line) => {
      const { taxCode, taxRate } = parseTax(line.tax);
      return {
        description: line.description.trim(),
        quantity: typedQuantity(line.quantity),
        unitPrice: typedPrice(line.unitPrice),
        taxCode,
        ...(taxCode === 'STANDARD' ? { taxRate } : {}),
      };
    }),
  };
}
