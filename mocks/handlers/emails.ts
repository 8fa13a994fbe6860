// Sending documents by email (docs/sending.md): the invoice, quote and credit note endpoints, which
// record each email in the outbox and as an event on the document, and the business's templates.
import { http, HttpResponse } from 'msw';
import { EMAIL_TEMPLATE_KIND_VALUES } from '../../src/config/api-values';
import { INVOICE_PROBLEM_TYPES } from '../../src/config/invoicing';
import { attachmentTooLargeMessage, EMAIL_ATTACHMENT_MAX_BYTES, type EmailTemplateKind } from '../../src/lib/email-templates';
import { emailRequest, emailTemplateRequest } from '../../src/lib/requests/email';
import type { Principal } from '../runtime/auth';
import { nowIso } from '../runtime/clock';
import { db, insert, type BusinessRecord, type ClientRecord, type EmailRecord } from '../runtime/db';
import { notFound, problem } from '../runtime/problem';
import { bouncedAddresses, decodedSize, emailedDetail, looksLikePdf, templateOf, templatesOf, toSentEmail } from '../domain/emails';
import { mayInvoiceFor } from '../domain/invoicing';
import { isRefusal, oneAtATime, parseId, readBody, type Params, type Refusal } from './http-utils';
import { forbiddenBusiness, onInvoice, signedIn } from './invoice-common';
import { onQuote } from './quote-common';
import { fieldProblem } from './invoice-requests';
import type { EmailTemplateList, SentEmail, UrlFor } from './types';

export interface EmailedDocument {
  type: EmailRecord['documentType'];
  id: number;
  number: string | undefined;
  businessId: number;
  /** Why it cannot be emailed now, if it cannot. */
  refusal: string | null;
  /** Records the email on the document (its event), inside the write. */
  record: (email: EmailRecord) => Promise<unknown>;
  /** Told why the mail server or the size limit refused it (a statement run keeps the reason). */
  onRefused?: (reason: string) => Promise<unknown>;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/** One email for `doc`: the replay of an earlier one with the same key, or a refusal, or sent and recorded. */
export async function sendEmail(principal: Principal, request: Request, doc: EmailedDocument): Promise<Response> {
  const key = request.headers.get('Idempotency-Key');
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
    return fieldProblem('Idempotency-Key', 'Send 1 to 100 visible characters, e.g. a UUID.');
  }
  const sentBy = principal.user.username;
  if (key !== null) {
    const earlier = db.emails.findFirst((q) => q.where({ sentBy, idempotencyKey: key }));
    if (earlier) {
      if (earlier.documentType === doc.type && earlier.documentId === doc.id) return HttpResponse.json<SentEmail>(toSentEmail(earlier));
      return problem(409, 'This Idempotency-Key was already used for another email. Send a new key for each email.');
    }
  }
  if (doc.refusal !== null || doc.number === undefined) {
    return problem(409, doc.refusal ?? 'This document has no number yet.', undefined, INVOICE_PROBLEM_TYPES.invalidStatus);
  }
  const sent = await readBody(request, emailRequest);
  if (isRefusal(sent)) return sent.refusal;
  const { to, cc = [], subject, message, attachment } = sent.body;
  const size = decodedSize(attachment.content);
  if (size > EMAIL_ATTACHMENT_MAX_BYTES) {
    const text = attachmentTooLargeMessage(size);
    await doc.onRefused?.(text);
    return problem(413, text, [{ field: 'attachment.content', message: text }]);
  }
  if (!looksLikePdf(attachment.content)) return fieldProblem('attachment.content', 'The attachment is not a PDF.');
  const bounced = bouncedAddresses(to, cc);
  if (bounced.length > 0) {
    await doc.onRefused?.(bounced.map((each) => each.message).join(' '));
    return problem(422, bounced.map((each) => each.message).join(' '), bounced, INVOICE_PROBLEM_TYPES.emailBounced);
  }
  const email = await insert(db.emails, (id) => ({
    id,
    documentType: doc.type,
    documentId: doc.id,
    documentNumber: doc.number ?? '',
    businessId: doc.businessId,
    to: to.map((address) => address.trim()),
    cc: cc.map((address) => address.trim()),
    subject: subject.trim(),
    message,
    attachment: { fileName: attachment.fileName, size, content: attachment.content },
    sentBy,
    sentAt: nowIso(),
    ...(key !== null ? { idempotencyKey: key } : {}),
  }));
  await doc.record(email);
  return HttpResponse.json<SentEmail>(toSentEmail(email), { status: 201 });
}

export const statementNumber = (client: ClientRecord) =>
  `Statement for ${client.clientName ?? client.clientBusinessName ?? client.businessId}`;

const event = (email: EmailRecord) => ({ type: 'EMAILED' as const, actor: email.sentBy, at: email.sentAt, detail: emailedDetail(email) });

// Emailing does not edit the document: the event is added without a new version, so someone
// recording a payment on the same invoice meanwhile is not refused as stale (decision 262).
const addInvoiceEvent = (id: number) => (email: EmailRecord) =>
  db.invoices.update((q) => q.where({ id }), {
    data(draft) {
      draft.events.push(event(email));
      draft.sentAt = email.sentAt;
    },
  });

