// The public page's calls (docs/sending.md#links-for-the-client): anonymous, without the app's client,
// so no session token is ever sent and nothing of the signed-in app is loaded. The link's token goes
// in the Document-Token header, never in an address the API or a proxy would log.
import { env } from '@/config/env';
import { DOCUMENT_TOKEN_HEADER } from '@/config/document-links';
import type { QuoteAcceptanceBody, QuoteDeclineBody } from '@/lib/requests/document-links';
import type { ProblemDetail, PublicDocument } from './types';

/** A refusal from the API, with what the page shows. */
export class PublicDocumentError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'PublicDocumentError';
  }
}

const CONNECTION_FAILED = 'The page could not reach the server. Check your connection and try again.';

async function send(token: string, path: string, body?: unknown): Promise<PublicDocument> {
  const address = new URL(path, env.apiBaseUrl.endsWith('/') ? env.apiBaseUrl : `${env.apiBaseUrl}/`);
  let response: Response;
  try {
    response = await fetch(address, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Accept: 'application/json, application/problem+json',
        [DOCUMENT_TOKEN_HEADER]: token,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
  } catch {
    throw new PublicDocumentError(0, 'network', CONNECTION_FAILED);
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (response.ok && parsed !== null) return parsed as PublicDocument;
  const problem = (parsed ?? {}) as Partial<ProblemDetail>;
  const fieldErrors = Object.fromEntries((problem.errors ?? []).map((each) => [each.field, each.message]));
  throw new PublicDocumentError(
    response.status,
    problem.type ?? 'about:blank',
    problem.detail ?? `The server answered ${response.status}. Try again in a moment.`,
    fieldErrors,
  );
}

export const openPublicDocument = (token: string) => send(token, 'api/public/document');
export const acceptPublicQuote = (token: string, body: QuoteAcceptanceBody) => send(token, 'api/public/document/accept', body);
export const declinePublicQuote = (token: string, body: QuoteDeclineBody) => send(token, 'api/public/document/decline', body);
