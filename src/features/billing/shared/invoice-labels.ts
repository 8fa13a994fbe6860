// Words for the invoicing screens and documents: statuses, payment methods, tax codes, ageing buckets.
import type { Currency, InvoiceStatus, PaymentMethod, PurchaseTaxCode, QuoteStatusFilter, TaxCode } from '@/api/types';
import { BASIS_POINTS } from '@/config/invoicing';
import { formatDate, isIsoDate } from '@/lib/calendar-date';
import { formatMoney } from '@/lib/money';
import type { AgeingBucket, MovementKind } from '@/lib/statement';

export const STATUS_LABELS: Record<InvoiceStatus | 'OVERDUE', string> = {
  DRAFT: 'Draft',
  ISSUED: 'Issued',
  PARTIALLY_PAID: 'Partly paid',
  PAID: 'Paid',
  VOID: 'Void',
  CREDITED: 'Credited',
  OVERDUE: 'Overdue',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  BANK_TRANSFER: 'Bank transfer',
  CASH: 'Cash',
  CARD: 'Card',
  CHEQUE: 'Cheque',
  OTHER: 'Other',
};

/** A purchase's GST treatment, as bills and expenses recorded from bank lines say it. */
export const PURCHASE_TAX_LABELS: Record<PurchaseTaxCode, string> = {
  STANDARD: 'GST 15 %',
  ZERO: 'Zero-rated',
  EXEMPT: 'Exempt',
  NO_GST: 'No GST (supplier not registered)',
};

/** 1500 → "15%", 1250 → "12.5%". */
export function formatRate(basisPoints: number): string {
  const percent = basisPoints / (BASIS_POINTS / 100);
  return `${Number.isInteger(percent) ? percent : percent.toFixed(2).replace(/0+$/, '')}%`;
}

/** A line's tax as the document shows it. */
export function taxLabel(taxCode: TaxCode, taxRate: number): string {
  if (taxCode === 'EXEMPT') return 'Exempt';
  if (taxCode === 'ZERO') return '0%';
  return formatRate(taxRate);
}

/** Money in the invoice's currency. */
export const money = (cents: number, currency: Currency = 'NZD') => formatMoney(cents, { currency });

/** "22 Nov 2026", or a dash for a date still being typed. */
export const displayDate = (date: string) => (isIsoDate(date) ? formatDate(date) : '—');

/** What moved on a statement or the GST return's documents. */
export const MOVEMENT_LABELS: Record<MovementKind, string> = {
  INVOICE: 'Invoice',
  CREDIT_NOTE: 'Credit note',
  PAYMENT: 'Payment',
  REFUND: 'Refund',
};

export const QUOTE_STATUS_LABELS: Record<QuoteStatusFilter | 'REPLACED', string> = {
  DRAFT: 'Draft',
  SENT: 'Sent',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  EXPIRED: 'Expired',
  REPLACED: 'Replaced',
};

/** Days past due, as statements and aged payables group them. */
export const AGEING_BUCKET_LABELS: Record<AgeingBucket, string> = {
  CURRENT: 'Current',
  DAYS_1_30: '1–30 days',
  DAYS_31_60: '31–60 days',
  DAYS_61_90: '61–90 days',
  OVER_90: 'Over 90 days',
};
