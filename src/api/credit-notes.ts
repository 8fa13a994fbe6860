// Credit notes and refunds: fetchers, query keys and hooks (docs/invoicing.md#credit-notes).
// Issuing a credit note or a refund changes the invoice's figures, so both refetch the invoice,
// the invoice lists and the dashboard as well as the credit-note lists.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { fetchAllPages, type AllPagesOptions } from './all-pages';
import { invoiceKeys } from './invoices';
import { request } from './request';
import type { CreditNote, CreditNotePage, CreditNoteRequest, Invoice, RefundRequest } from './types';
import { pageFromWire } from './wire';

/** Filters of `GET /api/credit-notes`; every one optional, combined with AND; dates inclusive, by issue date. */
export interface CreditNoteQuery {
  businessId?: number;
  clientId?: number;
  invoiceId?: number;
  from?: string;
  to?: string;
  q?: string;
  page?: number;
  size?: number;
  /** `issueDate|number|clientName|total` and `,asc|,desc`; `issueDate,desc` by default. */
  sort?: string;
}

export const creditNoteKeys = {
  all: ['credit-notes'] as const,
  lists: () => [...creditNoteKeys.all, 'list'] as const,
  list: (query: CreditNoteQuery) => [...creditNoteKeys.lists(), query] as const,
  detail: (id: number) => [...creditNoteKeys.all, 'detail', id] as const,
};

export async function fetchCreditNotes(query: CreditNoteQuery = {}, signal?: AbortSignal): Promise<CreditNotePage> {
  return pageFromWire(await request('get', '/api/credit-notes', { params: { query }, ...(signal ? { signal } : {}) }));
}

/** Every credit note matching `query` (its page and size are ignored), 2,000 a page. */
export function fetchAllCreditNotes(query: CreditNoteQuery, options: AllPagesOptions = {}): Promise<CreditNote[]> {
  return fetchAllPages((page, size, signal) => fetchCreditNotes({ ...query, page, size }, signal), options);
}

function getCreditNote(id: number): Promise<CreditNote> {
  return request('get', '/api/credit-notes/{id}', { params: { path: { id } } });
}

function createCreditNote(invoiceId: number, body: CreditNoteRequest): Promise<CreditNote> {
  return request('post', '/api/invoices/{id}/credit-notes', { params: { path: { id: invoiceId } }, body });
}

function recordRefund(invoiceId: number, body: RefundRequest): Promise<Invoice> {
  return request('post', '/api/invoices/{id}/refunds', { params: { path: { id: invoiceId } }, body });
}

export function useCreditNotes(query: CreditNoteQuery, enabled = true) {
  return useQuery({ queryKey: creditNoteKeys.list(query), queryFn: ({ signal }) => fetchCreditNotes(query, signal), enabled });
}

export function useCreditNote(id: number | null | undefined) {
  return useQuery({ queryKey: creditNoteKeys.detail(id ?? 0), queryFn: () => getCreditNote(id ?? 0), enabled: typeof id === 'number' });
}

/** The invoice, its lists, the dashboard and the credit-note lists are out of date. */
function afterInvoiceChange(queryClient: QueryClient, invoiceId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(invoiceId) }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.summaries() }),
    queryClient.invalidateQueries({ queryKey: creditNoteKeys.lists() }),
  ]);
}

export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, body }: { invoiceId: number; body: CreditNoteRequest }) => createCreditNote(invoiceId, body),
    onSuccess: (note) => {
      queryClient.setQueryData(creditNoteKeys.detail(note.id), note);
      return afterInvoiceChange(queryClient, note.invoiceId);
    },
    // A 409 (stale, or the status changed) or a 400 (more than is left): the invoice shown is out of date.
    onError: (error, { invoiceId }) => (isHTTPError(error) ? afterInvoiceChange(queryClient, invoiceId) : undefined),
  });
}

export function useRecordRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, body }: { invoiceId: number; body: RefundRequest }) => recordRefund(invoiceId, body),
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      return afterInvoiceChange(queryClient, invoice.id);
    },
    onError: (error, { invoiceId }) => (isHTTPError(error) ? afterInvoiceChange(queryClient, invoiceId) : undefined),
  });
}
