// Every endpoint of openapi.yaml, for one backend base URL. The first handler holds every
// request but the health check while the simulated server is still asleep.
import { http } from 'msw';
import { untilAwake } from '../cold-start';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { healthHandlers } from './health';
import { invoiceHandlers } from './invoices';
import type { UrlFor } from './types';
import { userHandlers } from './users';

export function urlFor(baseUrl: string): UrlFor {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return (path) => `${base}${path.replace(/^\//, '')}`;
}

export function createHandlers(baseUrl: string) {
  const url = urlFor(baseUrl);
  const healthUrl = url('/actuator/health');
  return [
    http.all(url('/*'), async ({ request }) => {
      if (request.url.split('?')[0] !== healthUrl) await untilAwake();
      // Falls through to the endpoint's own handler.
    }),
    ...healthHandlers(url),
    ...authHandlers(url),
    ...userHandlers(url),
    ...adminHandlers(url),
    ...invoiceHandlers(url),
  ];
}
