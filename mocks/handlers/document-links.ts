// Links that open one document for its client without signing in, and quotes answered through them
// (docs/sending.md#links-for-the-client): the business makes, lists and revokes them; anyone holding a
// token opens its document and, for a quote, accepts or declines it. Tokens travel in a header.
import { http, HttpResponse } from 'msw';
import { DOCUMENT_LINK_TYPE_VALUES } from '../../src/config/api-values';
import { DOCUMENT_TOKEN_HEADER, LINK_PROBLEM_TYPES } from '../../src/config/document-links';
import { INVOICE_PROBLEM_TYPES } from '../../src/config/invoicing';
import { QUOTE_PROBLEM_TYPES } from '../../src/config/quotes';
import { formatDate } from '../../src/lib/calendar-date';
import { formatDateTime } from '../../src/lib/format';
import { quoteLabel } from '../../src/lib/quote-rules';
import { documentLinkRequest, quoteAcceptance, quoteDecline } from '../../src/lib/requests/document-links';
import { nowIso, today } from '../runtime/clock';
import { db, serialise, type DocumentLinkRecord } from '../runtime/db';
import { notFound, problem } from '../runtime/problem';
import {
  guessLimiter,
  linkByToken,
  linkedDocument,
  linksOf,
  linkToSend,
  publicDocument,
  publicRefusal,
  toDocumentLink,
  unknownLink,
  type GuessLimiter,
} from '../domain/document-links';
import { mayInvoiceFor } from '../domain/invoicing';
import { expiredOf } from '../domain/quotes';
import type { Principal } from '../runtime/auth';
import { clientAddressOf } from '../runtime/client-address';
import { isRefusal, oneAtATime, parseId, readBody, type Refusal } from './http-utils';
import { forbiddenBusiness, signedIn } from './invoice-common';
import { fieldProblem } from './invoice-requests';
import { saveQuote } from './quote-common';
import type { DocumentLinkList, PublicDocument, UrlFor } from './types';

const LINK_TYPES: readonly string[] = DOCUMENT_LINK_TYPE_VALUES;

/** The business of the document, if the caller may invoice for it. */
function allowedBusiness(principal: Principal, businessId: number): Refusal | null {
  const business = db.businesses.findFirst((q) => q.where({ id: businessId }));
  if (!business) return { refusal: notFound('Business') };
  return mayInvoiceFor(principal.user, business) ? null : { refusal: forbiddenBusiness(business) };
}

/**
 * The public call's link: 429 while the caller's guessing is refused (a good token too: else a guesser
 * would go on and read the 200s), 404 (counted) for an unknown token, 410 when it opens nothing.
 */
function publicLink(request: Request, limiter: GuessLimiter): { link: DocumentLinkRecord } | Refusal {
  const address = clientAddressOf(request);
  const limited = limiter.refusal(address);
  if (limited) return { refusal: limited };
  const link = linkByToken(request.headers.get(DOCUMENT_TOKEN_HEADER));
  if (!link) {
    limiter.count(address);
    return { refusal: unknownLink() };
  }
  const refusal = publicRefusal(link);
  return refusal ? { refusal } : { link };
}

function publicAnswer(link: DocumentLinkRecord): Response {
  const doc = publicDocument(link);
  return doc ? HttpResponse.json<PublicDocument>(doc) : unknownLink();
}

/**
 * Every public answer, refusals too, is the token's alone: no cache keeps it, and a cache that
 * ignores no-store still keys it by the token's header, not just the one shared address.
 */
function uncached(resolve: (request: Request) => Response | Promise<Response>) {
  return async ({ request }: { request: Request }) => {
    const answer = await resolve(request);
    const headers = new Headers(answer.headers);
    headers.set('Cache-Control', 'no-store');
    headers.append('Vary', DOCUMENT_TOKEN_HEADER);
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
  };
}

type Outcome = 'ACCEPTED' | 'DECLINED';

