// The business's links to its documents (docs/sending.md#links-for-the-client): the list per document,
// making one (the send dialog does, to fill {link}) and revoking one. The public page's calls are
// ./public-document.ts, which carries no session.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PUBLIC_DOCUMENT_PREFIX } from '@/config/document-links';
import { request } from './request';
import type { DocumentLink, DocumentLinkType } from './types';

export interface LinkedDocument {
  type: DocumentLinkType;
  id: number;
}

export const documentLinkKeys = {
  all: ['document-links'] as const,
  of: ({ type, id }: LinkedDocument) => [...documentLinkKeys.all, type, id] as const,
};

/** The page a link opens, in this app's origin. */
export const linkAddress = (link: Pick<DocumentLink, 'token'>, origin = window.location.origin) =>
  `${origin}${PUBLIC_DOCUMENT_PREFIX}${link.token}`;

export function useDocumentLinks(document: LinkedDocument) {
  return useQuery({
    queryKey: documentLinkKeys.of(document),
    queryFn: () => request('get', '/api/document-links', { params: { query: { documentType: document.type, documentId: document.id } } }),
  });
}

/** The document's active link with 30 days left, or a new one. */
export const ensureDocumentLink = (document: LinkedDocument) =>
  request('post', '/api/document-links', { body: { documentType: document.type, documentId: document.id } });

export function useEnsureDocumentLink(document: LinkedDocument) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ensureDocumentLink(document),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentLinkKeys.of(document) }),
  });
}

export function useRevokeDocumentLink(document: LinkedDocument) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: DocumentLink) => request('post', '/api/document-links/{id}/revoke', { params: { path: { id: link.id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentLinkKeys.of(document) }),
  });
}
