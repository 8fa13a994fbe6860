// The bill and bill-payment request bodies (openapi.yaml: BillInput, BillPaymentRequest, and
// ExpenseAccountInput), checked alike by the bill forms and the mock backend
// (docs/architecture.md#request-rules). What needs the database (the supplier and accounts belong
// to the business) the server checks on top; a payment's limits come from the bill, which both sides hold.
import * as z from 'zod/mini';
import { BILL_KIND_VALUES, PURCHASE_TAX_CODE_VALUES } from '@/config/api-values';
import { DATE_RANGE, INVOICE_LIMITS } from '@/config/invoicing';
import { formatDate, isIsoDate, type IsoDate } from '@/lib/calendar-date';
import { MATH_MESSAGES, parseQuantity } from '@/lib/invoice-math';
import { formatMoney } from '@/lib/money';
import { isPositiveWholeNumber } from '@/lib/validation';
import { requestDateOr } from './request-date';
import { optionalText } from './text';

export const BILL_MESSAGES = {
  noLines: 'A bill needs at least one line: what was bought, how many, at what price.',
  tooManyLines: `A bill has at most ${INVOICE_LIMITS.lines} lines.`,
  description: 'Describe what was bought, e.g. 90x45 H3.2 framing, 4.8 m.',
  quantity: 'Enter a quantity from 0 with up to 3 decimals, e.g. 1.5 (a negative quantity belongs on a supplier credit note).',
  unitPrice: MATH_MESSAGES.unitPrice,
  account: 'Choose the account this line is filed under.',
  supplier: 'Choose the supplier.',
  business: 'Choose the business that bought it.',
  date: `Enter a date from ${DATE_RANGE.earliest} to ${DATE_RANGE.latest}, written YYYY-MM-DD.`,
  dueBeforeDate: 'The due date cannot be before the bill’s date.',
  taxCode: MATH_MESSAGES.purchaseTaxCode,
  accountName: 'Name the account, e.g. Materials.',
} as const;

const id = (message: string) => z.number({ error: message }).check(z.refine(isPositiveWholeNumber, message));
const date = z
  .string({ error: BILL_MESSAGES.date })
  .check(z.refine((value) => isIsoDate(value) && value >= DATE_RANGE.earliest && value <= DATE_RANGE.latest, BILL_MESSAGES.date));

const billLineRequest = z.object({
  description: z.string({ error: BILL_MESSAGES.description }).check(
    z.maxLength(1000, 'Must be at most 1000 characters.'),
    z.refine((value) => value.trim() !== '', BILL_MESSAGES.description),
  ),
  quantity: z.string({ error: BILL_MESSAGES.quantity }).check(z.refine((value) => parseQuantity(value) !== null, BILL_MESSAGES.quantity)),
  unitPrice: z
    .number({ error: BILL_MESSAGES.unitPrice })
    .check(
      z.refine((value) => Number.isSafeInteger(value) && value >= 0 && value <= INVOICE_LIMITS.maxUnitPriceCents, BILL_MESSAGES.unitPrice),
    ),
  taxCode: z.enum(PURCHASE_TAX_CODE_VALUES, { error: BILL_MESSAGES.taxCode }),
  accountId: id(BILL_MESSAGES.account),
});

export const billRequest = z
  .object({
    businessId: id(BILL_MESSAGES.business),
    kind: z.enum(BILL_KIND_VALUES, { error: 'Choose a bill or an expense.' }),
    supplierId: id(BILL_MESSAGES.supplier),
    date,
    dueDate: z.optional(date),
    supplierReference: optionalText(100),
    pricesIncludeGst: z.boolean({ error: 'Say whether the prices include GST.' }),
    quoteId: z.optional(z.nullable(id('Choose a quote of this business, or none.'))),
    approve: z.optional(z.boolean()),
    lines: z
      .array(billLineRequest, { error: BILL_MESSAGES.noLines })
      .check(z.minLength(1, BILL_MESSAGES.noLines), z.maxLength(INVOICE_LIMITS.lines, BILL_MESSAGES.tooManyLines)),
  })
  .check(
    z.refine((bill) => bill.dueDate === undefined || !isIsoDate(bill.dueDate) || bill.dueDate >= bill.date, {
      message: BILL_MESSAGES.dueBeforeDate,
      path: ['dueDate'],
    }),
  );

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

export const expenseAccountRequest = z.object({
  name: z.string({ error: BILL_MESSAGES.accountName }).check(
    z.maxLength(100, 'Must be at most 100 characters.'),
    z.refine((value) => value.trim() !== '', BILL_MESSAGES.accountName),
  ),
});

export type BillRequest = z.output<typeof billRequest>;
