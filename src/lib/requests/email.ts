// The email and email-template request bodies (openapi.yaml: EmailRequest, EmailTemplateInput), checked
// alike by the send dialog, the template form and the mock backend (docs/architecture.md#request-rules).
import * as z from 'zod/mini';
import {
  EMAIL_MAX_RECIPIENTS,
  EMAIL_TEMPLATE_LIMITS,
  unknownPlaceholders,
  unknownPlaceholdersMessage,
  type EmailTemplateKind,
} from '@/lib/email-templates';
import { isEmail } from '@/lib/validation';
import { STATEMENT_KIND_VALUES } from '@/config/api-values';

const EMAIL = 'Enter an email address like name@example.com.';

/**
 * A subject and the addresses become mail headers: a line break there would add a header (a Bcc)
 * of the sender's choosing. So no control character (tabs and line breaks among them) and no
 * Unicode line or paragraph separator; the message is the body and keeps its lines.
 */
const HEADER_UNSAFE = /[\p{Cc}\u2028\u2029]/u;
const headerSafe = (message: string) => z.refine<string>((value) => !HEADER_UNSAFE.test(value), { error: message, abort: true });
const SUBJECT_ONE_LINE = 'The subject must be one line: remove line breaks, tabs and other control characters.';

const address = z.string({ error: EMAIL }).check(
  headerSafe('Remove the line break or other control character from this address.'),
  z.maxLength(254, 'Must be at most 254 characters.'),
  z.refine((value) => isEmail(value), EMAIL),
);

const addresses = (least: number, none: string) =>
  z
    .array(address, { error: 'Send the addresses as a list.' })
    .check(z.minLength(least, none), z.maxLength(EMAIL_MAX_RECIPIENTS, `At most ${EMAIL_MAX_RECIPIENTS} addresses.`));

const requiredText = (max: number, missing: string) =>
  z.string({ error: missing }).check(
    z.refine((value) => value.trim() !== '', missing),
    z.maxLength(max, `Must be at most ${max} characters.`),
  );

/** Base64 (RFC 4648, padded): what JSON can carry of a PDF's bytes. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export const emailRequest = z.object({
  to: addresses(1, 'Enter at least one address to send to.'),
  cc: z.optional(addresses(0, '')),
  subject: requiredText(EMAIL_TEMPLATE_LIMITS.subjectLength, 'Enter a subject.').check(headerSafe(SUBJECT_ONE_LINE)),
  message: requiredText(EMAIL_TEMPLATE_LIMITS.messageLength, 'Enter a message.'),
  attachment: z.object({
    fileName: z.string().check(z.regex(/^[\w.-]{1,96}\.pdf$/, 'Name the file like RENO-0042.pdf.')),
    content: z.string().check(
      z.minLength(1, 'Attach the PDF.'),
      z.refine((value) => BASE64.test(value), 'The attachment must be base64.'),
    ),
  }),
});

/** A template of `kind`: subject and message required, only the kind's placeholders. */
export const emailTemplateRequest = (kind: EmailTemplateKind) => {
  const templateText = (max: number, missing: string) =>
    requiredText(max, missing).check(
      z.refine((value) => unknownPlaceholders(kind, value).length === 0, {
        error: (issue) => unknownPlaceholdersMessage(kind, unknownPlaceholders(kind, String(issue.input))),
      }),
    );
  return z.object({
    subject: templateText(EMAIL_TEMPLATE_LIMITS.subjectLength, 'Enter a subject.').check(headerSafe(SUBJECT_ONE_LINE)),
    message: templateText(EMAIL_TEMPLATE_LIMITS.messageLength, 'Enter a message.'),
  });
};

/** Which statement the business's month-end run sends (docs/sending.md#statement-runs). */
export const statementRunSettingsRequest = z.object({
  statementKind: z.enum(STATEMENT_KIND_VALUES, { error: 'Choose the activity statement or the outstanding one.' }),
});
