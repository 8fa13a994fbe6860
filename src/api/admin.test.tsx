import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, signInAs } from '@/testing/render';
import { adminKeys, createClient, listBusinesses, listLoginUsers, useDeleteClient, useSaveBusiness } from './admin';
import { invoiceKeys, listInvoicingBusinesses } from './invoices';
import { listUsers, useCreateUser, useDeleteUser, userKeys } from './users';

/** A cache that never refetches by itself, so only invalidation marks what changed. */
async function cacheWith(...entries: Array<[readonly unknown[], () => Promise<unknown>]>) {
  const queryClient = createTestQueryClient();
  queryClient.setDefaultOptions({ queries: { staleTime: Infinity, retry: false } });
  for (const [queryKey, queryFn] of entries) await queryClient.query({ queryKey, queryFn });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const invalidated = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;
  return { wrapper, invalidated };
}

describe('admin cache after changes', () => {
  it('a new or deleted user refreshes the users, the linkable usernames and the businesses', async () => {
    await signInAs('admin');
    const { wrapper, invalidated } = await cacheWith(
      [userKeys.list(), listUsers],
      [adminKeys.loginUsers, listLoginUsers],
      [adminKeys.businesses, listBusinesses],
    );
    const create = renderHook(() => useCreateUser(), { wrapper });
    await act(() => create.result.current.mutateAsync({ username: 'kahu', email: 'kahu@example.nz', password: 'secret123' }));
    expect(invalidated(userKeys.list())).toBe(true);
    expect(invalidated(adminKeys.loginUsers)).toBe(true);
    expect(invalidated(adminKeys.businesses)).toBe(true);
  });

  it('deleting a user refreshes the businesses that linked them', async () => {
    await signInAs('admin');
    const { wrapper, invalidated } = await cacheWith([adminKeys.businesses, listBusinesses]);
    const remove = renderHook(() => useDeleteUser(), { wrapper });
    await act(() => remove.result.current.mutateAsync(2));
    expect(invalidated(adminKeys.businesses)).toBe(true);
  });

  it('a business or client change refreshes what the invoicing screens offer', async () => {
    await signInAs('admin');
    const { wrapper, invalidated } = await cacheWith(
      [adminKeys.businesses, listBusinesses],
      [invoiceKeys.businesses, listInvoicingBusinesses],
    );
    const save = renderHook(() => useSaveBusiness(), { wrapper });
    await act(() => save.result.current.mutateAsync({ id: null, input: { businessName: 'Totara Builders Ltd' } }));
    expect(invalidated(adminKeys.businesses)).toBe(true);
    expect(invalidated(invoiceKeys.businesses)).toBe(true);
  });

  it('deleting a client refreshes the invoicing lists too', async () => {
    await signInAs('admin');
    const { wrapper, invalidated } = await cacheWith([invoiceKeys.businesses, listInvoicingBusinesses]);
    // A client without invoices, so it can be deleted.
    const client = await createClient({ linkedBusinessId: 3, clientName: 'Short Lived' });
    const remove = renderHook(() => useDeleteClient(), { wrapper });
    await act(() => remove.result.current.mutateAsync(client.id));
    expect(invalidated(invoiceKeys.businesses)).toBe(true);
  });
});
