// Sending documents by email and the business's email templates (docs/sending.md): fetchers, keys
// and hooks. An email adds an event to its document (and `sentAt` to an invoice), so a sending
// refetches that document.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { creditNoteKeys } from './credit-notes';
import { documentLinkKeys } from './document-links';
import { invoiceKeys } from './invoices';
import { quoteKeys } from './quotes';
import { request } from './request';
import type { EmailDocumentType, EmailRequest, EmailTemplateInput, EmailTemplateKind, SentEmail } from './types';

export interface EmailedDocument {
  type: EmailDocumentType;
  id: number;
}

const templateKeys = {
  all: ['email-templates'] as const,
  business: (businessId: number) => [...templateKeys.all, businessId] as const,
};

function sendEmail(document: EmailedDocument, body: EmailRequest, idempotencyKey: string): Promise<SentEmail> {
  const params = { path: { id: document.id }, header: { 'Idempotency-Key': idempotencyKey } };
  if (document.type === 'INVOICE') return request('post', '/api/invoices/{id}/emails', { params, body });
  if (document.type === 'QUOTE') return request('post', '/api/quotes/{id}/emails', { params, body });
  if (document.type === 'CREDIT_NOTE') return request('post', '/api/credit-notes/{id}/emails', { params, body });
  return request('post', '/api/clients/{id}/statements/emails', { params, body });
}

/** The document an email adds its event to (a statement is no stored document). */
const detailKey = ({ type, id }: EmailedDocument) =>
  type === 'INVOICE'
    ? invoiceKeys.detail(id)
    : type === 'QUOTE'
      ? quoteKeys.detail(id)
      : type === 'CREDIT_NOTE'
        ? creditNoteKeys.detail(id)
        : null;

/**
 * Sends one email. `idempotencyKey` is chosen once per email meant (the dialog's opening): a
 * retry after a lost answer is then answered with the email already sent, never sent twice.
 */
export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ document, body, idempotencyKey }: { document: EmailedDocument; body: EmailRequest; idempotencyKey: string }) =>
      sendEmail(document, body, idempotencyKey),
    onSuccess: (_sent, { document }) => {
      const key = detailKey(document);
      return Promise.all([
        key ? queryClient.invalidateQueries({ queryKey: key }) : null,
        document.type === 'INVOICE' ? queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }) : null,
        // Emailing may have made the document's link for {link}.
        queryClient.invalidateQueries({ queryKey: documentLinkKeys.all }),
      ]);
    },
  });
}

export function useEmailTemplates(businessId: number | null | undefined) {
  return useQuery({
    queryKey: templateKeys.business(businessId ?? 0),
    queryFn: async () =>
      (await request('get', '/api/businesses/{id}/email-templates', { params: { path: { id: businessId ?? 0 } } })).templates,
    enabled: typeof businessId === 'number',
  });
}

export function useSaveEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, kind, body }: { businessId: number; kind: EmailTemplateKind; body: EmailTemplateInput }) =>
      request('put', '/api/businesses/{id}/email-templates/{kind}', { params: { path: { id: businessId, kind } }, body }),
    onSuccess: (_saved, { businessId }) => queryClient.invalidateQueries({ queryKey: templateKeys.business(businessId) }),
  });
}
