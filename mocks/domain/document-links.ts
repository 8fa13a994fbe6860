// Links that open one document for its client without signing in (docs/sending.md#links-for-the-client):
// the token, its state, what the link may open, what the client sees of the document, and the count
// of unknown tokens per client address that stops guessing (decision 270).
import type { DOCUMENT_LINK_STATE_VALUES } from '../../src/config/api-values';
import { formatDateTime } from '../../src/lib/format';
import {
  LINK_GUESS_LIMIT,
  LINK_GUESS_WINDOW_MINUTES,
  LINK_LIFE_DAYS,
  LINK_PROBLEM_TYPES,
  LINK_REUSE_MIN_DAYS_LEFT,
  LINK_TOKEN_BYTES,
  LINK_TOKEN_PATTERN,
} from '../../src/config/document-links';
import { quoteLabel } from '../../src/lib/quote-rules';
import { nowMs, today } from '../runtime/clock';
import { db, insert, type DocumentLinkRecord } from '../runtime/db';
import { problem } from '../runtime/problem';
import type { DocumentLink, PublicDocument } from '../handlers/types';
import { toCreditNote } from './credit-notes';
import { createLookups, toInvoice } from './invoice-views';
import { without } from './invoicing';
import { toQuote } from './quotes';

const DAY_MS = 86_400_000;

/** 32 bytes from the platform's cryptographic generator, base64url without padding (43 characters). */
function newLinkToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LINK_TOKEN_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

const linkExpiry = (createdMs: number) => new Date(createdMs + LINK_LIFE_DAYS * DAY_MS).toISOString();

function linkState(link: DocumentLinkRecord, now = nowMs()): (typeof DOCUMENT_LINK_STATE_VALUES)[number] {
  if (link.revokedAt !== undefined) return 'REVOKED';
  return Date.parse(link.expiresAt) <= now ? 'EXPIRED' : 'ACTIVE';
}

export function toDocumentLink(link: DocumentLinkRecord): DocumentLink {
  // The answer is the client's, shown on their page; the business reads it on the quote.
  return { ...without(link, ['answer']), state: linkState(link) };
}

const newestFirst = (a: DocumentLinkRecord, b: DocumentLinkRecord) => b.id - a.id;

/** Every link made for the document, newest first. */
export const linksOf = (documentType: DocumentLinkRecord['documentType'], documentId: number) =>
  db.documentLinks.findMany((q) => q.where({ documentType, documentId })).sort(newestFirst);

/**
 * The link an email carries: the document's active link while it has at least 30 days left, else a
 * new one, so no email carries a link about to expire. Call inside a write.
 */
export async function linkToSend(
  document: { documentType: DocumentLinkRecord['documentType']; documentId: number; businessId: number },
  createdBy: string,
): Promise<{ link: DocumentLinkRecord; made: boolean }> {
  const now = nowMs();
  const active = linksOf(document.documentType, document.documentId).find((link) => linkState(link, now) === 'ACTIVE');
  if (active && Date.parse(active.expiresAt) - now >= LINK_REUSE_MIN_DAYS_LEFT * DAY_MS) return { link: active, made: false };
  const link = await insert(db.documentLinks, (id) => ({
    id,
    ...document,
    token: newLinkToken(),
    createdBy,
    createdAt: new Date(now).toISOString(),
    expiresAt: linkExpiry(now),
  }));
  return { link, made: true };
}

interface LinkedDocument {
  businessId: number;
  /** Why no link may be made for it now, if none may. */
  refusal: string | null;
}

/** The document a link would open, or undefined when there is no such document. */
export function linkedDocument(type: DocumentLinkRecord['documentType'], id: number): LinkedDocument | undefined {
  if (type === 'INVOICE') {
    const invoice = db.invoices.findFirst((q) => q.where({ id }));
    if (!invoice) return undefined;
    const refusal =
      invoice.status === 'DRAFT'
        ? 'Issue the draft first: a client’s link opens issued invoices only.'
        : invoice.status === 'VOID'
          ? `${invoice.number ?? 'This invoice'} is void, so its client has no link to it.`
          : null;
    return { businessId: invoice.businessId, refusal };
  }
  if (type === 'QUOTE') {
    const quote = db.quotes.findFirst((q) => q.where({ id }));
    if (!quote) return undefined;
    const refusal =
      quote.status === 'DRAFT'
        ? 'Send the draft quote first: a client’s link opens sent quotes only.'
        : quote.replacedById !== undefined
          ? `${quoteLabel(quote)} was replaced by a revision: send the revision instead.`
          : null;
    return { businessId: quote.businessId, refusal };
  }
  const note = db.creditNotes.findFirst((q) => q.where({ id }));
  return note && { businessId: note.businessId, refusal: null };
}

