// What the service offers (GET /api/capabilities, decision 341): asked once per page load and kept
// for the session's screens, which show only what it lists. A 404 is the specification's service,
// an answer like any other; a failure (asleep, unreachable, 5xx) is retried and shown as one.
import { queryOptions } from '@tanstack/react-query';
import { resolveCapabilities, type Capabilities } from '@/lib/capabilities';

export { isOffered } from '@/lib/capabilities';
import { httpStatusOf } from './errors';
import { request } from './request';

async function fetchCapabilities(signal: AbortSignal): Promise<Capabilities> {
  try {
    return resolveCapabilities(200, await request('get', '/api/capabilities', { signal }));
  } catch (error) {
    if (httpStatusOf(error) === 404) return resolveCapabilities(404, null);
    throw error;
  }
}

export const capabilitiesQuery = () =>
  queryOptions({
    queryKey: ['capabilities'],
    queryFn: ({ signal }) => fetchCapabilities(signal),
    // A service grows by a deployment: a new part shows on the next page load, or after an hour.
    staleTime: 60 * 60_000,
  });
