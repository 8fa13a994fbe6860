// The bill hooks keep what is on screen right after a change: a supplier credit note recorded or
// voided refreshes the bill it credits (its balance and status move on the server), not only itself.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { todayIn } from '@/lib/calendar-date';
import { createTestQueryClient, signInAs } from '@/testing/render';
import { postPurchase } from '../../mocks/testing/bills';
import { useBill, useCreateBill, useVoidBill } from './bills';

const line = { description: 'Timber', quantity: '1', taxCode: 'STANDARD' as const, accountId: 1 };

describe('the bill hooks', () => {
  it('refresh the credited bill when a supplier credit note is recorded and when it is voided', async () => {
    const token = await signInAs('user');
    const billId = (await postPurchase(token, { lines: [{ ...line, unitPrice: 46000 }] })).id;
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => ({ bill: useBill(billId), create: useCreateBill(), voidBill: useVoidBill() }), { wrapper });
    await waitFor(() => expect(result.current.bill.data?.balance).toBe(46000));

    let noteId = 0;
    await act(async () => {
      const note = await result.current.create.mutateAsync({
        businessId: 1,
        kind: 'CREDIT_NOTE',
        creditsBillId: billId,
        supplierId: 1,
        date: todayIn(),
        pricesIncludeGst: true,
        approve: false,
        lines: [{ ...line, unitPrice: 11500 }],
      });
      noteId = note.id;
    });
    await waitFor(() => expect(result.current.bill.data).toMatchObject({ credited: 11500, balance: 34500, status: 'PART_PAID' }));

    await act(async () => {
      await result.current.voidBill.mutateAsync(noteId);
    });
    await waitFor(() => expect(result.current.bill.data).toMatchObject({ credited: 0, balance: 46000, status: 'AWAITING_PAYMENT' }));
  });
});
