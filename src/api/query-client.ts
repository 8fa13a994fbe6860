import { QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from './errors';

/** A client error will not change on retry; a network hiccup or a 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== null && status < 500) return false;
  return failureCount < 2;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** The app's one query cache, shared by every signed-in and public screen. */
export const appQueryClient = createQueryClient();
