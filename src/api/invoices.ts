// Invoicing: fetchers, query keys and hooks for every endpoint. Every change sends the version the
// caller last saw (optimistic locking); the answer replaces the cached invoice, and lists and the
// dashboard are refetched. A 409 stale-version answer refetches the invoice, so the screen shows
// what someone else changed.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { INVOICE_PROBLEM_TYPES } from '@/config/invoicing';
import { normaliseInvoiceQuery, type InvoiceListQuery } from './invoice-query';
import { fetchAllPages, type AllPagesOptions } from './all-pages';
import { request } from './request';
import { pageFromWire } from './wire';
import type {
  Currency,
  Invoice,
  InvoiceInput,
  InvoiceListItem,
  InvoicePage,
  InvoiceSummary,
  InvoiceUpdate,
  InvoicingBusiness,
  InvoicingClient,
  PaymentRequest,
} from './types';

export interface InvoiceSummaryFilter {
  businessId?: number;
  currency?: Currency;
}

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (query: InvoiceListQuery) => [...invoiceKeys.lists(), normaliseInvoiceQuery(query)] as const,
  details: () => [...invoiceKeys.all, 'detail'] as const,
  detail: (id: number) => [...invoiceKeys.details(), id] as const,
  summaries: () => [...invoiceKeys.all, 'summary'] as const,
  summary: (filter: InvoiceSummaryFilter = {}) => [...invoiceKeys.summaries(), filter] as const,
  businesses: ['invoicing', 'businesses'] as const,
  clients: (businessId: number) => ['invoicing', 'businesses', businessId, 'clients'] as const,
};

// ---------------------------------------------------------------------------------------------
// Fetchers

export function listInvoicingBusinesses(): Promise<InvoicingBusiness[]> {
  return request('get', '/api/invoicing/businesses');
}

function listInvoicingClients(businessId: number): Promise<InvoicingClient[]> {
  return request('get', '/api/invoicing/businesses/{id}/clients', { params: { path: { id: businessId } } });
}

export async function listInvoices(query: InvoiceListQuery = {}, signal?: AbortSignal): Promise<InvoicePage> {
  return pageFromWire(
    await request('get', '/api/invoices', { params: { query: normaliseInvoiceQuery(query) }, ...(signal ? { signal } : {}) }),
  );
}

function getInvoiceSummary(filter: InvoiceSummaryFilter = {}): Promise<InvoiceSummary> {
  return request('get', '/api/invoices/summary', { params: { query: filter } });
}

export function getInvoice(id: number): Promise<Invoice> {
  return request('get', '/api/invoices/{id}', { params: { path: { id } } });
}

export function createInvoice(input: InvoiceInput): Promise<Invoice> {
  return request('post', '/api/invoices', { body: input });
}

function updateInvoice(id: number, input: InvoiceUpdate): Promise<Invoice> {
  return request('put', '/api/invoices/{id}', { params: { path: { id } }, body: input });
}

export async function deleteInvoice(id: number, version: number): Promise<void> {
  await request('delete', '/api/invoices/{id}', { params: { path: { id }, query: { version } } });
}

export function issueInvoice(id: number, version: number): Promise<Invoice> {
  return request('post', '/api/invoices/{id}/issue', { params: { path: { id } }, body: { version } });
}

function recordPayment(id: number, payment: PaymentRequest): Promise<Invoice> {
  return request('post', '/api/invoices/{id}/payments', { params: { path: { id } }, body: payment });
}

function voidInvoice(id: number, version: number, reason: string): Promise<Invoice> {
  return request('post', '/api/invoices/{id}/void', { params: { path: { id } }, body: { version, reason } });
}

function duplicateInvoice(id: number): Promise<Invoice> {
  return request('post', '/api/invoices/{id}/duplicate', { params: { path: { id } } });
}

/**
 * Every invoice matching `query` (its page and size are ignored), for the CSV export: the API has
 * no export endpoint, so this pages through the list 2,000 at a time in the query's sort order.
 */
export function fetchAllInvoices(query: InvoiceListQuery, options: AllPagesOptions = {}): Promise<InvoiceListItem[]> {
  return fetchAllPages((page, size, signal) => listInvoices({ ...query, page, size }, signal), options);
}

// ---------------------------------------------------------------------------------------------
// Problems

/** The problem `type` of a failed call (RFC 9457), or null. */
function problemTypeOf(error: unknown): string | null {
  if (!isHTTPError(error)) return null;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null && 'type' in data && typeof data.type === 'string' ? data.type : null;
}

/** Someone else changed the invoice first (409): reload it and try again. */
export const isStaleVersion = (error: unknown) => problemTypeOf(error) === INVOICE_PROBLEM_TYPES.staleVersion;
/** The invoice's status forbids the change (409). */
export const isInvalidStatus = (error: unknown) => problemTypeOf(error) === INVOICE_PROBLEM_TYPES.invalidStatus;

