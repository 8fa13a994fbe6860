// Payment reminders (docs/sending.md#reminders): the business's rules, the per-invoice and
// per-client switches, and the dashboard's overview. The server sends reminders by its own clock,
// so the invoice's page asks for its reminders each time it opens.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './request';
import type { ReminderSettingsInput } from './types';

const reminderKeys = {
  all: ['reminders'] as const,
  settings: (businessId: number) => [...reminderKeys.all, 'settings', businessId] as const,
  invoice: (invoiceId: number) => [...reminderKeys.all, 'invoice', invoiceId] as const,
  client: (clientId: number) => [...reminderKeys.all, 'client', clientId] as const,
  overview: (businessId: number | undefined) => [...reminderKeys.all, 'overview', businessId ?? 'all'] as const,
};

export function useReminderSettings(businessId: number) {
  return useQuery({
    queryKey: reminderKeys.settings(businessId),
    queryFn: () => request('get', '/api/businesses/{id}/reminder-settings', { params: { path: { id: businessId } } }),
  });
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, body }: { businessId: number; body: ReminderSettingsInput }) =>
      request('put', '/api/businesses/{id}/reminder-settings', { params: { path: { id: businessId } }, body }),
    onSuccess: (saved, { businessId }) => {
      queryClient.setQueryData(reminderKeys.settings(businessId), saved);
      return queryClient.invalidateQueries({ queryKey: reminderKeys.all });
    },
  });
}

export function useInvoiceReminders(invoiceId: number, enabled = true) {
  return useQuery({
    queryKey: reminderKeys.invoice(invoiceId),
    queryFn: () => request('get', '/api/invoices/{id}/reminders', { params: { path: { id: invoiceId } } }),
    staleTime: 0,
    enabled,
  });
}

export function useSwitchInvoiceReminders(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      request('put', '/api/invoices/{id}/reminders', { params: { path: { id: invoiceId } }, body: { enabled } }),
    onSuccess: (reminders) => {
      queryClient.setQueryData(reminderKeys.invoice(invoiceId), reminders);
      return queryClient.invalidateQueries({ queryKey: [...reminderKeys.all, 'overview'] });
    },
  });
}

export function useClientReminders(clientId: number) {
  return useQuery({
    queryKey: reminderKeys.client(clientId),
    queryFn: () => request('get', '/api/clients/{id}/reminders', { params: { path: { id: clientId } } }),
  });
}

export function useSwitchClientReminders(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      request('put', '/api/clients/{id}/reminders', { params: { path: { id: clientId } }, body: { enabled } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(reminderKeys.client(clientId), answer);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...reminderKeys.all, 'invoice'] }),
        queryClient.invalidateQueries({ queryKey: [...reminderKeys.all, 'overview'] }),
      ]);
    },
  });
}

/** What was sent today and what the rules send tomorrow. */
export const reminderOverviewQuery = (businessId: number | undefined) =>
  queryOptions({
    queryKey: reminderKeys.overview(businessId),
    queryFn: () => request('get', '/api/reminders/overview', { params: { query: businessId === undefined ? {} : { businessId } } }),
  });

/** `enabled` false: idle (a service that does not send). */
export function useReminderOverview(businessId: number | undefined, enabled = true) {
  return useQuery({ ...reminderOverviewQuery(businessId), enabled });
}
