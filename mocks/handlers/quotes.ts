// Quote endpoints: lists, the dashboard figure, drafts (create, read, replace, delete, duplicate);
// send, accept, decline, revise, variations and invoicing are in quote-lifecycle.ts.
import { http, HttpResponse } from 'msw';
import { addDays, daysBetween } from '../../src/lib/calendar-date';
import { quoteLabel } from '../../src/lib/quote-rules';
import type { Principal } from '../runtime/auth';
import { db, type QuoteRecord } from '../runtime/db';
import { createLookups } from '../domain/invoice-views';
import { without } from '../domain/invoicing';
import { queryQuotes, summariseQuotes } from '../domain/quotes';
import { isRefusal, oneAtATime, readBody, type Refusal } from './http-utils';
import { today } from '../runtime/clock';
import { keepsParties, signedIn } from './invoice-common';
import { businessIdParameter, fieldProblem, versionParameter } from './invoice-requests';
import { quoteRequest, quoteUpdateRequest } from '../../src/lib/requests/documents';
import { draftFrom, scope } from './invoices';
import { changeQuote, createdQuote, insertQuote, onQuote, quoteAnswer, readQuoteQuery, saveQuote, type QuoteBody } from './quote-common';
import { quoteLifecycleHandlers } from './quote-lifecycle';
import type { QuotePage, QuoteSummary, UrlFor } from './types';

type QuoteContent = Pick<
  QuoteRecord,
  | 'businessId'
  | 'clientId'
  | 'issueDate'
  | 'validUntil'
  | 'currency'
  | 'pricesIncludeGst'
  | 'reference'
  | 'notes'
  | 'terms'
  | 'discount'
  | 'lines'
  | 'linesTotal'
  | 'discountTotal'
  | 'subtotal'
  | 'gst'
  | 'total'
  | 'taxBreakdown'
>;

/** Checks the business and client a draft quote names (the shared schema checked the rest), and prices it as an invoice draft. */
function quoteFrom(principal: Principal, body: QuoteBody): { content: QuoteContent } | Refusal {
  const draft = draftFrom(principal, { ...body, dueDate: body.validUntil });
  if (isRefusal(draft)) return draft;
  const priced = without(draft.priced, ['dueDate', 'paymentInstructions']);
  const terms = body.terms?.trim();
  return { content: { ...priced, validUntil: body.validUntil, ...(terms ? { terms } : {}) } };
}

export function quoteHandlers(url: UrlFor) {
  return [
    http.get(
      url('/api/quotes/summary'),
      signedIn(({ principal, request }) => {
        const businessId = businessIdParameter(new URL(request.url).searchParams);
        if (businessId === null) return fieldProblem('businessId', 'The business id must be a whole number from 1.');
        const allowed = scope(principal, businessId);
        if (isRefusal(allowed)) return allowed.refusal;
        return HttpResponse.json<QuoteSummary>(summariseQuotes(allowed, today()));
      }),
    ),

    http.get(
      url('/api/quotes'),
      signedIn(({ principal, request }) => {
        const query = readQuoteQuery(new URL(request.url).searchParams);
        if (isRefusal(query)) return query.refusal;
        const allowed = scope(principal, query.businessId);
        if (isRefusal(allowed)) return allowed.refusal;
        return HttpResponse.json<QuotePage>(queryQuotes(query, allowed, today(), createLookups()));
      }),
    ),

    http.post(
      url('/api/quotes'),
      oneAtATime(
        signedIn(async ({ principal, request }) => {
          const parsed = await readBody(request, quoteRequest);
          if (isRefusal(parsed)) return parsed.refusal;
          const quote = quoteFrom(principal, parsed.body);
          if (isRefusal(quote)) return quote.refusal;
          return createdQuote(await insertQuote({ ...quote.content, revision: 1 }, principal.user.username, 'Draft quote created.'));
        }),
      ),
    ),

    http.get(
      url('/api/quotes/:id'),
      onQuote(({ record }) => quoteAnswer(record)),
    ),

    http.put(
      url('/api/quotes/:id'),
      changeQuote(
        'edit',
        (request) => readBody(request, quoteUpdateRequest),
        async (change) => {
          if (change.record.number !== undefined || change.record.revisionOfId !== undefined) {
            const moved = keepsParties(change.record, change.body, `A revision of quote ${change.record.number ?? ''}`.trim());
            if (moved) return moved;
          }
          const quote = quoteFrom(change.principal, change.body);
          if (isRefusal(quote)) return quote.refusal;
          const cleared = ['reference', 'notes', 'terms', 'discount'] as const;
          return quoteAnswer(await saveQuote(change, ['UPDATED', 'Draft updated.'], quote.content, cleared));
        },
      ),
    ),

    http.delete(
      url('/api/quotes/:id'),
      changeQuote('delete', versionParameter, async ({ record }) => {
        db.quotes.delete((q) => q.where({ id: record.id }));
        // A deleted revision gives its original back its place.
        if (record.revisionOfId !== undefined) {
          await db.quotes.update((q) => q.where({ id: record.revisionOfId }), {
            data(draft) {
              Reflect.deleteProperty(draft, 'replacedById');
            },
          });
        }
        return new HttpResponse(null, { status: 204 });
      }),
    ),

    http.post(
      url('/api/quotes/:id/duplicate'),
      oneAtATime(
        onQuote(async ({ principal, record: source }) => {
          const issueDate = today();
          const validUntil = addDays(issueDate, Math.max(0, daysBetween(source.issueDate, source.validUntil)));
          const content = without(structuredClone(source), [
            'id',
            'version',
            'status',
            'number',
            'sequence',
            'reference',
            'revisionOfId',
            'replacedById',
            'issuerSnapshot',
            'recipientSnapshot',
            'variations',
            'events',
            'createdBy',
            'createdAt',
            'updatedAt',
            'sentAt',
            'acceptedAt',
            'declinedAt',
          ]);
          const detail = `Draft quote created as a copy of ${quoteLabel(source)}.`;
          return createdQuote(await insertQuote({ ...content, issueDate, validUntil, revision: 1 }, principal.user.username, detail));
        }),
      ),
    ),

    ...quoteLifecycleHandlers(url),
  ];
}
