// The document editor's bodies (openapi.yaml: InvoiceInput, QuoteInput, ScheduleInput), checked
// alike by the editor (invoice, quote, schedule: one shell, decision 190) and the mock backend. The
// amounts are the shared calculator's checks (src/lib/invoice-math.ts) and a schedule's dates the
// shared date rules' (src/lib/schedule-dates.ts), run inside the schema so both sides report them
// the same way. Rules that need the server's data (the business and client exist and belong
// together, a schedule's start window) stay in the mock; rules of issuing stay with the issue.
import * as z from 'zod/mini';
import { SCHEDULE_END_TYPE_VALUES, SCHEDULE_FREQUENCY_VALUES, SCHEDULE_MODE_VALUES } from '@/config/api-values';
import { INVOICE_CURRENCIES, INVOICE_LIMITS } from '@/config/invoicing';
import { isIsoDate } from '@/lib/calendar-date';
import { checkInvoiceMath, MATH_MESSAGES, TAX_CODES, type MathInput } from '@/lib/invoice-math';
import { recurrenceOf, scheduleDateProblems } from '@/lib/schedule-dates';
import { requestDateOr } from './request-date';
import { optionalText } from './text';
import { version } from './versions';

/** What a document's checks say, in its own words (a quote's due date is its valid-until date). */
interface DocumentWords {
  business: string;
  client: string;
  issueDate: string;
  dueDate: string;
  dueBeforeIssue: string;
}

const CLIENT = 'Choose the client.';

const INVOICE_WORDS: DocumentWords = {
  business: 'Choose the business this invoice is from.',
  client: CLIENT,
  issueDate: 'Enter the issue date.',
  dueDate: 'Enter the due date.',
  dueBeforeIssue: 'The due date cannot be before the issue date.',
};

const QUOTE_WORDS: DocumentWords = {
  business: 'Choose the business this quote is from.',
  client: CLIENT,
  issueDate: 'Enter the quote date.',
  dueDate: 'Enter the valid-until date.',
  dueBeforeIssue: 'The valid-until date cannot be before the quote date.',
};

const SCHEDULE_WORDS = {
  business: 'Choose the business these invoices are from.',
  client: CLIENT,
  startDate: 'Enter the start date.',
  frequency: 'Choose how often: weekly, fortnightly, monthly, quarterly or yearly.',
  dayOfMonth: 'Enter the day of the month, 1 to 31.',
  endType: 'Choose when the schedule ends: never, on a date or after a number of invoices.',
  endDate: 'Enter the date the schedule ends.',
  endCount: 'A schedule must make at least one invoice.',
  mostInvoices: 'A schedule makes at most 1,000 invoices.',
  mode: 'Choose whether to make drafts for review or issue the invoices.',
  paymentTerms: 'Enter payment terms of 0 to 365 days.',
  noLines: 'Add at least one line.',
} as const;

export const LINE_WORDS = {
  description: 'Describe the line.',
  descriptionLength: `Keep the description to at most ${INVOICE_LIMITS.descriptionLength} characters.`,
  lines: 'Send the lines as a list.',
} as const;

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.refine((value) => Number.isSafeInteger(value) && value >= min && value <= max, message));

const id = (message: string) => whole(1, Number.MAX_SAFE_INTEGER, message);

const line = z.object({
  description: z
    .string({ error: LINE_WORDS.description })
    .check(z.maxLength(INVOICE_LIMITS.descriptionLength, LINE_WORDS.descriptionLength)),
  quantity: z.string({ error: MATH_MESSAGES.quantity }),
  unitPrice: z.number({ error: MATH_MESSAGES.unitPrice }),
  taxCode: z.enum(TAX_CODES, { error: MATH_MESSAGES.taxCode }),
  taxRate: z.optional(z.nullable(z.number({ error: MATH_MESSAGES.standardRate }))),
});

/** A document's lines. */
const documentLines = z.array(line, { error: LINE_WORDS.lines });

const discount = z.discriminatedUnion('type', [
  z.object({ type: z.literal('AMOUNT'), amount: z.number({ error: MATH_MESSAGES.discountAmount }) }),
  z.object({ type: z.literal('PERCENT'), rate: z.number({ error: MATH_MESSAGES.discountRate }) }),
]);

/** What the editor's three bodies share besides their parties and dates. */
const content = {
  currency: z.optional(z.enum(INVOICE_CURRENCIES, { error: `The currency must be one of ${INVOICE_CURRENCIES.join(', ')}.` })),
  pricesIncludeGst: z.optional(z.boolean()),
  reference: optionalText(INVOICE_LIMITS.referenceLength),
  notes: optionalText(INVOICE_LIMITS.notesLength),
  discount: z.optional(z.nullable(discount)),
  lines: documentLines,
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

type Priced = Pick<MathInput, 'lines'> & { pricesIncludeGst?: boolean | undefined; discount?: MathInput['discount'] | undefined };

/** A discount the calculator can read (none, or one of its two shapes); any other is the discount field's own problem. */
function calculableDiscount(discount: unknown): boolean {
  if (discount === undefined || discount === null) return true;
  if (!isRecord(discount)) return false;
  if (discount.type === 'AMOUNT') return typeof discount.amount === 'number';
  return discount.type === 'PERCENT' && typeof discount.rate === 'number';
}

/** The lines and discount can be read by the calculator (each quantity is text), whatever else is wrong. */
function calculable(value: unknown): value is Priced {
  return (
    isRecord(value) &&
    Array.isArray(value.lines) &&
    value.lines.every((entry) => isRecord(entry) && typeof entry.quantity === 'string') &&
    calculableDiscount(value.discount)
  );
}

const path = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The calculator's problems (quantities, prices, rates, the discount, the limits), on their fields (also a variation's). */
export const priced = z.superRefine<Priced>(
  (body, context) => {
    const math = { lines: body.lines, pricesIncludeGst: body.pricesIncludeGst === true, discount: body.discount ?? null };
    for (const problem of checkInvoiceMath(math)) {
      context.addIssue({ code: 'custom', message: problem.message, path: path(problem.field), input: body });
    }
  },
  // Said beside the other fields' problems, as the editor shows them all at once.
  { when: ({ value }) => calculable(value) },
);

