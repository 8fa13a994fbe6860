// A client's credit balance (decision 232): money in beyond the invoices a bank line paid, used on a
// later invoice or paid back. Using it changes the invoice, the statements and the credit.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from './invoices';
import { request } from './request';
import type { ClientCreditApplicationInput, ClientCreditRefundInput } from './types';

const creditKeys = {
  of: (clientId: number) => ['client-credit', clientId] as const,
};

export function useClientCredit(clientId: number, enabled = true) {
  return useQuery({
    queryKey: creditKeys.of(clientId),
    queryFn: () => request('get', '/api/clients/{id}/credit', { params: { path: { id: clientId } } }),
    enabled,
  });
}

function useCreditChange<V>(clientId: number, send: (variables: V) => ReturnType<typeof applyCredit>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (credit) => {
      queryClient.setQueryData(creditKeys.of(clientId), credit);
      void queryClient.invalidateQueries({ queryKey: ['statements'] });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    },
  });
}

const applyCredit = (clientId: number, body: ClientCreditApplicationInput) =>
  request('post', '/api/clients/{id}/credit/applications', { params: { path: { id: clientId } }, body });

export const useApplyClientCredit = (clientId: number) =>
  useCreditChange(clientId, (body: ClientCreditApplicationInput) => applyCredit(clientId, body));

export const useRefundClientCredit = (clientId: number) =>
  useCreditChange(clientId, (body: ClientCreditRefundInput) =>
    request('post', '/api/clients/{id}/credit/refunds', { params: { path: { id: clientId } }, body }),
  );
