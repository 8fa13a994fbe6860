// What every quote endpoint shares: the quote the path names (404, or 403 for a business the
// caller may not invoice for), a change run one write at a time with its version and status
// checked, storing it with its event, and the request bodies and list query.
import { HttpResponse } from 'msw';
import { INVOICE_MAX_PAGE_SIZE, INVOICE_PAGE_SIZE } from '../../src/config/invoicing';
import { QUOTE_PROBLEM_TYPES, QUOTE_SORT_PROPERTIES } from '../../src/config/quotes';
import { QUOTE_STATUS_FILTER_VALUES } from '../../src/config/api-values';
import { canDoQuote, quoteLabel, type QuoteAction } from '../../src/lib/quote-rules';
import type { Principal } from '../runtime/auth';
import { db, insert, replaceWith, type QuoteRecord } from '../runtime/db';
import { isAdmin, mayInvoiceFor, PROBLEM_TYPES } from '../domain/invoicing';
import { notFound, problem } from '../runtime/problem';
import { expiredOf, toQuote, type QuoteQuery, type QuoteSortProperty, type QuoteStatusFilter } from '../domain/quotes';
import { isRefusal, oneAtATime, parseId, type Params, type Refusal, type Resolver } from './http-utils';
import { nowIso, today } from '../runtime/clock';
import { forbiddenBusiness, signedIn } from './invoice-common';
import { fieldProblem, readQuery } from './invoice-requests';
import type { Quote } from './types';

type Answer = Response | Promise<Response>;
type QuoteEvent = QuoteRecord['events'][number];

export type { QuoteRequestBody as QuoteBody } from '../../src/lib/requests/documents';

function findQuote(principal: Principal, rawId: Params[string] | undefined): { record: QuoteRecord } | Refusal {
  const id = parseId(rawId);
  const record = id === null ? undefined : db.quotes.findFirst((q) => q.where({ id }));
  if (!record) return { refusal: notFound('Quote') };
  const business = db.businesses.findFirst((q) => q.where({ id: record.businessId }));
  if (business ? !mayInvoiceFor(principal.user, business) : !isAdmin(principal.user)) {
    return { refusal: business ? forbiddenBusiness(business) : problem(403, 'You may not invoice for this business.') };
  }
  return { record };
}

export function onQuote(answer: (found: { principal: Principal; record: QuoteRecord; request: Request }) => Answer): Resolver {
  return signedIn(({ principal, params, request }) => {
    const found = findQuote(principal, params.id);
    return isRefusal(found) ? found.refusal : answer({ principal, record: found.record, request });
  });
}

export interface QuoteChange<B> {
  principal: Principal;
  record: QuoteRecord;
  body: B;
  actor: string;
  at: string;
}

/** A change to the quote the path names, one write at a time, its version and status checked first. */
export function changeQuote<B extends { version?: number | undefined }>(
  action: QuoteAction,
  read: (request: Request) => Promise<{ body: B } | Refusal>,
  answer: (change: QuoteChange<B>) => Answer,
): Resolver {
  return oneAtATime(
    signedIn(async ({ principal, request, params }) => {
      const sent = await read(request);
      if (isRefusal(sent)) return sent.refusal;
      const found = findQuote(principal, params.id);
      if (isRefusal(found)) return found.refusal;
      const refusal = quoteRefusal(found.record, sent.body.version ?? null, action);
      if (refusal) return refusal;
      return answer({ principal, record: found.record, body: sent.body, actor: principal.user.username, at: nowIso() });
    }),
  );
}

const STATUS_WORDS: Record<QuoteRecord['status'], string> = { DRAFT: 'a draft', SENT: 'sent', ACCEPTED: 'accepted', DECLINED: 'declined' };

/** Why `action` is refused on the quote now (stale version, replaced, expired, status), or null. */
function quoteRefusal(record: QuoteRecord, sentVersion: number | null, action: QuoteAction): Response | null {
  const label = quoteLabel(record);
  if (sentVersion !== null && sentVersion !== record.version) {
    return problem(
      409,
      `This quote was changed by someone else since you opened it (version ${sentVersion}, now ${record.version}). Reload it to see the changes.`,
      undefined,
      PROBLEM_TYPES.staleVersion,
    );
  }
  const replacedBy = record.replacedById === undefined ? undefined : db.quotes.findFirst((q) => q.where({ id: record.replacedById }));
  if (replacedBy && (action === 'accept' || action === 'decline' || action === 'revise')) {
    return problem(
      409,
      `${label} was replaced by ${quoteLabel(replacedBy)}, so it can no longer be accepted, declined or revised.`,
      undefined,
      QUOTE_PROBLEM_TYPES.replaced,
    );
  }
  if (action === 'accept' && record.status === 'SENT' && expiredOf(record, today())) {
    return problem(
      409,
      `${label} expired on ${record.validUntil}, so it can no longer be accepted. Revise it with a new valid-until date.`,
      undefined,
      QUOTE_PROBLEM_TYPES.expired,
    );
  }
  if (canDoQuote(action, { status: record.status, replaced: replacedBy !== undefined })) return null;
  const reasons: Record<QuoteAction, string> = {
    edit: `${label} is ${STATUS_WORDS[record.status]} and can no longer be changed. Revise it instead.`,
    delete: `${label} is ${STATUS_WORDS[record.status]}, so it cannot be deleted.`,
    send: `${label} is already ${STATUS_WORDS[record.status]}.`,
    accept: `${label} is ${STATUS_WORDS[record.status]}; only a sent quote can be accepted.`,
    decline: `${label} is ${STATUS_WORDS[record.status]}; only a sent quote can be declined.`,
    revise: `${label} is ${STATUS_WORDS[record.status]}; only a sent quote can be revised.`,
    addVariation: `${label} is ${STATUS_WORDS[record.status]}; variations are added to accepted quotes.`,
    invoice: `${label} is ${STATUS_WORDS[record.status]}; only an accepted quote can be invoiced.`,
  };
  return problem(409, reasons[action], undefined, PROBLEM_TYPES.invalidStatus);
}