/** `later` is not before `earlier`, once both are dates. */
const inOrder = (earlier: string, later: string, message: string) =>
  z.refine<Record<string, unknown>>((body) => (body[later] as string) >= (body[earlier] as string), {
    message,
    path: [later],
    when: ({ value }) => isRecord(value) && isIsoDate(value[earlier]) && isIsoDate(value[later]),
  });

const invoiceFields = {
  businessId: id(INVOICE_WORDS.business),
  clientId: id(INVOICE_WORDS.client),
  issueDate: requestDateOr(INVOICE_WORDS.issueDate),
  dueDate: requestDateOr(INVOICE_WORDS.dueDate),
  ...content,
  paymentInstructions: optionalText(INVOICE_LIMITS.paymentInstructionsLength),
};

export const invoiceRequest = z.object(invoiceFields).check(inOrder('issueDate', 'dueDate', INVOICE_WORDS.dueBeforeIssue), priced);
export const invoiceUpdateRequest = z
  .object({ ...invoiceFields, version })
  .check(inOrder('issueDate', 'dueDate', INVOICE_WORDS.dueBeforeIssue), priced);

const quoteFields = {
  businessId: id(QUOTE_WORDS.business),
  clientId: id(QUOTE_WORDS.client),
  issueDate: requestDateOr(QUOTE_WORDS.issueDate),
  validUntil: requestDateOr(QUOTE_WORDS.dueDate),
  ...content,
  terms: optionalText(INVOICE_LIMITS.notesLength),
};

export const quoteRequest = z.object(quoteFields).check(inOrder('issueDate', 'validUntil', QUOTE_WORDS.dueBeforeIssue), priced);
export const quoteUpdateRequest = z
  .object({ ...quoteFields, version })
  .check(inOrder('issueDate', 'validUntil', QUOTE_WORDS.dueBeforeIssue), priced);

const scheduleFields = {
  businessId: id(SCHEDULE_WORDS.business),
  clientId: id(SCHEDULE_WORDS.client),
  frequency: z.enum(SCHEDULE_FREQUENCY_VALUES, { error: SCHEDULE_WORDS.frequency }),
  dayOfMonth: z.optional(z.nullable(whole(1, 31, SCHEDULE_WORDS.dayOfMonth))),
  lastDayOfMonth: z.optional(z.nullable(z.boolean())),
  startDate: requestDateOr(SCHEDULE_WORDS.startDate),
  endType: z.enum(SCHEDULE_END_TYPE_VALUES, { error: SCHEDULE_WORDS.endType }),
  endDate: z.optional(z.nullable(requestDateOr(SCHEDULE_WORDS.endDate))),
  endCount: z.optional(
    z.nullable(
      whole(1, Number.MAX_SAFE_INTEGER, SCHEDULE_WORDS.endCount).check(z.refine((count) => count <= 1000, SCHEDULE_WORDS.mostInvoices)),
    ),
  ),
  mode: z.enum(SCHEDULE_MODE_VALUES, { error: SCHEDULE_WORDS.mode }),
  paymentTermsDays: whole(0, 365, SCHEDULE_WORDS.paymentTerms),
  ...content,
  paymentInstructions: optionalText(INVOICE_LIMITS.paymentInstructionsLength),
  lines: content.lines.check(z.minLength(1, SCHEDULE_WORDS.noLines)),
};

type ScheduleShape = z.output<z.ZodMiniObject<typeof scheduleFields>>;

/** The end the schedule's end type asks for is given; then the shared date rules (an end after the start, and after the first date). */
const scheduleDates = z.superRefine<ScheduleShape>((body, context) => {
  const add = (field: string, message: string) => context.addIssue({ code: 'custom', message, path: [field], input: body });
  if (body.endType === 'ON_DATE' && !body.endDate) return add('endDate', SCHEDULE_WORDS.endDate);
  if (body.endType === 'AFTER_COUNT' && body.endCount == null) return add('endCount', SCHEDULE_WORDS.endCount);
  for (const problem of scheduleDateProblems(recurrenceOf(body))) add(problem.field, problem.message);
});

export const scheduleRequest = z.object(scheduleFields).check(scheduleDates, priced);
export const scheduleUpdateRequest = z.object({ ...scheduleFields, version }).check(scheduleDates, priced);

export type InvoiceRequestBody = z.output<typeof invoiceRequest>;
export type QuoteRequestBody = z.output<typeof quoteRequest>;
export type ScheduleRequestBody = z.output<typeof scheduleRequest>;
