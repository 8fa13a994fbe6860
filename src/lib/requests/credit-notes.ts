// A credit note on an invoice (openapi.yaml: CreditNoteRequest), checked alike by the credit-note form
// and the mock backend. What may be credited (lines and quantities left, the amount left) is the
// shared credit maths' (src/lib/credit-math.ts), which both run on the invoice.
import * as z from 'zod/mini';
import { CREDIT_KIND_VALUES } from '@/config/api-values';
import { INVOICE_LIMITS } from '@/config/invoicing';
import { requiredText } from './text';
import { version } from './versions';

export const CREDIT_NOTE_WORDS = {
  kind: 'Choose what to credit: all of it, some lines or an amount.',
  reason: 'Give the reason for the credit note: it is printed on it.',
  amount: 'Enter the amount to credit, e.g. 150.00.',
  quantity: 'Enter the quantity as text, e.g. "1.5".',
  position: 'Choose a line of the invoice, once.',
  lines: `Credit at most ${INVOICE_LIMITS.lines} lines.`,
} as const;

const wholeFrom = (min: number, message: string) =>
  z.number({ error: message }).check(z.refine((value) => Number.isSafeInteger(value) && value >= min, message));

export const creditNoteRequest = z
  .object({
    /** The invoice's version; may be left out. */
    version: z.optional(version),
    kind: z.enum(CREDIT_KIND_VALUES, { error: CREDIT_NOTE_WORDS.kind }),
    reason: requiredText(CREDIT_NOTE_WORDS.reason, INVOICE_LIMITS.voidReasonLength),
    lines: z.optional(
      z
        .array(z.object({ position: wholeFrom(1, CREDIT_NOTE_WORDS.position), quantity: z.string({ error: CREDIT_NOTE_WORDS.quantity }) }))
        .check(z.maxLength(INVOICE_LIMITS.lines, CREDIT_NOTE_WORDS.lines)),
    ),
    amount: z.optional(wholeFrom(1, CREDIT_NOTE_WORDS.amount)),
  })
  .check(
    z.refine((body) => body.kind !== 'AMOUNT' || body.amount !== undefined, {
      message: CREDIT_NOTE_WORDS.amount,
      path: ['amount'],
      // Said beside the other fields' problems, as a form shows them all at once.
      when: ({ value }) => typeof value === 'object' && value !== null,
    }),
  );

export type CreditNoteRequestBody = z.output<typeof creditNoteRequest>;
