// The health probe goes around the shared client on purpose: a 401 or 403 here means "the server is
// up", not "your session ended". Like every call but sign-in, it carries the stored token.
import { env } from '@/config/env';
import { apiPath } from './api-path';
import type { PathsWith } from './request';
import { storedToken } from './session-token';

/** The health endpoint's answer; rejects on a network failure or abort. */
export function healthAnswer(signal?: AbortSignal, baseUrl: string = env.apiBaseUrl): Promise<Response> {
  const token = storedToken();
  return fetch(new URL(apiPath('/actuator/health' satisfies PathsWith<'get'>), baseUrl), {
    credentials: 'include',
    cache: 'no-store',
    ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
    ...(signal ? { signal } : {}),
  });
}

/** The HTTP status of the health endpoint; rejects on a network failure or abort. */
export async function probeHealth(signal?: AbortSignal, baseUrl: string = env.apiBaseUrl): Promise<number> {
  return (await healthAnswer(signal, baseUrl)).status;
}
