// Bank accounts and statement imports: fetchers, query keys and hooks (docs/bank-statements.md).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { request } from './request';
import type { BankAccount, BankAccountInput, BankLineStatus, CsvColumnMapping, StatementImport } from './types';

export interface BankLineQuery {
  status?: BankLineStatus;
  page?: number;
  size?: number;
}

const bankAccountKeys = {
  all: ['bank-accounts'] as const,
  list: () => [...bankAccountKeys.all, 'list'] as const,
  detail: (id: number) => [...bankAccountKeys.all, 'detail', id] as const,
  lines: (id: number, query: BankLineQuery) => [...bankAccountKeys.all, 'lines', id, query] as const,
};

export const bankAccountsQuery = () =>
  queryOptions({ queryKey: bankAccountKeys.list(), queryFn: ({ signal }) => request('get', '/api/bank-accounts', { signal }) });

/** `enabled` false: idle (a service without bank accounts). */
export function useBankAccounts(enabled = true) {
  return useQuery({ ...bankAccountsQuery(), enabled });
}

export function useBankAccount(id: number | null) {
  return useQuery({
    queryKey: bankAccountKeys.detail(id ?? 0),
    queryFn: ({ signal }) => request('get', '/api/bank-accounts/{id}', { params: { path: { id: id ?? 0 } }, signal }),
    enabled: id !== null,
  });
}

export function useBankStatementLines(id: number, query: BankLineQuery) {
  return useQuery({
    queryKey: bankAccountKeys.lines(id, query),
    queryFn: ({ signal }) => request('get', '/api/bank-accounts/{id}/lines', { params: { path: { id }, query }, signal }),
    placeholderData: keepPreviousData,
  });
}

function afterChange(queryClient: QueryClient, account: BankAccount) {
  queryClient.setQueryData(bankAccountKeys.detail(account.id), account);
  return queryClient.invalidateQueries({ queryKey: bankAccountKeys.list() });
}

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, input }: { id: number | null; version: number; input: BankAccountInput }) =>
      id === null
        ? request('post', '/api/bank-accounts', { body: input })
        : request('put', '/api/bank-accounts/{id}', {
            params: { path: { id } },
            body: { version, name: input.name, accountNumber: input.accountNumber },
          }),
    onSuccess: (account) => afterChange(queryClient, account),
  });
}

export function useSaveCsvMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, mapping }: { id: number; mapping: CsvColumnMapping }) =>
      request('put', '/api/bank-accounts/{id}/csv-mapping', { params: { path: { id } }, body: mapping }),
    onSuccess: (account) => afterChange(queryClient, account),
  });
}

/** Imports (or, with `dryRun`, previews) lines; an import refreshes the account and its lines. */
export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StatementImport }) =>
      request('post', '/api/bank-accounts/{id}/imports', { params: { path: { id } }, body }),
    onSuccess: (result) => (result.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: bankAccountKeys.all })),
  });
}
