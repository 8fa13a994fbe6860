import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/calendar-date';
import { calculateInvoice } from '@/lib/invoice-math';
import { createTestQueryClient, signInAs } from '@/testing/render';
import {
  createInvoice,
  fetchAllInvoices,
  getInvoice,
  invoiceInputFrom,
  invoiceKeys,
  isInvalidStatus,
  isStaleVersion,
  issueInvoice,
  listInvoices,
  useCreateInvoice,
  useDeleteInvoice,
  useDuplicateInvoice,
  useInvoice,
  useInvoiceSummary,
  useInvoices,
  useInvoicingBusinesses,
  useInvoicingClients,
  useIssueInvoice,
  useRecordPayment,
  useUpdateInvoice,
  useVoidInvoice,
} from './invoices';
import type { InvoiceInput } from './types';

const today = todayIn();
const input: InvoiceInput = {
  businessId: 1,
  clientId: 1,
  issueDate: today,
  dueDate: addDays(today, 14),
  pricesIncludeGst: false,
  lines: [
    { description: 'Tiling labour (m²)', quantity: '12.5', unitPrice: 8500, taxCode: 'STANDARD' },
    { description: 'Consent fee', quantity: '1', unitPrice: 45000, taxCode: 'EXEMPT' },
  ],
};

function setup() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

describe('invoicing fetchers', () => {
  it('the server computes what the shared calculator computes', async () => {
    await signInAs('user');
    const invoice = await createInvoice(input);
    const totals = calculateInvoice(input);
    expect([invoice.subtotal, invoice.gst, invoice.total]).toEqual([totals.subtotal, totals.gst, totals.total]);
    expect(invoice.lines.map((line) => line.amount)).toEqual(totals.lineAmounts);
  });

  it('turns an invoice back into the body that saves it unchanged', async () => {
    await signInAs('user');
    const invoice = await createInvoice({ ...input, reference: 'PO 1', discount: { type: 'PERCENT', rate: 500 } });
    const edited = invoiceInputFrom(invoice);
    expect(edited).toEqual({
      ...input,
      currency: 'NZD',
      reference: 'PO 1',
      discount: { type: 'PERCENT', rate: 500 },
      lines: input.lines.map((line) => ({ ...line, taxRate: line.taxCode === 'STANDARD' ? 1500 : 0 })),
    });
  });

  it('pages through every matching invoice for the export', async () => {
    await signInAs('admin');
    const progress: Array<[number, number]> = [];
    const all = await fetchAllInvoices(
      { status: ['PAID'], page: 3, size: 5 },
      { onProgress: (loaded, total) => progress.push([loaded, total]) },
    );
    const first = await listInvoices({ status: ['PAID'] });
    expect(all).toHaveLength(first.page.totalElements);
    expect(all.every((row) => row.status === 'PAID')).toBe(true);
    expect(progress.at(-1)).toEqual([all.length, all.length]);
  });

  it('tells a stale version from a forbidden change', async () => {
    await signInAs('user');
    const draft = await createInvoice(input);
    await issueInvoice(draft.id, draft.version);
    const stale = await issueInvoice(draft.id, draft.version).catch((error: unknown) => error);
    expect(isStaleVersion(stale)).toBe(true);
    const forbidden = await issueInvoice(draft.id, draft.version + 1).catch((error: unknown) => error);
    expect(isInvalidStatus(forbidden)).toBe(true);
    expect(isStaleVersion(forbidden)).toBe(false);
    expect(isStaleVersion(new Error('x'))).toBe(false);
  });
});