const gone = (type: string, detail: string) => problem(410, detail, undefined, type);

/** Why the link opens nothing now (revoked, expired, its document voided or replaced), or null. */
export function publicRefusal(link: DocumentLinkRecord): Response | null {
  const state = linkState(link);
  if (state === 'REVOKED') {
    return gone(LINK_PROBLEM_TYPES.revoked, 'This link was switched off by the business that sent it. Ask them for a new one.');
  }
  if (state === 'EXPIRED') {
    return gone(
      LINK_PROBLEM_TYPES.expired,
      `This link expired on ${formatDateTime(link.expiresAt)}: links last ${LINK_LIFE_DAYS} days. Ask the business that sent it for a new one.`,
    );
  }
  if (link.documentType === 'INVOICE') {
    const invoice = db.invoices.findFirst((q) => q.where({ id: link.documentId }));
    if (invoice?.status === 'VOID') {
      return gone(
        LINK_PROBLEM_TYPES.voided,
        `Invoice ${invoice.number ?? ''} was cancelled (voided) by the business, so there is nothing to pay on it.`,
      );
    }
  }
  if (link.documentType === 'QUOTE') {
    const quote = db.quotes.findFirst((q) => q.where({ id: link.documentId }));
    const revision = quote?.replacedById === undefined ? undefined : db.quotes.findFirst((q) => q.where({ id: quote.replacedById }));
    if (quote && revision) {
      return gone(
        LINK_PROBLEM_TYPES.replaced,
        `Quote ${quoteLabel(quote)} was replaced by ${quoteLabel(revision)}. The business will send you the new quote with its own link.`,
      );
    }
  }
  return null;
}

/** Only `keys` of `record`, the ones it has: what is public is listed, so a new field stays private. */
function pick<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Pick<T, K> {
  const copy = {} as Pick<T, K>;
  for (const key of keys) if (record[key] !== undefined) copy[key] = record[key];
  return copy;
}

const AMOUNTS = ['lines', 'linesTotal', 'discountTotal', 'subtotal', 'gst', 'total', 'taxBreakdown'] as const;
const TERMS = ['issueDate', 'currency', 'pricesIncludeGst', 'reference', 'notes', 'discount', 'recipient'] as const;

/** What the business shows its clients, as its documents do: no code, contact person or bank details. */
const publicBusiness = (issuer: { name: string; addressLines: string[]; phone?: string; email?: string; gstNumber?: string }) =>
  pick(issuer, ['name', 'addressLines', 'phone', 'email', 'gstNumber']);

/**
 * The document the link opens, as its client sees it; undefined when it is gone. Who in the business
 * did what, and the records' ids, are the business's: the client sees what the PDF shows.
 */