// ---------------------------------------------------------------------------------------------
// Queries

export const invoicingBusinessesQuery = () =>
  queryOptions({ queryKey: invoiceKeys.businesses, queryFn: listInvoicingBusinesses, staleTime: 60_000 });

export function useInvoicingBusinesses() {
  return useQuery(invoicingBusinessesQuery());
}

/** The clients of a business; idle until a business is chosen. */
export function useInvoicingClients(businessId: number | null | undefined) {
  return useQuery({
    queryKey: invoiceKeys.clients(businessId ?? 0),
    queryFn: () => listInvoicingClients(businessId ?? 0),
    enabled: typeof businessId === 'number',
    staleTime: 60_000,
  });
}

/** One page of invoices; the previous page stays on screen while the next loads. */
export function invoiceListQuery(query: InvoiceListQuery) {
  const normal = normaliseInvoiceQuery(query);
  return queryOptions({ queryKey: invoiceKeys.list(normal), queryFn: ({ signal }) => listInvoices(normal, signal) });
}

export function useInvoices(query: InvoiceListQuery, enabled = true) {
  return useQuery({ ...invoiceListQuery(query), placeholderData: keepPreviousData, enabled });
}

export function useInvoice(id: number | null | undefined) {
  return useQuery({ queryKey: invoiceKeys.detail(id ?? 0), queryFn: () => getInvoice(id ?? 0), enabled: typeof id === 'number' });
}

/** The summary's query, for a hook or a one-off read (`queryClient.fetchQuery`). */
export const invoiceSummaryQuery = (filter: InvoiceSummaryFilter = {}) =>
  queryOptions({ queryKey: invoiceKeys.summary(filter), queryFn: () => getInvoiceSummary(filter) });

export function useInvoiceSummary(filter: InvoiceSummaryFilter = {}) {
  return useQuery(invoiceSummaryQuery(filter));
}

// ---------------------------------------------------------------------------------------------
// Mutations

/** After a change: the answer is the invoice now; lists and figures are refetched. */
function afterChange(queryClient: QueryClient, invoice: Invoice, { numberTaken = false } = {}) {
  queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.summaries() }),
    // The business's next number moved on.
    numberTaken ? queryClient.invalidateQueries({ queryKey: invoiceKeys.businesses }) : undefined,
  ]);
}

/** On a 409 the cached invoice is out of date: refetch it (and the lists). */
function afterConflict(queryClient: QueryClient, id: number, error: unknown) {
  if (httpStatus(error) !== 409) return;
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
  ]);
}

const httpStatus = (error: unknown) => (isHTTPError(error) ? error.response.status : null);

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: (invoice) => afterChange(queryClient, invoice),
  });
}

export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: InvoiceUpdate }) => updateInvoice(id, input),
    onSuccess: (invoice) => afterChange(queryClient, invoice),
    onError: (error, { id }) => afterConflict(queryClient, id, error),
  });
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => deleteInvoice(id, version),
    onSuccess: (_nothing, { id }) => {
      queryClient.removeQueries({ queryKey: invoiceKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.summaries() }),
      ]);
    },
    onError: (error, { id }) => afterConflict(queryClient, id, error),
  });
}

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => issueInvoice(id, version),
    onSuccess: (invoice) => afterChange(queryClient, invoice, { numberTaken: true }),
    onError: (error, { id }) => afterConflict(queryClient, id, error),
  });
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payment }: { id: number; payment: PaymentRequest }) => recordPayment(id, payment),
    onSuccess: (invoice) => afterChange(queryClient, invoice),
    onError: (error, { id }) => afterConflict(queryClient, id, error),
  });
}

export function useVoidInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, reason }: { id: number; version: number; reason: string }) => voidInvoice(id, version, reason),
    onSuccess: (invoice) => afterChange(queryClient, invoice),
    onError: (error, { id }) => afterConflict(queryClient, id, error),
  });
}

export function useDuplicateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateInvoice,
    onSuccess: (invoice) => afterChange(queryClient, invoice),
  });
}

// ---------------------------------------------------------------------------------------------
// Editing

/** A fetched invoice as the body that would save it unchanged (to start editing a draft). */
export function invoiceInputFrom(invoice: Invoice): InvoiceInput {
  return {
    businessId: invoice.businessId,
    clientId: invoice.clientId,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    pricesIncludeGst: invoice.pricesIncludeGst,
    ...(invoice.reference !== undefined ? { reference: invoice.reference } : {}),
    ...(invoice.notes !== undefined ? { notes: invoice.notes } : {}),
    ...(invoice.paymentInstructions !== undefined ? { paymentInstructions: invoice.paymentInstructions } : {}),
    ...(invoice.discount !== undefined ? { discount: invoice.discount } : {}),
    lines: invoice.lines.map(({ description, quantity, unitPrice, taxCode, taxRate }) => ({
      description,
      quantity,
      unitPrice,
      taxCode,
      taxRate,
    })),
  };
}
