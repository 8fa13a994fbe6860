// A quote variation's body (openapi.yaml: QuoteVariationInput), checked alike by the variation form
// and the mock backend (decision 195). A variation goes straight onto an accepted quote's document,
// so, as when a quote is sent, every line says what the work is.
import * as z from 'zod/mini';
import { INVOICE_LIMITS } from '@/config/invoicing';
import { MATH_MESSAGES, TAX_CODES } from '@/lib/invoice-math';
import { LINE_WORDS, priced } from './documents';
import { filled, requiredText } from './text';
import { version } from './versions';

export const VARIATION_WORDS = {
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