export function publicDocument(link: DocumentLinkRecord): PublicDocument | undefined {
  const business = db.businesses.findFirst((q) => q.where({ id: link.businessId }));
  if (!business) return undefined;
  const lookups = createLookups();
  const base = { documentType: link.documentType, expiresAt: link.expiresAt, ...(link.answer ? { answer: link.answer } : {}) };
  if (link.documentType === 'INVOICE') {
    const record = db.invoices.findFirst((q) => q.where({ id: link.documentId }));
    if (!record) return undefined;
    const invoice = toInvoice(record, today(), lookups);
    return {
      ...base,
      business: publicBusiness(invoice.issuer),
      invoice: {
        ...pick(invoice, [...AMOUNTS, ...TERMS, 'status', 'overdue', 'taxInvoice', 'dueDate', 'paymentInstructions', 'paid', 'balance']),
        number: invoice.number ?? '',
        credited: invoice.credited ?? 0,
        issuer: publicBusiness(invoice.issuer),
        ...(invoice.quote ? { quote: without(invoice.quote, ['quoteId']) } : {}),
      },
    };
  }
  if (link.documentType === 'QUOTE') {
    const record = db.quotes.findFirst((q) => q.where({ id: link.documentId }));
    if (!record) return undefined;
    const quote = toQuote(record, today(), lookups);
    return {
      ...base,
      business: publicBusiness(quote.issuer),
      quote: {
        ...pick(quote, [
          ...AMOUNTS,
          ...TERMS,
          'status',
          'expired',
          'revision',
          'validUntil',
          'terms',
          'contractTotal',
          'acceptedAt',
          'declinedAt',
        ]),
        number: quote.number ?? '',
        issuer: publicBusiness(quote.issuer),
        variations: quote.variations.map((variation) =>
          pick(variation, ['reference', 'description', 'lines', 'subtotal', 'gst', 'total', 'taxBreakdown']),
        ),
      },
    };
  }
  const record = db.creditNotes.findFirst((q) => q.where({ id: link.documentId }));
  if (!record) return undefined;
  const note = toCreditNote(record);
  return {
    ...base,
    business: publicBusiness(note.issuer),
    creditNote: {
      ...pick(note, [
        'lines',
        'subtotal',
        'gst',
        'total',
        'taxBreakdown',
        'number',
        'invoiceNumber',
        'invoiceIssueDate',
        'issueDate',
        'currency',
        'kind',
        'reason',
        'taxInvoice',
        'recipient',
        'invoiceTotal',
        'invoiceGst',
        'correctedTotal',
        'correctedGst',
      ]),
      issuer: publicBusiness(note.issuer),
    },
  };
}

// Unknown tokens per client address, in fixed windows of the mock's clock. Kept in memory by each
// backend (as each instance of a Spring service would keep its own): a restart forgets them, and
// so does the mock's reset.
const WINDOW_MS = LINK_GUESS_WINDOW_MINUTES * 60_000;
/** Past this many addresses, windows that have ended are swept, so a scan from many addresses cannot grow memory for long. */
const SWEEP_AT = 10_000;
let forgotten = 0;

/** Forgets every backend's counts (the mock's reset). */
export const forgetGuesses = () => {
  forgotten += 1;
};

export interface GuessLimiter {
  /** 429 when `address` has used up its unknown tokens in this window, else null. */
  refusal: (address: string) => Response | null;
  count: (address: string) => void;
}

/**
 * One backend's counts. The key is the client's address as the server sees it (the socket peer,
 * or the right-most untrusted X-Forwarded-For hop behind trusted proxies; mocks/runtime/forwarded-for.ts):
 * a header the client writes never moves it, and every address has its own count (decision 310).
 */
export function guessLimiter(): GuessLimiter {
  const guesses = new Map<string, { windowStart: number; count: number }>();
  let seen = forgotten;
  const windowOf = (address: string, now: number) => {
    if (seen !== forgotten) {
      guesses.clear();
      seen = forgotten;
    }
    const current = guesses.get(address);
    if (current && now - current.windowStart < WINDOW_MS) return current;
    if (guesses.size >= SWEEP_AT) {
      for (const [key, each] of guesses) if (now - each.windowStart >= WINDOW_MS) guesses.delete(key);
    }
    const fresh = { windowStart: now, count: 0 };
    guesses.set(address, fresh);
    return fresh;
  };
  return {
    refusal(address) {
      const now = nowMs();
      const window = windowOf(address, now);
      if (window.count < LINK_GUESS_LIMIT) return null;
      const retryAfter = Math.max(1, Math.ceil((window.windowStart + WINDOW_MS - now) / 1000));
      return problem(
        429,
        `Too many links that do not exist were tried from your connection. Try again in ${Math.ceil(retryAfter / 60)} minutes, or open the link from the email again.`,
        undefined,
        LINK_PROBLEM_TYPES.tooManyAttempts,
        { 'Retry-After': String(retryAfter) },
      );
    },
    count(address) {
      windowOf(address, nowMs()).count += 1;
    },
  };
}

export function unknownLink(): Response {
  return problem(
    404,
    'This link is not known. Check that the whole address from the email was copied, or ask the business that sent it for a new one.',
    undefined,
    LINK_PROBLEM_TYPES.unknown,
  );
}

/** The stored link whose token this is, if the token is well formed and known. */
export function linkByToken(token: string | null): DocumentLinkRecord | undefined {
  if (token === null || !LINK_TOKEN_PATTERN.test(token)) return undefined;
  return db.documentLinks.findFirst((q) => q.where({ token }));
}
