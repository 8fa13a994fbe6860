// The server's today: its clock decides which GST periods have started, whether a date is in the
// future and which date a form proposes, so the screens ask it (the dashboard summary's asOf,
// usually cached) rather than trust the device's clock, which may be wrong, on another day than New
// Zealand or, on the mock, moved by ?mockNow (docs/invoicing.md#one-today).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invoiceSummaryQuery, useInvoiceSummary } from '@/api/invoices';
import { todayIn, type IsoDate } from '@/lib/calendar-date';

/**
 * `today`: the server's once it has answered, the device's until then; `known`: whether the server
 * has answered, so a screen judges "in the future" only then and never flashes a wrong refusal.
 */
export function useServerToday(): { today: IsoDate; known: boolean } {
  const asOf = useInvoiceSummary().data?.asOf;
  return { today: asOf ?? todayIn(), known: asOf !== undefined };
}

/** The company's today for a form: `today` is null until the server has said (then never the device's). */
export function useCompanyToday() {
  const summary = useQuery(invoiceSummaryQuery());
  return {
    today: summary.data?.asOf ?? null,
    pending: summary.isPending,
    error: summary.isError ? summary.error : null,
    retry: () => void summary.refetch(),
    retrying: summary.isFetching,
  };
}

/** Asks the server for the company's today at the moment of an action (cached for a short while). */
export function useFetchCompanyToday(): () => Promise<IsoDate> {
  const queryClient = useQueryClient();
  return useCallback(async () => (await queryClient.query(invoiceSummaryQuery())).asOf, [queryClient]);
}
