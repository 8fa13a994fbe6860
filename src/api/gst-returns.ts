// The GST return, computed by the service (openapi.yaml tag `gst-returns`), and filing and reopening it; refetched
// whenever the screen opens (staleTime 0), as it sums up every invoice and payment of the period.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './request';
import type { GstReturn } from './types';

const gstReturnKeys = {
  all: ['gst-returns'] as const,
  one: (businessId: number, period: string) => [...gstReturnKeys.all, businessId, period] as const,
};

function getGstReturn(businessId: number, period: string): Promise<GstReturn> {
  return request('get', '/api/businesses/{id}/gst-returns/{period}', { params: { path: { id: businessId, period } } });
}

/** Idle until a business and period are chosen. */
export function useGstReturn(businessId: number | null, period: string | null) {
  return useQuery({
    queryKey: gstReturnKeys.one(businessId ?? 0, period ?? ''),
    queryFn: () => getGstReturn(businessId ?? 0, period ?? ''),
    enabled: businessId !== null && period !== null,
    staleTime: 0,
  });
}

/** Marks the return filed (its figures frozen, its period locked); the answer replaces the return shown. */
export function useFileGstReturn(businessId: number, period: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filedOn: string) =>
      request('post', '/api/businesses/{id}/gst-returns/{period}/filing', {
        params: { path: { id: businessId, period } },
        body: { filedOn },
      }),
    onSuccess: (report) => {
      queryClient.setQueryData(gstReturnKeys.one(businessId, period), report);
      void queryClient.invalidateQueries({ queryKey: gstReturnKeys.all });
    },
  });
}

/** Reopens a filed return (an administrator, with a reason kept in its history). */
export function useReopenGstReturn(businessId: number, period: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      request('post', '/api/businesses/{id}/gst-returns/{period}/reopen', {
        params: { path: { id: businessId, period } },
        body: { reason },
      }),
    onSuccess: (report) => {
      queryClient.setQueryData(gstReturnKeys.one(businessId, period), report);
      void queryClient.invalidateQueries({ queryKey: gstReturnKeys.all });
    },
  });
}
