// Month-end statement runs (docs/sending.md#statement-runs): the business's choice of statement,
// its runs, and one client's email within a run. The run itself is driven by the page (decision 276).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './request';
import type { EmailRequest, SentEmail, StatementKind, StatementRun } from './types';

const runKeys = {
  all: ['statement-runs'] as const,
  settings: (businessId: number) => [...runKeys.all, businessId, 'settings'] as const,
  list: (businessId: number) => [...runKeys.all, businessId, 'list'] as const,
};

export function useStatementRunSettings(businessId: number | undefined) {
  return useQuery({
    queryKey: runKeys.settings(businessId ?? 0),
    queryFn: () => request('get', '/api/businesses/{id}/statement-run-settings', { params: { path: { id: businessId ?? 0 } } }),
    enabled: typeof businessId === 'number',
  });
}

export function useSaveStatementRunSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, statementKind }: { businessId: number; statementKind: StatementKind }) =>
      request('put', '/api/businesses/{id}/statement-run-settings', { params: { path: { id: businessId } }, body: { statementKind } }),
    onSuccess: (saved, { businessId }) => queryClient.setQueryData(runKeys.settings(businessId), saved),
  });
}

/** The business's latest runs, newest first. */
export function useStatementRuns(businessId: number | undefined) {
  return useQuery({
    queryKey: runKeys.list(businessId ?? 0),
    queryFn: async () => (await request('get', '/api/businesses/{id}/statement-runs', { params: { path: { id: businessId ?? 0 } } })).runs,
    enabled: typeof businessId === 'number',
  });
}

/** Today's run of the business: a new one, or the one already started (taken up where it stopped). */
export function startStatementRun(businessId: number): Promise<StatementRun> {
  return request('post', '/api/businesses/{id}/statement-runs', { params: { path: { id: businessId } } });
}

/** The run and the client are the server's key: a repeat is answered with the email already sent. */
export function emailStatementInRun(runId: number, clientId: number, body: EmailRequest): Promise<SentEmail> {
  return request('post', '/api/statement-runs/{id}/clients/{clientId}/emails', { params: { path: { id: runId, clientId } }, body });
}

/** After a run (or part of one): its list shows the outcomes. */
export function useInvalidateStatementRuns() {
  const queryClient = useQueryClient();
  return (businessId: number) => queryClient.invalidateQueries({ queryKey: runKeys.list(businessId) });
}
