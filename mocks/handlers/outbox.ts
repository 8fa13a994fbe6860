// The mock's mail catcher (docs/sending.md#the-outbox): every email the mock "sent", newest first,
// and each one's PDF. Under /__mock/, beside the controls: not part of openapi.yaml, read only, served
// in the page to anyone (as a mail catcher is) and by `npm run mock:server` only with MOCK_CONTROLS=1,
// since it holds every tenant's emails and their working /d/ links (decision 321).
import { http, HttpResponse } from 'msw';
import { OUTBOX_PATH, type OutboxEmail, type OutboxList } from '../../src/lib/outbox';
import { db, type EmailRecord } from '../runtime/db';
import { notFound } from '../runtime/problem';
import { parseId } from './http-utils';
import type { UrlFor } from './types';

const toOutboxEmail = (email: EmailRecord): OutboxEmail => ({
  id: email.id,
  documentType: email.documentType,
  documentId: email.documentId,
  documentNumber: email.documentNumber,
  to: email.to,
  cc: email.cc,
  subject: email.subject,
  message: email.message,
  sentBy: email.sentBy,
  sentAt: email.sentAt,
  reminder: email.reminder === true,
  ...(email.attachment
    ? { attachment: { fileName: email.attachment.fileName, size: email.attachment.size, kept: email.attachment.content !== undefined } }
    : {}),
});

const findEmail = (raw: unknown) => {
  const id = parseId(typeof raw === 'string' ? raw : undefined);
  return id === null ? undefined : db.emails.findFirst((q) => q.where({ id }));
};

export function outboxHandlers(url: UrlFor) {
  return [
    http.get(url(`/${OUTBOX_PATH}`), () =>
      HttpResponse.json<OutboxList>({
        emails: db.emails
          .all()
          .map(toOutboxEmail)
          .sort((a, b) => b.id - a.id),
      }),
    ),
    http.get(url(`/${OUTBOX_PATH}/:id`), ({ params }) => {
      const email = findEmail(params.id);
      return email ? HttpResponse.json<OutboxEmail>(toOutboxEmail(email)) : notFound('Email');
    }),
    http.get(url(`/${OUTBOX_PATH}/:id/attachment`), ({ params }) => {
      const email = findEmail(params.id);
      if (!email) return notFound('Email');
      if (!email.attachment) return notFound('An attachment (a payment reminder carries none)');
      const { content, fileName } = email.attachment;
      if (content === undefined) return notFound('Its PDF (the browser keeps only the latest ones)');
      const bytes = Uint8Array.from(atob(content), (char) => char.charCodeAt(0));
      return new HttpResponse(bytes, {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${fileName}"` },
      });
    }),
  ];
}
