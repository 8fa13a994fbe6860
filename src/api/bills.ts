// Bills and expenses (openapi.yaml tag `purchases`): the list, one bill, payments made and voiding,
// and receipts (files: multipart up, bytes down, so through ky itself rather than the JSON `request`);
// a change refreshes the lists and the bill (and, for a supplier credit note, the bill it credits).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, fillPath } from './api-path';
import { api } from './client';
import { request } from './request';
import type { Bill, BillInput, BillPage, BillPaymentRequest, BillStatus, Receipt } from './types';

export interface BillListQuery {
  businessId?: number;
  status?: BillStatus;
  page: number;
  size: number;
}

const billKeys = {
  all: ['bills'] as const,
  list: (query: BillListQuery) => [...billKeys.all, 'list', query] as const,
  one: (id: number) => [...billKeys.all, 'one', id] as const,
};

function listBills(query: BillListQuery): Promise<BillPage> {
  return request('get', '/api/bills', { params: { query } });
}

function getBill(id: number): Promise<Bill> {
  return request('get', '/api/bills/{id}', { params: { path: { id } } });
}

export function useBills(query: BillListQuery) {
  return useQuery({ queryKey: billKeys.list(query), queryFn: () => listBills(query), placeholderData: keepPreviousData });
}

export function useBill(id: number | null) {
  return useQuery({ queryKey: billKeys.one(id ?? 0), queryFn: () => getBill(id ?? 0), enabled: id !== null });
}

function useBillChange<V>(send: (variables: V) => Promise<Bill>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (bill) => {
      queryClient.setQueryData(billKeys.one(bill.id), bill);
      // A supplier credit note recorded or voided moves its bill's balance and status.
      if (bill.creditsBillId !== undefined) void queryClient.invalidateQueries({ queryKey: billKeys.one(bill.creditsBillId) });
      void queryClient.invalidateQueries({ queryKey: [...billKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['gst-returns'] });
    },
  });
}

/** Records a bill or expense (the bill editor's Save). */
export const useCreateBill = () => useBillChange((input: BillInput) => request('post', '/api/bills', { body: input }));

/** Replaces a bill without payments (the bill editor's Save on a draft or an unpaid bill). */
export const useUpdateBill = () =>
  useBillChange(({ id, input }: { id: number; input: BillInput }) =>
    request('put', '/api/bills/{id}', { params: { path: { id } }, body: input }),
  );

export const useRecordBillPayment = () =>
  useBillChange(({ id, payment }: { id: number; payment: BillPaymentRequest }) =>
    request('post', '/api/bills/{id}/payments', { params: { path: { id } }, body: payment }),
  );

export const useVoidBill = () => useBillChange((id: number) => request('post', '/api/bills/{id}/void', { params: { path: { id } } }));

const receiptPath = (billId: number, receiptId?: number) =>
  apiPath(
    receiptId === undefined
      ? fillPath('/api/bills/{id}/receipts', { id: billId })
      : fillPath('/api/bills/{id}/receipts/{receiptId}', { id: billId, receiptId }),
  );

/** openapi.yaml attachReceipt: one file, in the multipart part named `file`. */
function attachReceipt({ billId, file, fileName }: { billId: number; file: Blob; fileName: string }): Promise<Receipt> {
  const form = new FormData();
  form.set('file', file, fileName);
  return api.post(receiptPath(billId), { body: form, headers: { Accept: 'application/json, application/problem+json' } }).json<Receipt>();
}

/** A receipt's file (openapi.yaml getReceipt), typed by the server's Content-Type. */
export function fetchReceiptFile(billId: number, receiptId: number): Promise<Blob> {
  return api.get(receiptPath(billId, receiptId)).blob();
}

function useReceiptChange<V>(send: (variables: V) => Promise<unknown>, billIdOf: (variables: V) => number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: (_answer, _error, variables) => queryClient.invalidateQueries({ queryKey: billKeys.one(billIdOf(variables)) }),
  });
}

export const useAttachReceipt = () => useReceiptChange(attachReceipt, (variables) => variables.billId);

export const useRemoveReceipt = () =>
  useReceiptChange(
    ({ billId, receiptId }: { billId: number; receiptId: number }) =>
      request('delete', '/api/bills/{id}/receipts/{receiptId}', { params: { path: { id: billId, receiptId } } }),
    (variables) => variables.billId,
  );