const addQuoteEvent = (id: number) => (email: EmailRecord) =>
  db.quotes.update((q) => q.where({ id }), {
    data(draft) {
      draft.events.push(event(email));
    },
  });

const addCreditNoteEvent = (id: number) => (email: EmailRecord) =>
  db.creditNotes.update((q) => q.where({ id }), {
    data(draft) {
      draft.events = [...(draft.events ?? []), event(email)];
    },
  });

/** The business the path names, if the caller may invoice for it. */
export function businessFor(principal: Principal, rawId: Params[string] | undefined): { business: BusinessRecord } | Refusal {
  const id = parseId(rawId);
  const business = id === null ? undefined : db.businesses.findFirst((q) => q.where({ id }));
  if (!business) return { refusal: notFound('Business') };
  if (!mayInvoiceFor(principal.user, business)) return { refusal: forbiddenBusiness(business) };
  return { business };
}

const TEMPLATE_KINDS: readonly string[] = EMAIL_TEMPLATE_KIND_VALUES;

export function emailHandlers(url: UrlFor) {
  return [
    http.post(
      url('/api/invoices/:id/emails'),
      oneAtATime(
        onInvoice(({ principal, record, request }) =>
          sendEmail(principal, request, {
            type: 'INVOICE',
            id: record.id,
            number: record.number,
            businessId: record.businessId,
            refusal:
              record.status === 'DRAFT'
                ? 'Issue the draft before emailing it: a draft has no number.'
                : record.status === 'VOID'
                  ? `${record.number ?? 'This invoice'} is void, so it is not emailed.`
                  : null,
            record: addInvoiceEvent(record.id),
          }),
        ),
      ),
    ),

    http.post(
      url('/api/quotes/:id/emails'),
      oneAtATime(
        onQuote(({ principal, record, request }) =>
          sendEmail(principal, request, {
            type: 'QUOTE',
            id: record.id,
            number: record.number,
            businessId: record.businessId,
            refusal: record.status === 'DRAFT' ? 'Send the draft quote first: that gives it its number.' : null,
            record: addQuoteEvent(record.id),
          }),
        ),
      ),
    ),

    http.post(
      url('/api/credit-notes/:id/emails'),
      oneAtATime(
        signedIn(({ principal, request, params }) => {
          const id = parseId(params.id);
          const note = id === null ? undefined : db.creditNotes.findFirst((q) => q.where({ id }));
          if (!note) return notFound('Credit note');
          const business = db.businesses.findFirst((q) => q.where({ id: note.businessId }));
          if (business && !mayInvoiceFor(principal.user, business)) return forbiddenBusiness(business);
          return sendEmail(principal, request, {
            type: 'CREDIT_NOTE',
            id: note.id,
            number: note.number,
            businessId: note.businessId,
            refusal: null,
            record: addCreditNoteEvent(note.id),
          });
        }),
      ),
    ),

    http.post(
      url('/api/clients/:id/statements/emails'),
      oneAtATime(
        signedIn(({ principal, request, params }) => {
          const id = parseId(params.id);
          const client = id === null ? undefined : db.clients.findFirst((q) => q.where({ id }));
          const business = client && db.businesses.findFirst((q) => q.where({ id: client.linkedBusinessId }));
          if (!client || !business) return notFound('Client');
          if (!mayInvoiceFor(principal.user, business)) return forbiddenBusiness(business);
          return sendEmail(principal, request, {
            type: 'STATEMENT',
            id: client.id,
            number: statementNumber(client),
            businessId: business.id,
            refusal: null,
            // A statement is no stored document: the outbox is its record.
            record: () => Promise.resolve(),
          });
        }),
      ),
    ),

    http.get(
      url('/api/businesses/:id/email-templates'),
      signedIn(({ principal, params }) => {
        const found = businessFor(principal, params.id);
        if (isRefusal(found)) return found.refusal;
        return HttpResponse.json<EmailTemplateList>({ templates: templatesOf(found.business.id) });
      }),
    ),

    http.put(
      url('/api/businesses/:id/email-templates/:kind'),
      oneAtATime(
        signedIn(async ({ principal, request, params }) => {
          const found = businessFor(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const kind = typeof params.kind === 'string' ? params.kind : '';
          if (!TEMPLATE_KINDS.includes(kind)) {
            return fieldProblem('kind', `Choose one of ${EMAIL_TEMPLATE_KIND_VALUES.join(', ')}.`);
          }
          const templateKind = kind as EmailTemplateKind;
          const sent = await readBody(request, emailTemplateRequest(templateKind));
          if (isRefusal(sent)) return sent.refusal;
          const businessId = found.business.id;
          const content = { subject: sent.body.subject.trim(), message: sent.body.message };
          const stored = db.emailTemplates.findFirst((q) => q.where({ businessId, kind: templateKind }));
          if (stored) {
            await db.emailTemplates.update((q) => q.where({ id: stored.id }), {
              data(draft) {
                Object.assign(draft, content);
              },
            });
          } else {
            await insert(db.emailTemplates, (id) => ({ id, businessId, kind: templateKind, ...content }));
          }
          return HttpResponse.json(templateOf(businessId, templateKind));
        }),
      ),
    ),
  ];
}
