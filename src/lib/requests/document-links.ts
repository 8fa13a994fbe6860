// The bodies of the document-link requests (openapi.yaml: DocumentLinkRequest, PublicQuoteAcceptance,
// PublicQuoteDecline), checked alike by the public page's forms and the mock backend (decision 195).
import * as z from 'zod/mini';
import { DOCUMENT_LINK_TYPE_VALUES } from '@/config/api-values';
import { ANSWER_LIMITS } from '@/config/document-links';

export const documentLinkRequest = z.object({
  documentType: z.enum(DOCUMENT_LINK_TYPE_VALUES, { error: `Choose one of ${DOCUMENT_LINK_TYPE_VALUES.join(', ')}.` }),
  documentId: z
    .number({ error: 'Send the document’s id.' })
    .check(z.int('Send the document’s id.'), z.minimum(1, 'Send the document’s id.')),
});

const NAME_MISSING = 'Type your full name to accept.';

const personName = (missing: string) =>
  z.string({ error: missing }).check(
    z.refine((value) => value.trim() !== '', missing),
    z.refine(
      (value) => value.trim() === '' || value.trim().length >= ANSWER_LIMITS.nameMin,
      `Type at least ${ANSWER_LIMITS.nameMin} letters of your name.`,
    ),
    z.refine((value) => value.trim().length <= ANSWER_LIMITS.nameMax, `Must be at most ${ANSWER_LIMITS.nameMax} characters.`),
  );

export const quoteAcceptance = z.object({ name: personName(NAME_MISSING) });

const REASON_MISSING = 'Say why you are declining, so the business knows.';

export const quoteDecline = z.object({
  name: personName('Type your full name to decline.'),
  reason: z.string({ error: REASON_MISSING }).check(
    z.refine((value) => value.trim() !== '', REASON_MISSING),
    z.refine((value) => value.trim().length <= ANSWER_LIMITS.reasonMax, `Must be at most ${ANSWER_LIMITS.reasonMax} characters.`),
  ),
});

export type QuoteAcceptanceBody = z.infer<typeof quoteAcceptance>;
export type QuoteDeclineBody = z.infer<typeof quoteDecline>;
