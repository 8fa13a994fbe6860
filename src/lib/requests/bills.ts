// The bill request body (openapi.yaml: BillInput: bills, expenses and supplier credit notes; a
// bill's payment is in bill-payments.ts, an expense account's name in expense-accounts.ts), checked alike by the bill forms and the mock backend
// (docs/architecture.md#request-rules). What needs the database (the supplier and accounts belong
// to the business) the server checks on top.
import * as z from 'zod/mini';
import { BILL_KIND_VALUES, PURCHASE_TAX_CODE_VALUES } from '@/config/api-values';
import { DATE_RANGE, INVOICE_LIMITS } from '@/config/invoicing';
import { isIsoDate } from '@/lib/calendar-date';
import { MATH_MESSAGES, parseQuantity } from '@/lib/invoice-math';
import { formatMoney } from '@/lib/money';
import { isPositiveWholeNumber } from '@/lib/validation';
import { optionalText } from './text';

/** A supplier credit note may take off at most what is owed on its bill (the server knows what is; the form checks the bill it was opened from). */
export const overCreditMessage = (total: number, owed: number, billTitle: string) =>
  `This credit note comes to ${formatMoney(total)}, but only ${formatMoney(owed)} is owed on the bill ${billTitle}. Credit at most what is owed.`;

export const BILL_MESSAGES = {
  noLines: 'A bill needs at least one line: what was bought, how many, at what price.',
  tooManyLines: `A bill has at most ${INVOICE_LIMITS.lines} lines.`,
  description: 'Describe what was bought, e.g. 90x45 H3.2 framing, 4.8 m.',
  quantity:
    'Enter a quantity from 0 with up to 3 decimals, e.g. 1.5. Goods sent back are recorded as a supplier credit note, in positive quantities.',
  unitPrice: MATH_MESSAGES.unitPrice,
  account: 'Choose the account this line is filed under.',
  supplier: 'Choose the supplier.',
  business: 'Choose the business that bought it.',
  date: `Enter a date from ${DATE_RANGE.earliest} to ${DATE_RANGE.latest}, written YYYY-MM-DD.`,
  dueBeforeDate: 'The due date cannot be before the bill’s date.',
  creditsBill: 'Choose the bill this credit note reduces.',
  creditsBillOnlyOnCreditNote: 'Only a credit note credits a bill.',
  taxCode: MATH_MESSAGES.purchaseTaxCode,
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
    kind: z.enum(BILL_KIND_VALUES, { error: 'Choose a bill, an expense or a credit note.' }),
    creditsBillId: z.optional(id(BILL_MESSAGES.creditsBill)),
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
    z.refine((bill) => bill.kind !== 'CREDIT_NOTE' || bill.creditsBillId !== undefined, {
      message: BILL_MESSAGES.creditsBill,
      path: ['creditsBillId'],
    }),
    z.refine((bill) => bill.kind === 'CREDIT_NOTE' || bill.creditsBillId === undefined, {
      message: BILL_MESSAGES.creditsBillOnlyOnCreditNote,
      path: ['creditsBillId'],
    }),
    z.refine((bill) => bill.dueDate === undefined || !isIsoDate(bill.dueDate) || bill.dueDate >= bill.date, {
      message: BILL_MESSAGES.dueBeforeDate,
      path: ['dueDate'],
    }),
  );

export type BillRequest = z.output<typeof billRequest>;
