// Matching statement lines to invoices and bills: everything the match screen reads (all the
// account's lines, the business's open invoices and bills, its expense accounts and suppliers) and
// the confirm and undo calls (docs/bank-statements.md#matching).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchAllPages } from './all-pages';
import { fetchAllInvoices, invoiceKeys } from './invoices';
import { request } from './request';
import type { BankMatchesInput, BankMatchInput, BillListItem, ExpenseAccount } from './types';

const matchKeys = {
  lines: (accountId: number) => ['bank-accounts', 'all-lines', accountId] as const,
  openInvoices: (businessId: number) => [...invoiceKeys.lists(), 'open-for-matching', businessId] as const,
  openBills: (businessId: number) => ['bills', 'list', 'open-for-matching', businessId] as const,
  expenseAccounts: (businessId: number) => ['expense-accounts', businessId] as const,
};

/** Every statement line of the account (the screen needs all of them for the balances). */
export function useAllBankLines(accountId: number) {
  return useQuery({
    queryKey: matchKeys.lines(accountId),
    queryFn: ({ signal }) =>
      fetchAllPages(
        (page, size, pageSignal) =>
          request('get', '/api/bank-accounts/{id}/lines', {
            params: { path: { id: accountId }, query: { page, size } },
            signal: pageSignal,
          }),
        { signal },
      ),
  });
}

/** The business's invoices that can still be paid; `enabled` false: idle (a service without invoices). */
export function useOpenInvoices(businessId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: matchKeys.openInvoices(businessId),
    queryFn: ({ signal }) => fetchAllInvoices({ businessId, status: ['ISSUED', 'PARTIALLY_PAID'], sort: 'issueDate,asc' }, { signal }),
  });
}

/** The business's bills awaiting payment, in part or whole; `enabled` false: idle (a service without purchases). */
export function useOpenBills(businessId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: matchKeys.openBills(businessId),
    queryFn: async ({ signal }): Promise<BillListItem[]> => {
      const of = (status: 'AWAITING_PAYMENT' | 'PART_PAID') =>
        fetchAllPages(
          (page, size, pageSignal) =>
            request('get', '/api/bills', {
              params: { query: { businessId, status, page, size: Math.min(size, 200) } },
              signal: pageSignal,
            }),
          { signal },
        );
      const [awaiting, part] = await Promise.all([of('AWAITING_PAYMENT'), of('PART_PAID')]);
      return [...awaiting, ...part];
    },
  });
}

/** The business's expense accounts, for an expense recorded from a line; `enabled` false: idle (no purchases). */
export function useExpenseAccounts(businessId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: matchKeys.expenseAccounts(businessId),
    queryFn: (): Promise<ExpenseAccount[]> =>
      request('get', '/api/businesses/{id}/expense-accounts', { params: { path: { id: businessId } } }),
  });
}

/** A confirm or an undo changes the account, its lines and invoices: everything is read again. */
const afterMatch = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['bank-accounts'] }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['bills'] }),
    queryClient.invalidateQueries({ queryKey: ['suppliers'] }),
    queryClient.invalidateQueries({ queryKey: ['client-credit'] }),
    queryClient.invalidateQueries({ queryKey: ['gst-returns'] }),
  ]);

export function useConfirmMatches(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankMatchesInput) =>
      request('post', '/api/bank-accounts/{id}/matches', { params: { path: { id: accountId } }, body }),
    onSuccess: () => afterMatch(queryClient),
  });
}

export function useConfirmMatch(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, ...body }: BankMatchInput & { lineId: number }) =>
      request('post', '/api/bank-accounts/{id}/lines/{lineId}/match', {
        params: { path: { id: accountId, lineId } },
        body,
      }),
    onSuccess: () => afterMatch(queryClient),
  });
}

export function useUndoMatch(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineId: number) =>
      request('delete', '/api/bank-accounts/{id}/lines/{lineId}/match', { params: { path: { id: accountId, lineId } } }),
    onSuccess: () => afterMatch(queryClient),
  });
}