describe('invoicing hooks', () => {
  it('lists the businesses and, once one is chosen, its clients', async () => {
    await signInAs('user');
    const { wrapper } = setup();
    const { result, rerender } = renderHook(
      ({ id }: { id: number | null }) => ({ businesses: useInvoicingBusinesses(), clients: useInvoicingClients(id) }),
      {
        wrapper,
        initialProps: { id: null as number | null },
      },
    );
    await waitFor(() => expect(result.current.businesses.data).toHaveLength(2));
    expect(result.current.clients.fetchStatus).toBe('idle');
    rerender({ id: 1 });
    await waitFor(() => expect(result.current.clients.data?.map((c) => c.name)).toEqual(['Ben Walker', 'Priya Patel', 'Sophie Turner']));
  });

  it('keeps the previous page on screen while the next loads', async () => {
    await signInAs('user');
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ page }: { page: number }) => useInvoices({ page }), { wrapper, initialProps: { page: 0 } });
    await waitFor(() => expect(result.current.data?.page.number).toBe(0));
    rerender({ page: 1 });
    expect(result.current.data?.page.number).toBe(0);
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.data?.page.number).toBe(1));
  });

  it('creates, issues and pays, refreshing the invoice, the lists and the dashboard', async () => {
    await signInAs('user');
    const { wrapper, queryClient } = setup();
    const { result } = renderHook(
      () => ({
        list: useInvoices({ status: ['DRAFT'] }),
        summary: useInvoiceSummary(),
        create: useCreateInvoice(),
        issue: useIssueInvoice(),
        pay: useRecordPayment(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.summary.data).toBeDefined());
    const drafts = result.current.summary.data?.drafts.count ?? 0;
    const listed = result.current.list.data?.page.totalElements ?? 0;

    const draft = await act(() => result.current.create.mutateAsync(input));
    expect(queryClient.getQueryData(invoiceKeys.detail(draft.id))).toEqual(draft);
    await waitFor(() => expect(result.current.summary.data?.drafts.count).toBe(drafts + 1));
    await waitFor(() => expect(result.current.list.data?.page.totalElements).toBe(listed + 1));

    const issued = await act(() => result.current.issue.mutateAsync({ id: draft.id, version: draft.version }));
    expect(issued.number).toBe('RENO-0042');
    await waitFor(() => expect(result.current.list.data?.page.totalElements).toBe(listed));

    const paid = await act(() =>
      result.current.pay.mutateAsync({ id: draft.id, payment: { version: issued.version, amount: 1000, paidOn: today, method: 'CASH' } }),
    );
    expect(paid.status).toBe('PARTIALLY_PAID');
    expect(queryClient.getQueryData(invoiceKeys.detail(draft.id))).toEqual(paid);
  });

  it('refetches an invoice someone else changed when a change is refused as stale', async () => {
    await signInAs('user');
    const draft = await createInvoice(input);
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ invoice: useInvoice(draft.id), update: useUpdateInvoice() }), { wrapper });
    await waitFor(() => expect(result.current.invoice.data?.version).toBe(0));
    // Someone else issues it meanwhile.
    await issueInvoice(draft.id, 0);
    await act(async () => {
      await expect(result.current.update.mutateAsync({ id: draft.id, input: { ...input, version: 0 } })).rejects.toSatisfy(isStaleVersion);
    });
    await waitFor(() => expect(result.current.invoice.data).toMatchObject({ version: 1, status: 'ISSUED' }));
  });

  it('voids, duplicates and deletes', async () => {
    await signInAs('user');
    const issued = await issueInvoice((await createInvoice(input)).id, 0);
    const { wrapper, queryClient } = setup();
    const { result } = renderHook(() => ({ void: useVoidInvoice(), duplicate: useDuplicateInvoice(), remove: useDeleteInvoice() }), {
      wrapper,
    });
    const voided = await act(() => result.current.void.mutateAsync({ id: issued.id, version: issued.version, reason: 'Wrong job' }));
    expect(voided).toMatchObject({ status: 'VOID', number: issued.number, voidReason: 'Wrong job' });
    const copy = await act(() => result.current.duplicate.mutateAsync(issued.id));
    expect(copy).toMatchObject({ status: 'DRAFT', total: issued.total });
    await act(() => result.current.remove.mutateAsync({ id: copy.id, version: copy.version }));
    expect(queryClient.getQueryData(invoiceKeys.detail(copy.id))).toBeUndefined();
    await expect(getInvoice(copy.id)).rejects.toThrow();
  });
});
