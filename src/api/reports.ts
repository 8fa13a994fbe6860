// A business's reports, computed by the service (openapi.yaml tag `reports`). They sum up every
// document of the business, so they are refetched whenever a report opens (staleTime 0).
import { useQuery } from '@tanstack/react-query';
import { request } from './request';
import type { AgedPayables, JobCosting, ProfitAndLoss } from './types';

const reportKeys = {
  all: ['reports'] as const,
  profitAndLoss: (businessId: number, from: string, to: string) => [...reportKeys.all, businessId, 'profit-and-loss', from, to] as const,
  jobCosting: (businessId: number) => [...reportKeys.all, businessId, 'job-costing'] as const,
  agedPayables: (businessId: number) => [...reportKeys.all, businessId, 'aged-payables'] as const,
};

/** Profit and loss for a range; idle while `businessId` is null (nothing chosen, or the dates are wrong). */
export function useProfitAndLoss(businessId: number | null, from: string, to: string) {
  return useQuery({
    queryKey: reportKeys.profitAndLoss(businessId ?? 0, from, to),
    queryFn: (): Promise<ProfitAndLoss> =>
      request('get', '/api/businesses/{id}/reports/profit-and-loss', { params: { path: { id: businessId ?? 0 }, query: { from, to } } }),
    enabled: businessId !== null,
    staleTime: 0,
  });
}

export function useJobCosting(businessId: number | null) {
  return useQuery({
    queryKey: reportKeys.jobCosting(businessId ?? 0),
    queryFn: (): Promise<JobCosting> =>
      request('get', '/api/businesses/{id}/reports/job-costing', { params: { path: { id: businessId ?? 0 } } }),
    enabled: businessId !== null,
    staleTime: 0,
  });
}

export function useAgedPayables(businessId: number | null) {
  return useQuery({
    queryKey: reportKeys.agedPayables(businessId ?? 0),
    queryFn: (): Promise<AgedPayables> =>
      request('get', '/api/businesses/{id}/reports/aged-payables', { params: { path: { id: businessId ?? 0 } } }),
    enabled: businessId !== null,
    staleTime: 0,
  });
}
