// Money moving for an invoice (openapi.yaml: PaymentRequest, RefundRequest), checked alike by the
// payment and refund forms and the mock backend. What may move depends on the invoice (its balance or
// credit owed, its issue date) and the company's today: the server knows them from its data, a form
// from the invoice it shows, so both pass them in (`limits`) and say the same words. Without limits,
// only the body's own shape is checked (the server's first look, before it has found the invoice).
import * as z from 'zod/mini';
import { PAYMENT_METHOD_VALUES } from '@/config/api-values';
import { INVOICE_LIMITS } from '@/config/invoicing';
import { formatDate, isIsoDate, type IsoDate } from '@/lib/calendar-date';
import { formatMoney } from '@/lib/money';
import { requestDateOr } from './request-date';
import { optionalText } from './text';
import { version } from './versions';

export interface MovementLimits {
  /** The most that may move, in cents: the balance for a payment, the credit owed for a refund. */
  max: number;
  currency: string;
  /** The company's today: no money moves in the future. */
  today: IsoDate;
  /** The invoice's issue date: no money moves for it before. */
  issueDate: IsoDate;
}

interface MovementWords {
  noAmount: string;
  tooMuch: (max: string) => string;
  noDate: string;
  future: string;
  beforeIssue: (issueDate: string) => string;
  method: string;
}

const PAYMENT_WORDS: MovementWords = {
  noAmount: 'Enter the amount paid, e.g. 250.00.',
  tooMuch: (max) => `The payment cannot be more than the balance of ${max}.`,
  noDate: 'Enter the date it was paid.',
  future: 'The payment date cannot be in the future.',
  beforeIssue: (issueDate) => `The payment date cannot be before the invoice's issue date, ${issueDate}.`,
  method: 'Choose how it was paid.',
};

/** The words for a payment dated before its invoice, also said by bank matching (a line pays no invoice issued after it). */
export const paidBeforeIssue = (issueDate: IsoDate) => PAYMENT_WORDS.beforeIssue(formatDate(issueDate));

const REFUND_WORDS: MovementWords = {
  noAmount: 'Enter the amount refunded, e.g. 50.00.',
  tooMuch: (max) => `A refund cannot be more than the credit owed of ${max}.`,
  noDate: 'Enter the date it was refunded.',
  future: 'The refund date cannot be in the future.',
  beforeIssue: (issueDate) => `The refund date cannot be before the invoice's issue date, ${issueDate}.`,
  method: 'Choose how it was refunded.',
};

/** An amount of whole cents from 1, and with limits at most `max`. */
function amount(words: MovementWords, limits: MovementLimits | undefined) {
  const cents = z
    .number({ error: words.noAmount })
    .check(z.refine((value) => Number.isSafeInteger(value) && value >= 1, { message: words.noAmount, abort: true }));
  if (!limits) return cents;
  const most = formatMoney(limits.max, { currency: limits.currency });
  return cents.check(z.refine((value) => value <= limits.max, words.tooMuch(most)));
}

/** A date, and with limits not after today nor before the issue date. */
function date(words: MovementWords, limits: MovementLimits | undefined) {
  const day = requestDateOr(words.noDate);
  if (!limits) return day;
  return day.check(
    z.refine((value) => !isIsoDate(value) || value <= limits.today, { message: words.future, abort: true }),
    z.refine((value) => !isIsoDate(value) || value >= limits.issueDate, words.beforeIssue(formatDate(limits.issueDate))),
  );
}

const method = (words: MovementWords) => z.enum(PAYMENT_METHOD_VALUES, { error: words.method });

export const paymentRequest = (limits?: MovementLimits) =>
  z.object({
    version,
    amount: amount(PAYMENT_WORDS, limits),
    paidOn: date(PAYMENT_WORDS, limits),
    method: method(PAYMENT_WORDS),
    reference: optionalText(INVOICE_LIMITS.paymentReferenceLength),
  });

export const refundRequest = (limits?: MovementLimits) =>
  z.object({
    version,
    amount: amount(REFUND_WORDS, limits),
    refundedOn: date(REFUND_WORDS, limits),
    method: method(REFUND_WORDS),
    reference: optionalText(INVOICE_LIMITS.paymentReferenceLength),
  });
