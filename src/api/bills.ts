// Bills and expenses (openapi.yaml tag `purchases`): the list, one bill, payments made and voiding;
// a change refreshes the lists and the bill.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './request';
import type { Bill, BillPage, BillPaymentRequest, BillStatus } from './types';

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
      void queryClient.invalidateQueries({ queryKey: [...billKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['gst-returns'] });
    },
  });
}

export const useRecordBillPayment = () =>
  useBillChange(({ id, payment }: { id: number; payment: BillPaymentRequest }) =>
    request('post', '/api/bills/{id}/payments', { params: { path: { id } }, body: payment }),
  );

export const useVoidBill = () => useBillChange((id: number) => request('post', '/api/bills/{id}/void', { params: { path: { id } } }));
