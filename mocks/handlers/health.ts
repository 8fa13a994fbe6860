import { http, HttpResponse } from 'msw';
import { isAwake } from '../runtime/cold-start';
import { dateHeader } from '../runtime/clock';
import type { Health, UrlFor } from './types';

/** Actuator answers in its own media type (openapi.yaml, docs/backend.md#health). */
const ACTUATOR_MEDIA_TYPE = 'application/vnd.spring-boot.actuator.v3+json';

export function healthHandlers(url: UrlFor) {
  return [
    http.get(url('/actuator/health'), () => {
      // Date from the mock's clock: the page's today on a service without an invoice summary.
      const headers = { 'Content-Type': ACTUATOR_MEDIA_TYPE, ...dateHeader() };
      return isAwake()
        ? HttpResponse.json<Health>({ status: 'UP' }, { headers })
        : HttpResponse.json<Health>({ status: 'DOWN' }, { status: 503, headers });
    }),
  ];
}
