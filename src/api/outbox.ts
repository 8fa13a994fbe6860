// The mock backend's outbox (docs/sending.md#the-outbox), read by the Outbox screen that only mock
// builds have. Not part of openapi.yaml, so these calls are not typed by it.
import { useQuery } from '@tanstack/react-query';
import { outboxAttachmentPath, outboxEmailPath, OUTBOX_PATH, type OutboxEmail, type OutboxList } from '@/lib/outbox';
import { api } from './client';

const outboxKeys = { all: ['mock-outbox'] as const, email: (id: number) => ['mock-outbox', id] as const };

export function useOutbox() {
  return useQuery({ queryKey: outboxKeys.all, queryFn: () => api.get(OUTBOX_PATH).json<OutboxList>() });
}

export function useOutboxEmail(id: number | null) {
  return useQuery({
    queryKey: outboxKeys.email(id ?? 0),
    queryFn: () => api.get(outboxEmailPath(id ?? 0)).json<OutboxEmail>(),
    enabled: id !== null,
  });
}

/** The email's PDF, as the client received it. */
export async function fetchOutboxAttachment(id: number): Promise<Blob> {
  return api.get(outboxAttachmentPath(id)).blob();
}
