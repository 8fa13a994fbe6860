// The health probe goes around the shared client on purpose: no bearer header, and a 401 or 403
// here means "the server is up", not "your session ended".
import { env } from '@/config/env';
import { apiPath } from './api-path';
import type { PathsWith } from './request';

/** The HTTP status of the health endpoint; rejects on a network failure or abort. */
export async function probeHealth(signal?: AbortSignal, baseUrl: string = env.apiBaseUrl): Promise<number> {
  const response = await fetch(new URL(apiPath('/actuator/health' satisfies PathsWith<'get'>), baseUrl), {
    credentials: 'include',
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  return response.status;
}
