import { http, HttpResponse } from 'msw';
import { isAwake } from '../cold-start';
import type { Health, UrlFor } from './types';

export function healthHandlers(url: UrlFor) {
  return [
    http.get(url('/actuator/health'), () =>
      isAwake() ? HttpResponse.json<Health>({ status: 'UP' }) : HttpResponse.json<Health>({ status: 'DOWN' }, { status: 503 }),
    ),
  ];
}