/** Accepts or declines the quote a link opens, one write at a time, so parallel answers record one. */
function answerQuote(outcome: Outcome, limiter: GuessLimiter) {
  return (request: Request) =>
    serialise(async () => {
      const found = publicLink(request, limiter);
      if (isRefusal(found)) return found.refusal;
      const { link } = found;
      const sent = outcome === 'ACCEPTED' ? await readBody(request, quoteAcceptance) : await readBody(request, quoteDecline);
      if (isRefusal(sent)) return sent.refusal;
      const body: { name: string; reason?: string } = sent.body;
      if (link.documentType !== 'QUOTE') {
        return problem(
          409,
          'Only a quote is accepted or declined; this link opens another document.',
          undefined,
          INVOICE_PROBLEM_TYPES.invalidStatus,
        );
      }
      const record = db.quotes.findFirst((q) => q.where({ id: link.documentId }));
      if (!record) return unknownLink();
      const label = quoteLabel(record);
      if (record.status !== 'SENT') {
        const at = record.status === 'ACCEPTED' ? record.acceptedAt : record.declinedAt;
        const words = record.status === 'ACCEPTED' ? 'accepted' : 'declined';
        return problem(
          409,
          `Quote ${label} was already ${words}${at ? ` on ${formatDateTime(at)}` : ''}. Nothing more was recorded.`,
          undefined,
          LINK_PROBLEM_TYPES.answered,
        );
      }
      if (outcome === 'ACCEPTED' && expiredOf(record, today())) {
        return problem(
          409,
          `Quote ${label} expired on ${formatDate(record.validUntil)}, so it can no longer be accepted. Ask the business for a new quote.`,
          undefined,
          QUOTE_PROBLEM_TYPES.expired,
        );
      }
      const name = body.name.trim();
      const reason = body.reason?.trim();
      const at = nowIso();
      const detail =
        outcome === 'ACCEPTED'
          ? `Accepted online by ${name} at ${formatDateTime(at)}.`
          : `Declined online by ${name} at ${formatDateTime(at)}: ${reason ?? ''}`;
      await saveQuote(
        { record, actor: name, at },
        [outcome, detail],
        outcome === 'ACCEPTED' ? { status: outcome, acceptedAt: at } : { status: outcome, declinedAt: at },
      );
      const answered = await db.documentLinks.update((q) => q.where({ id: link.id }), {
        data(draft) {
          draft.answer = { outcome, name, at, ...(reason !== undefined ? { reason } : {}) };
        },
      });
      return publicAnswer(answered ?? link);
    });
}

export function documentLinkHandlers(url: UrlFor) {
  const limiter = guessLimiter();
  return [
    http.get(
      url('/api/document-links'),
      signedIn(({ principal, request }) => {
        const params = new URL(request.url).searchParams;
        const type = params.get('documentType') ?? '';
        if (!LINK_TYPES.includes(type)) return fieldProblem('documentType', `Choose one of ${DOCUMENT_LINK_TYPE_VALUES.join(', ')}.`);
        const rawId = params.get('documentId') ?? '';
        // Any int64 id is a fair question (an unknown one is 404); anything else names the parameter.
        if (!/^\d{1,19}$/.test(rawId) || Number(rawId) < 1) return fieldProblem('documentId', 'Send the document’s id.');
        const id = Number(rawId);
        const documentType = type as DocumentLinkRecord['documentType'];
        const doc = linkedDocument(documentType, id);
        if (!doc) return notFound('Document');
        const refused = allowedBusiness(principal, doc.businessId);
        if (refused) return refused.refusal;
        return HttpResponse.json<DocumentLinkList>({ links: linksOf(documentType, id).map(toDocumentLink) });
      }),
    ),

    http.post(
      url('/api/document-links'),
      oneAtATime(
        signedIn(async ({ principal, request }) => {
          const sent = await readBody(request, documentLinkRequest);
          if (isRefusal(sent)) return sent.refusal;
          const { documentType, documentId } = sent.body;
          const doc = linkedDocument(documentType, documentId);
          if (!doc) return notFound('Document');
          const refused = allowedBusiness(principal, doc.businessId);
          if (refused) return refused.refusal;
          if (doc.refusal !== null) return problem(409, doc.refusal, undefined, INVOICE_PROBLEM_TYPES.invalidStatus);
          const { link, made } = await linkToSend({ documentType, documentId, businessId: doc.businessId }, principal.user.username);
          if (!made) return HttpResponse.json(toDocumentLink(link));
          return HttpResponse.json(toDocumentLink(link), { status: 201 });
        }),
      ),
    ),

    http.post(
      url('/api/document-links/:id/revoke'),
      oneAtATime(
        signedIn(async ({ principal, params }) => {
          const id = parseId(params.id);
          const link = id === null ? undefined : db.documentLinks.findFirst((q) => q.where({ id }));
          if (!link) return notFound('Link');
          const refused = allowedBusiness(principal, link.businessId);
          if (refused) return refused.refusal;
          if (link.revokedAt !== undefined) return HttpResponse.json(toDocumentLink(link));
          const revoked = await db.documentLinks.update((q) => q.where({ id: link.id }), {
            data(draft) {
              draft.revokedAt = nowIso();
              draft.revokedBy = principal.user.username;
            },
          });
          return HttpResponse.json(toDocumentLink(revoked ?? link));
        }),
      ),
    ),

    http.get(
      url('/api/public/document'),
      uncached((request) => {
        const found = publicLink(request, limiter);
        return isRefusal(found) ? found.refusal : publicAnswer(found.link);
      }),
    ),

    http.post(url('/api/public/document/accept'), uncached(answerQuote('ACCEPTED', limiter))),
    http.post(url('/api/public/document/decline'), uncached(answerQuote('DECLINED', limiter))),
  ];
}
