// A bill's payment (openapi.yaml: BillPaymentRequest), checked alike by the bill payment form and the
// mock backend. Its limits come from the bill (its balance and date) and the company's today, which
// both sides hold (the invoice payment's pattern, decision 210). Apart from the bill's other bodies so
// the bill's page does not load them.
import * as z from 'zod/mini';
import { formatDate, isIsoDate, type IsoDate } from '@/lib/calendar-date';
import { formatMoney } from '@/lib/money';
import { requestDateOr } from './request-date';
import { optionalText } from './text';

/** What a bill's payment may be, from the bill: at most its balance, not after today nor before its date. */
export interface BillPaymentLimits {
  /** The balance, in cents. */
  max: number;
  /** The company's today. */
  today: IsoDate;
  /** The bill's date. */
  billDate: IsoDate;
}

const BILL_PAYMENT_WORDS = {
  noAmount: 'Enter the amount paid, e.g. 250.00.',
  tooMuch: (max: number) => `The payment cannot be more than the ${formatMoney(max)} still owed.`,
  noDate: 'Enter the date it was paid.',
  future: 'The payment date cannot be in the future.',
  beforeBill: (billDate: IsoDate) => `The payment date cannot be before the bill’s date, ${formatDate(billDate)}.`,
} as const;

/**
 * A bill's payment (openapi.yaml: BillPaymentRequest). Without limits only the body's shape (the
 * server's first look, before it has found the bill); the form and then the server check it with
 * the bill's limits, in the same words (the invoice payment's pattern, decision 210).
 */
export const billPaymentRequest = (limits?: BillPaymentLimits) => {
  const words = BILL_PAYMENT_WORDS;
  const cents = z
    .number({ error: words.noAmount })
    .check(z.refine((value) => Number.isSafeInteger(value) && value >= 1, { message: words.noAmount, abort: true }));
  const day = requestDateOr(words.noDate);
  return z.object({
    amount: limits ? cents.check(z.refine((value) => value <= limits.max, words.tooMuch(limits.max))) : cents,
    paidOn: limits
      ? day.check(
          z.refine((value) => !isIsoDate(value) || value <= limits.today, { message: words.future, abort: true }),
          z.refine((value) => !isIsoDate(value) || value >= limits.billDate, words.beforeBill(limits.billDate)),
        )
      : day,
    reference: optionalText(100),
  });
};
