// The business's email templates (docs/sending.md): text with placeholders in braces, `{client}`,
// filled from the document being sent. One list of placeholders per kind of template, read by the
// template form, the send dialog and the mock backend alike, so an unknown placeholder is refused
// with the same words everywhere (decision 261).
import type { EMAIL_TEMPLATE_KIND_VALUES } from '@/config/api-values';

export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KIND_VALUES)[number];

/** What each placeholder stands for, as the template screen lists them. */
export const PLACEHOLDER_MEANINGS = {
  client: 'the client’s name',
  business: 'your business’s name',
  number: 'the document’s number',
  total: 'its total, e.g. $1,150.00',
  balance: 'what is still owed on it now',
  dueDate: 'its due date, e.g. 20 Dec 2026',
  validUntil: 'the date the quote is valid until',
  invoiceNumber: 'the number of the invoice it credits',
  period: 'what the statement covers, e.g. As at 30 Nov 2026',
  link: 'the document’s page for the client, opened without signing in (a quote is accepted there)',
} as const;

export type Placeholder = keyof typeof PLACEHOLDER_MEANINGS;

/** The placeholders each kind of template may use: only what that document has. */
export const TEMPLATE_PLACEHOLDERS: Record<EmailTemplateKind, readonly Placeholder[]> = {
  INVOICE: ['client', 'business', 'number', 'total', 'balance', 'dueDate', 'link'],
  QUOTE: ['client', 'business', 'number', 'total', 'validUntil', 'link'],
  CREDIT_NOTE: ['client', 'business', 'number', 'total', 'invoiceNumber', 'link'],
  REMINDER: ['client', 'business', 'number', 'total', 'balance', 'dueDate', 'link'],
  STATEMENT: ['client', 'business', 'balance', 'period'],
};

export const EMAIL_TEMPLATE_LIMITS = { subjectLength: 200, messageLength: 5000 } as const;

/** A placeholder: a word in braces, `{dueDate}`. Text in braces with spaces or signs is left as typed. */
const PLACEHOLDER_PATTERN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The placeholders in `text` that `kind` does not know, each once, in order of appearance. */
export function unknownPlaceholders(kind: EmailTemplateKind, text: string): string[] {
  const known: readonly string[] = TEMPLATE_PLACEHOLDERS[kind];
  const unknown = [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? '').filter((name) => !known.includes(name));
  return [...new Set(unknown)];
}

/** The message for a template with unknown placeholders, naming them and what may be used. */
export function unknownPlaceholdersMessage(kind: EmailTemplateKind, unknown: readonly string[]): string {
  const names = unknown.map((name) => `{${name}}`).join(', ');
  const known = TEMPLATE_PLACEHOLDERS[kind].map((name) => `{${name}}`).join(', ');
  return `${unknown.length === 1 ? 'Unknown placeholder' : 'Unknown placeholders'} ${names}. Use only ${known}.`;
}

/** `text` with each known placeholder replaced by its value; anything else is left as written. */
export function fillTemplate(text: string, values: Partial<Record<Placeholder, string>>): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => (name in values ? (values[name as Placeholder] ?? whole) : whole));
}

/**
 * `text` without the lines that hold `{link}`: what a reminder says when the business revoked the
 * invoice's link, so no dead placeholder and no half sentence reaches the client (decision 235).
 */
export const withoutLinkLines = (text: string): string =>
  text
    .split('\n')
    .filter((line) => !line.includes('{link}'))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');

/** The templates a business starts with, until it saves its own. */
export const DEFAULT_EMAIL_TEMPLATES: Record<EmailTemplateKind, { subject: string; message: string }> = {
  INVOICE: {
    subject: 'Invoice {number} from {business}',
    message:
      'Kia ora {client},\n\nPlease find attached invoice {number} for {total}. The balance of {balance} is due by {dueDate}. You can also view it online: {link}\n\nThank you for your business.\n\n{business}',
  },
  QUOTE: {
    subject: 'Quote {number} from {business}',
    message:
      'Kia ora {client},\n\nPlease find attached our quote {number} for {total}, valid until {validUntil}. You can view it, and accept or decline it, online: {link}\n\n{business}',
  },
  CREDIT_NOTE: {
    subject: 'Credit note {number} from {business}',
    message:
      'Kia ora {client},\n\nPlease find attached credit note {number} for {total}, against invoice {invoiceNumber}. You can also view it online: {link}\n\n{business}',
  },
  REMINDER: {
    subject: 'Reminder: invoice {number} from {business}',
    message:
      'Kia ora {client},\n\nThis is a friendly reminder that {balance} of invoice {number} was due on {dueDate}. If you have already paid, thank you, and please ignore this email.\n\nView the invoice online: {link}\n\n{business}',
  },
  STATEMENT: {
    subject: 'Your statement from {business}',
    message: 'Kia ora {client},\n\nPlease find attached your statement ({period}). The balance is {balance}.\n\n{business}',
  },
};

/** The largest PDF an email may carry, decoded (openapi.yaml: EmailAttachment); 413 above it. */
export const EMAIL_ATTACHMENT_MAX_BYTES = 700 * 1024;

/** At most this many addresses in To, and again in Cc. */
export const EMAIL_MAX_RECIPIENTS = 10;

/** The message for a PDF over the limit, the same from the dialog and the server. */
export const attachmentTooLargeMessage = (bytes: number) =>
  `The PDF is ${Math.ceil(bytes / 1024)} KB; an email can carry at most ${EMAIL_ATTACHMENT_MAX_BYTES / 1024} KB. Shorten the document or send it another way.`;

/** Addresses typed in one box, separated by commas, semicolons or spaces. */
export const splitAddresses = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);
