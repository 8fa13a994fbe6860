// Quotes: fetchers, query keys and hooks (docs/invoicing.md#quotes-and-progress-billing). Every
// change sends the version last seen; the answer replaces the cached quote and lists and figures are
// refetched. Invoicing a quote also changes the invoice lists, so it refetches those too.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invoiceKeys } from './invoices';
import { normaliseQuoteQuery, type QuoteListQuery } from './quote-query';
import { request } from './request';
import type { Invoice, Quote, QuoteClaimRequest, QuoteInput, QuotePage, QuoteUpdate, QuoteVariationInput } from './types';

export const quoteKeys = {
  all: ['quotes'] as const,
  lists: () => [...quoteKeys.all, 'list'] as const,
  list: (query: QuoteListQuery) => [...quoteKeys.lists(), normaliseQuoteQuery(query)] as const,
  detail: (id: number) => [...quoteKeys.all, 'detail', id] as const,
  summary: (businessId?: number) => [...quoteKeys.all, 'summary', businessId ?? null] as const,
};

async function listQuotes(query: QuoteListQuery, signal?: AbortSignal): Promise<QuotePage> {
  const normal = normaliseQuoteQuery(query);
  const page = await request('get', '/api/quotes', { params: { query: normal }, ...(signal ? { signal } : {}) });
  return page;
}

const getQuote = (id: number) => request('get', '/api/quotes/{id}', { params: { path: { id } } });
const path = (id: number) => ({ params: { path: { id } } });

export function quoteListQuery(query: QuoteListQuery) {
  const normal = normaliseQuoteQuery(query);
  return queryOptions({ queryKey: quoteKeys.list(normal), queryFn: ({ signal }) => listQuotes(normal, signal) });
}

/** `enabled` false: idle (a form with no business chosen yet). */
export function useQuotes(query: QuoteListQuery, enabled = true) {
  return useQuery({ ...quoteListQuery(query), placeholderData: keepPreviousData, enabled });
}

/** How often a sent quote is read again: its client may accept or decline it through its link meanwhile. */
const SENT_QUOTE_POLL_MS = 5000;

export function useQuote(id: number | null | undefined) {
  return useQuery({
    queryKey: quoteKeys.detail(id ?? 0),
    queryFn: () => getQuote(id ?? 0),
    enabled: typeof id === 'number',
    // The client's answer through the link shows without a reload (docs/sending.md#answering-a-quote).
    refetchInterval: (query) => (query.state.data?.status === 'SENT' && !query.state.data.replacedBy ? SENT_QUOTE_POLL_MS : false),
  });
}

export const quoteSummaryQuery = (businessId?: number) =>
  queryOptions({
    queryKey: quoteKeys.summary(businessId),
    queryFn: () => request('get', '/api/quotes/summary', { params: { query: businessId ? { businessId } : {} } }),
  });

/** `enabled` false: idle (a service without quotes). */
export function useQuoteSummary(businessId?: number, enabled = true) {
  return useQuery({ ...quoteSummaryQuery(businessId), enabled });
}

function afterChange(queryClient: QueryClient, quote: Quote) {
  queryClient.setQueryData(quoteKeys.detail(quote.id), quote);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: quoteKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: [...quoteKeys.all, 'summary'] }),
  ]);
}

/** A 409 means the cached quote is out of date: refetch it. */
const afterConflict = (queryClient: QueryClient, id: number) => queryClient.invalidateQueries({ queryKey: quoteKeys.detail(id) });

function useQuoteChange<V extends { id: number }>(send: (variables: V) => Promise<Quote>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (quote) => afterChange(queryClient, quote),
    onError: (_error, { id }) => afterConflict(queryClient, id),
  });
}

export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuoteInput) => request('post', '/api/quotes', { body: input }),
    onSuccess: (quote) => afterChange(queryClient, quote),
  });
}

export const useUpdateQuote = () =>
  useQuoteChange(({ id, input }: { id: number; input: QuoteUpdate }) => request('put', '/api/quotes/{id}', { ...path(id), body: input }));

export type QuoteAnswer = 'send' | 'accept' | 'decline';

/** Send, accept or decline, with the version last seen. */
export const useAnswerQuote = () =>
  useQuoteChange(({ id, version, action }: { id: number; version: number; action: QuoteAnswer }) =>
    request('post', `/api/quotes/{id}/${action}`, { ...path(id), body: { version } }),
  );

/** Revise (a new draft revision) or duplicate (a new quote): the answer is the new quote. */
export const useCopyQuote = () =>
  useQuoteChange(({ id, version, how }: { id: number; version: number; how: 'revise' | 'duplicate' }) =>
    how === 'revise'
      ? request('post', '/api/quotes/{id}/revise', { ...path(id), body: { version } })
      : request('post', '/api/quotes/{id}/duplicate', path(id)),
  );

export const useAddVariation = () =>
  useQuoteChange(({ id, input }: { id: number; input: QuoteVariationInput }) =>
    request('post', '/api/quotes/{id}/variations', { ...path(id), body: input }),
  );

export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      request('delete', '/api/quotes/{id}', { params: { path: { id }, query: { version } } }),
    onSuccess: (_nothing, { id }) => {
      queryClient.removeQueries({ queryKey: quoteKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: quoteKeys.all });
    },
    onError: (_error, { id }) => afterConflict(queryClient, id),
  });
}

/** A deposit, progress or final invoice from the quote: a new draft invoice. */
export function useInvoiceQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, claim }: { id: number; claim: QuoteClaimRequest }): Promise<Invoice> =>
      request('post', '/api/quotes/{id}/invoices', { ...path(id), body: claim }),
    onSuccess: (invoice, { id }) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.summaries() }),
      ]);
    },
    onError: (_error, { id }) => afterConflict(queryClient, id),
  });
}
