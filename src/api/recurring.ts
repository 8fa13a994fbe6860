// Recurring invoice schedules: fetchers, query keys and hooks. A schedule's change can make
// invoices (the server generates what is due), so every change refreshes the invoice lists and
// the dashboard too.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invoiceKeys } from './invoices';
import { request } from './request';
import type { Schedule, ScheduleInput, SchedulePage, ScheduleStatus, UpcomingInvoices } from './types';

export interface ScheduleListQuery {
  page?: number;
  size?: number;
  status?: ScheduleStatus[];
  businessId?: number;
  clientId?: number;
}

const scheduleKeys = {
  all: ['schedules'] as const,
  lists: () => [...scheduleKeys.all, 'list'] as const,
  list: (query: ScheduleListQuery) => [...scheduleKeys.lists(), query] as const,
  detail: (id: number) => [...scheduleKeys.all, 'detail', id] as const,
  upcoming: (days: number) => [...scheduleKeys.all, 'upcoming', days] as const,
};

function listSchedules(query: ScheduleListQuery, signal?: AbortSignal): Promise<SchedulePage> {
  return request('get', '/api/schedules', { params: { query }, ...(signal ? { signal } : {}) });
}

function getSchedule(id: number): Promise<Schedule> {
  return request('get', '/api/schedules/{id}', { params: { path: { id } } });
}

function getUpcoming(days: number): Promise<UpcomingInvoices> {
  return request('get', '/api/schedules/upcoming', { params: { query: { days } } });
}

export function useSchedules(query: ScheduleListQuery) {
  return useQuery({
    queryKey: scheduleKeys.list(query),
    queryFn: ({ signal }) => listSchedules(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSchedule(id: number | null | undefined) {
  return useQuery({ queryKey: scheduleKeys.detail(id ?? 0), queryFn: () => getSchedule(id ?? 0), enabled: typeof id === 'number' });
}

export const upcomingInvoicesQuery = (days = 30) =>
  queryOptions({ queryKey: scheduleKeys.upcoming(days), queryFn: () => getUpcoming(days) });

/** `enabled` false: idle (a service without recurring invoices). */
export function useUpcomingInvoices(days = 30, enabled = true) {
  return useQuery({ ...upcomingInvoicesQuery(days), enabled });
}

function afterChange(queryClient: QueryClient, schedule: Schedule) {
  queryClient.setQueryData(scheduleKeys.detail(schedule.id), schedule);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: scheduleKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: [...scheduleKeys.all, 'upcoming'] }),
    // Generation may have made invoices.
    queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  ]);
}

export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, input }: { id: number | null; version: number; input: ScheduleInput }) =>
      id === null
        ? request('post', '/api/schedules', { body: input })
        : request('put', '/api/schedules/{id}', { params: { path: { id } }, body: { ...input, version } }),
    onSuccess: (schedule) => afterChange(queryClient, schedule),
  });
}

export type ScheduleAction = 'pause' | 'resume' | 'end';

export function useScheduleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, action }: { id: number; version: number; action: ScheduleAction }) => {
      const options = { params: { path: { id } }, body: { version } };
      if (action === 'pause') return request('post', '/api/schedules/{id}/pause', options);
      if (action === 'resume') return request('post', '/api/schedules/{id}/resume', options);
      return request('post', '/api/schedules/{id}/end', options);
    },
    onSuccess: (schedule) => afterChange(queryClient, schedule),
    onError: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
