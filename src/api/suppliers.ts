// A business's suppliers and expense accounts (openapi.yaml tag `purchases`): short lists per
// business, so not paged.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './request';
import type { ExpenseAccount, Supplier, SupplierInput } from './types';

const supplierKeys = {
  all: ['suppliers'] as const,
  of: (businessId: number) => [...supplierKeys.all, businessId] as const,
};

function listSuppliers(businessId: number): Promise<Supplier[]> {
  return request('get', '/api/businesses/{id}/suppliers', { params: { path: { id: businessId } } });
}

function createSupplier(businessId: number, input: SupplierInput): Promise<Supplier> {
  return request('post', '/api/businesses/{id}/suppliers', { params: { path: { id: businessId } }, body: input });
}

function updateSupplier(id: number, input: SupplierInput): Promise<Supplier> {
  return request('put', '/api/suppliers/{id}', { params: { path: { id } }, body: input });
}

/** The suppliers of a business, by name; idle until a business is chosen. */
export function useSuppliers(businessId: number | null | undefined) {
  return useQuery({
    queryKey: supplierKeys.of(businessId ?? 0),
    queryFn: () => listSuppliers(businessId ?? 0),
    enabled: typeof businessId === 'number',
  });
}

/** Adds a supplier to `businessId`, or replaces supplier `id`'s details. */
export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, id, input }: { businessId: number; id: number | null; input: SupplierInput }) =>
      id === null ? createSupplier(businessId, input) : updateSupplier(id, input),
    onSuccess: (_saved, { businessId }) => queryClient.invalidateQueries({ queryKey: supplierKeys.of(businessId) }),
  });
}

const accountKeys = { of: (businessId: number) => ['expense-accounts', businessId] as const };

/** The accounts a business files its purchases under, by name; idle until a business is chosen. */
export function useExpenseAccounts(businessId: number | null | undefined) {
  return useQuery({
    queryKey: accountKeys.of(businessId ?? 0),
    queryFn: (): Promise<ExpenseAccount[]> =>
      request('get', '/api/businesses/{id}/expense-accounts', { params: { path: { id: businessId ?? 0 } } }),
    enabled: typeof businessId === 'number',
  });
}

/** Adds an account to `businessId` (id null), or renames account `id`. */
export function useSaveExpenseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, id, name }: { businessId: number; id: number | null; name: string }): Promise<ExpenseAccount> =>
      id === null
        ? request('post', '/api/businesses/{id}/expense-accounts', { params: { path: { id: businessId } }, body: { name } })
        : request('put', '/api/expense-accounts/{id}', { params: { path: { id } }, body: { name } }),
    onSuccess: (_saved, { businessId }) => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.of(businessId) });
      // Bills show an account's current name.
      void queryClient.invalidateQueries({ queryKey: ['bills'] });
    },
  });
}
