// A quote variation's body (openapi.yaml: QuoteVariationInput) and a claim's, checked alike by their
// forms and the mock backend (decision 195). A variation goes straight onto an accepted quote's document,
// so, as when a quote is sent, every line says what the work is.
import * as z from 'zod/mini';
import { QUOTE_CLAIM_KIND_VALUES, QUOTE_CLAIM_METHOD_VALUES } from '@/config/api-values';
import { BASIS_POINTS, INVOICE_LIMITS } from '@/config/invoicing';
import { MATH_MESSAGES, parseQuantity, TAX_CODES } from '@/lib/invoice-math';
import { LINE_WORDS, priced } from './documents';
import { filled, requiredText } from './text';
import { version } from './versions';

const VARIATION_WORDS = {
  description: 'Describe the variation.',
  line: 'Describe the work.',
  noLines: 'Add at least one line to the variation.',
} as const;

const variationLine = z.object({
  description: filled(VARIATION_WORDS.line).check(z.trim(), z.maxLength(INVOICE_LIMITS.descriptionLength, LINE_WORDS.descriptionLength)),
  quantity: z.string({ error: MATH_MESSAGES.quantity }),
  unitPrice: z.number({ error: MATH_MESSAGES.unitPrice }),
  taxCode: z.enum(TAX_CODES, { error: MATH_MESSAGES.taxCode }),
  taxRate: z.optional(z.nullable(z.number({ error: MATH_MESSAGES.standardRate }))),
});

export const variationRequest = z
  .object({
    version,
    description: requiredText(VARIATION_WORDS.description, 500),
    lines: z.array(variationLine, { error: LINE_WORDS.lines }).check(z.minLength(1, VARIATION_WORDS.noLines)),
  })
  .check(priced);


export const CLAIM_WORDS = {
  kind: 'Choose a deposit, a progress claim or the final invoice.',
  method: 'Choose a percentage, an amount or lines.',
  depositLines: 'A deposit is a percentage or an amount.',
  rate: 'Enter a percentage above 0 and at most 100, e.g. 30.',
  amount: 'Enter an amount of at least $0.01, e.g. 5000.',
  noLines: 'Enter a quantity above 0 for at least one line.',
  lineQuantity: (position: number) => `Enter a quantity above 0 for line ${position}.`,
} as const;

type ClaimShape = {
  kind: (typeof QUOTE_CLAIM_KIND_VALUES)[number];
  method?: (typeof QUOTE_CLAIM_METHOD_VALUES)[number] | undefined;
  rate?: number | undefined;
  amount?: number | undefined;
  lines?: Array<{ position: number; quantity: string }> | undefined;
};

/** What a deposit or progress claim must say, whatever the quote: the rules that need the quote (what is left) stay with planClaim. */
const claimed = z.superRefine<ClaimShape>((body, context) => {
  const say = (field: Array<string | number>, message: string) => context.addIssue({ code: 'custom', message, path: field, input: body });
  if (body.kind === 'FINAL') return;
  if (body.method === undefined) return say(['method'], CLAIM_WORDS.method);
  if (body.method === 'PERCENT') {
    const rate = body.rate;
    if (rate === undefined || !Number.isInteger(rate) || rate < 1 || rate > BASIS_POINTS) say(['rate'], CLAIM_WORDS.rate);
    return;
  }
  if (body.method === 'AMOUNT') {
    const amount = body.amount;
    if (amount === undefined || !Number.isSafeInteger(amount) || amount < 1) say(['amount'], CLAIM_WORDS.amount);
    return;
  }
  if (body.kind !== 'PROGRESS') return say(['method'], CLAIM_WORDS.depositLines);
  const lines = body.lines ?? [];
  if (lines.length === 0) return say(['lines'], CLAIM_WORDS.noLines);
  lines.forEach((pick, index) => {
    if ((parseQuantity(pick.quantity) ?? 0) <= 0) say(['lines', index, 'quantity'], CLAIM_WORDS.lineQuantity(pick.position));
  });
});

/** An invoice from an accepted quote (openapi.yaml: QuoteClaimRequest): a deposit, a progress claim or the final invoice. */
export const claimRequest = z
  .object({
    version: z.optional(version),
    kind: z.enum(QUOTE_CLAIM_KIND_VALUES, { error: CLAIM_WORDS.kind }),
    method: z.optional(z.enum(QUOTE_CLAIM_METHOD_VALUES, { error: CLAIM_WORDS.method })),
    rate: z.optional(z.number({ error: CLAIM_WORDS.rate })),
    amount: z.optional(z.number({ error: CLAIM_WORDS.amount })),
    lines: z.optional(
      z.array(
        z.object({
          position: z.number({ error: 'Send the line position as a number.' }).check(z.int()),
          quantity: z.string({ error: CLAIM_WORDS.noLines }),
        }),
      ),
    ),
  })
  .check(claimed);

export type ClaimRequestBody = z.output<typeof claimRequest>;
