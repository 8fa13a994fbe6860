// The GST return's sales side, computed by the service (openapi.yaml tag `gst-returns`); refetched
// whenever the screen opens (staleTime 0), as it sums up every invoice and payment of the period.
import { useQuery } from '@tanstack/react-query';
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
