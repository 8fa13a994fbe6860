// Client statements, computed by the service (openapi.yaml tag `statements`). They sum up every
// invoice and payment of the client, so they are refetched whenever a statement screen opens
// (staleTime 0) rather than invalidated by each invoice change.
import { useQuery } from '@tanstack/react-query';
import { request } from './request';
import type { ActivityStatement, OutstandingStatement } from './types';

const statementKeys = {
  all: ['statements'] as const,
  activity: (clientId: number, from: string, to: string) => [...statementKeys.all, clientId, 'activity', from, to] as const,
  outstanding: (clientId: number, asAt: string) => [...statementKeys.all, clientId, 'outstanding', asAt] as const,
};

export function getActivityStatement(clientId: number, from: string, to: string): Promise<ActivityStatement> {
  return request('get', '/api/clients/{id}/statements/activity', { params: { path: { id: clientId }, query: { from, to } } });
}

export function getOutstandingStatement(clientId: number, asAt: string): Promise<OutstandingStatement> {
  return request('get', '/api/clients/{id}/statements/outstanding', { params: { path: { id: clientId }, query: { asAt } } });
}

/** The activity statement; idle while `enabled` is false (dates not valid yet). */
export function useActivityStatement(clientId: number, from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: statementKeys.activity(clientId, from, to),
    queryFn: () => getActivityStatement(clientId, from, to),
    enabled,
    staleTime: 0,
  });
}

export function useOutstandingStatement(clientId: number, asAt: string, enabled = true) {
  return useQuery({
    queryKey: statementKeys.outstanding(clientId, asAt),
    queryFn: () => getOutstandingStatement(clientId, asAt),
    enabled,
    staleTime: 0,
  });
}
