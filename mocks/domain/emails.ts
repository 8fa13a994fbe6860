// Emails the mock "sends" (docs/sending.md): what may be emailed, the mail server's refusals, the
// outbox record, and the business's templates (its own, else the defaults of src/lib/email-templates.ts).
import { EMAIL_TEMPLATE_KIND_VALUES } from '../../src/config/api-values';
import { DEFAULT_EMAIL_TEMPLATES, type EmailTemplateKind } from '../../src/lib/email-templates';
import { db, type EmailRecord } from '../runtime/db';
import type { SentEmail, EmailTemplate } from '../handlers/types';

/** The domain whose addresses the mock's mail server refuses, to show a bounce. */
const BOUNCING_DOMAIN = 'bounce.test';

/** Field errors for each address the mail server refuses. */
export function bouncedAddresses(to: readonly string[], cc: readonly string[]): Array<{ field: string; message: string }> {
  const refused = (field: 'to' | 'cc', list: readonly string[]) =>
    list.flatMap((address, index) =>
      address.trim().toLowerCase().endsWith(`@${BOUNCING_DOMAIN}`)
        ? [{ field: `${field}.${index}`, message: `The mail server for ${address.trim()} refused it: the address does not exist.` }]
        : [],
    );
  return [...refused('to', to), ...refused('cc', cc)];
}

/** Bytes a base64 text decodes to. */
export function decodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** Whether base64 content starts as a PDF does (`%PDF-`). */
export const looksLikePdf = (base64: string) => atob(base64.slice(0, 8)).startsWith('%PDF-');

/** An email a user sent (a reminder, which has no attachment, is never answered as one). */
export function toSentEmail(record: EmailRecord): SentEmail {
  const attachment = record.attachment ?? { fileName: '', size: 0 };
  return {
    id: record.id,
    documentType: record.documentType,
    documentId: record.documentId,
    documentNumber: record.documentNumber,
    businessId: record.businessId,
    to: record.to,
    cc: record.cc,
    subject: record.subject,
    message: record.message,
    attachment: { fileName: attachment.fileName, contentType: 'application/pdf', size: attachment.size },
    sentBy: record.sentBy,
    sentAt: record.sentAt,
  };
}

/** "Emailed to a@x.nz, b@x.nz (cc c@x.nz)." */
export const emailedDetail = (email: Pick<EmailRecord, 'to' | 'cc'>) =>
  `Emailed to ${email.to.join(', ')}${email.cc.length > 0 ? ` (cc ${email.cc.join(', ')})` : ''}.`;

export function templatesOf(businessId: number): EmailTemplate[] {
  return EMAIL_TEMPLATE_KIND_VALUES.map((kind) => templateOf(businessId, kind));
}

export function templateOf(businessId: number, kind: EmailTemplateKind): EmailTemplate {
  const own = db.emailTemplates.findFirst((q) => q.where({ businessId, kind }));
  return own
    ? { kind, subject: own.subject, message: own.message, custom: true }
    : { kind, ...DEFAULT_EMAIL_TEMPLATES[kind], custom: false };
}
