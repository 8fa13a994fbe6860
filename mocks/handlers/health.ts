import { http, HttpResponse } from 'msw';
import { isAwake } from '../runtime/cold-start';
import type { Health, UrlFor } from './types';

/** Actuator answers in its own media type (openapi.yaml, docs/backend.md#health). */
const ACTUATOR_MEDIA_TYPE = 'application/vnd.spring-boot.actuator.v3+json';

export function healthHandlers(url: UrlFor) {
  const headers = { 'Content-Type': ACTUATOR_MEDIA_TYPE };
  return [
    http.get(url('/actuator/health'), () =>
      isAwake()
        ? HttpResponse.json<Health>({ status: 'UP' }, { headers })
        : HttpResponse.json<Health>({ status: 'DOWN' }, { status: 503, headers }),
    ),
  ];
}