const event = (type: QuoteEvent['type'], actor: string, detail: string, at: string): QuoteEvent => ({ type, actor, at, detail });

export const quoteAnswer = (record: QuoteRecord, init?: ResponseInit) => HttpResponse.json<Quote>(toQuote(record, today()), init);

export const createdQuote = (record: QuoteRecord) =>
  quoteAnswer(record, { status: 201, headers: { Location: `/api/quotes/${record.id}` } });

type NewQuote = Omit<QuoteRecord, 'id' | 'version' | 'status' | 'events' | 'variations' | 'createdBy' | 'createdAt' | 'updatedAt'>;

/** Stores a new draft quote (call inside a write). */
export function insertQuote(content: NewQuote, actor: string, detail: string): Promise<QuoteRecord> {
  const at = nowIso();
  return insert(db.quotes, (id) => ({
    ...content,
    id,
    version: 0,
    status: 'DRAFT' as const,
    variations: [],
    events: [event('CREATED', actor, detail, at)],
    createdBy: actor,
    createdAt: at,
    updatedAt: at,
  }));
}

/** Stores `changes` as the quote's next version with its event; `cleared` optional fields are removed first. */
export async function saveQuote(
  { record, actor, at }: Pick<QuoteChange<unknown>, 'record' | 'actor' | 'at'>,
  [type, detail]: [QuoteEvent['type'], string],
  changes: Partial<QuoteRecord>,
  cleared: ReadonlyArray<keyof QuoteRecord> = [],
): Promise<QuoteRecord> {
  const base = structuredClone({ ...record });
  for (const key of cleared) Reflect.deleteProperty(base, key);
  const next: QuoteRecord = {
    ...base,
    ...changes,
    version: record.version + 1,
    updatedAt: at,
    events: [...record.events, event(type, actor, detail, at)],
  };
  const updated = await db.quotes.update((q) => q.where({ id: record.id }), replaceWith(next));
  if (!updated) throw new Error(`Quote ${record.id} vanished while being updated.`);
  return updated;
}

const QUOTE_STATUS_FILTERS: readonly string[] = QUOTE_STATUS_FILTER_VALUES;

/** The quote list's query: the invoice list's rules, with the quote's own sort properties and statuses. */
export function readQuoteQuery(params: URLSearchParams): QuoteQuery | Refusal {
  const sortText = params.get('sort') ?? 'issueDate,desc';
  const [property, direction = 'asc', ...rest] = sortText.split(',');
  if (!(QUOTE_SORT_PROPERTIES as readonly string[]).includes(property ?? '') || !['asc', 'desc'].includes(direction) || rest.length > 0) {
    return { refusal: fieldProblem('sort', `Sort by one of ${QUOTE_SORT_PROPERTIES.join(', ')}, then asc or desc, e.g. issueDate,desc.`) };
  }
  const statuses = params
    .getAll('status')
    .flatMap((value) => value.split(','))
    .filter(Boolean);
  const unknown = statuses.find((status) => !QUOTE_STATUS_FILTERS.includes(status));
  if (unknown !== undefined)
    return { refusal: fieldProblem('status', `Unknown status '${unknown}'. Use ${QUOTE_STATUS_FILTERS.join(', ')}.`) };
  // The rest (page, size, business, client, dates, search) reads as the invoice list's.
  const rest2 = new URLSearchParams(params);
  rest2.delete('sort');
  rest2.delete('status');
  const common = readQuery(rest2);
  if (isRefusal(common)) return common;
  return {
    ...common,
    size: Math.min(common.size || INVOICE_PAGE_SIZE, INVOICE_MAX_PAGE_SIZE),
    sort: { property: property as QuoteSortProperty, direction: direction as 'asc' | 'desc' },
    statuses: statuses as QuoteStatusFilter[],
  };
}
