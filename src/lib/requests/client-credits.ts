// A client's credit balance used (openapi.yaml: ClientCreditApplicationInput, ClientCreditRefundInput),
// checked alike by the client credit panel and the mock backend (decision 232). With limits (the
// credit left, the invoice's balance, the company's today) both say the same words.
import * as z from 'zod/mini';
import { PAYMENT_METHOD_VALUES } from '@/config/api-values';
import { INVOICE_LIMITS } from '@/config/invoicing';
import { isIsoDate, type IsoDate } from '@/lib/calendar-date';
import { formatMoney } from '@/lib/money';
import { isPositiveWholeNumber } from '@/lib/validation';
import { requestDateOr } from './request-date';
import { optionalText } from './text';

export interface CreditLimits {
  /** The most that may be used, in cents: the credit left (and, applied, the invoice's balance). */
  max: number;
  /** The company's today: no refund in the future. */
  today?: IsoDate;
}

const CLIENT_CREDIT_WORDS = {
  invoice: 'Choose the invoice the credit pays.',
  noAmount: 'Enter the amount, e.g. 50.00.',
  tooMuch: (max: number) => `At most ${formatMoney(max)} can be used.`,
  noDate: 'Enter the date it was refunded.',
  future: 'The refund date cannot be in the future.',
  method: 'Choose how it was refunded.',
} as const;

function amount(limits: CreditLimits | undefined) {
  const words = CLIENT_CREDIT_WORDS;
  const cents = z
    .number({ error: words.noAmount })
    .check(z.refine((value) => Number.isSafeInteger(value) && value >= 1, { message: words.noAmount, abort: true }));
  return limits ? cents.check(z.refine((value) => value <= limits.max, words.tooMuch(limits.max))) : cents;
}

export const clientCreditApplicationRequest = (limits?: CreditLimits) =>
  z.object({
    invoiceId: z.number({ error: CLIENT_CREDIT_WORDS.invoice }).check(z.refine(isPositiveWholeNumber, CLIENT_CREDIT_WORDS.invoice)),
    amount: amount(limits),
  });

export const clientCreditRefundRequest = (limits?: CreditLimits) => {
  const day = requestDateOr(CLIENT_CREDIT_WORDS.noDate);
  const today = limits?.today;
  return z.object({
    amount: amount(limits),
    refundedOn: today ? day.check(z.refine((value) => !isIsoDate(value) || value <= today, CLIENT_CREDIT_WORDS.future)) : day,
    method: z.enum(PAYMENT_METHOD_VALUES, { error: CLIENT_CREDIT_WORDS.method }),
    reference: optionalText(INVOICE_LIMITS.paymentReferenceLength),
  });
};

