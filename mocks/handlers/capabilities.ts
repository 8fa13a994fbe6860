import { http, HttpResponse } from 'msw';
import { CONTRACT_VERSION } from '../../src/config/api-values';
import { mockCapabilities } from '../runtime/capabilities';
import type { Capabilities, UrlFor } from './types';

// Under "spec" the routing answers 404 before this handler is reached.
export function capabilityHandlers(url: UrlFor) {
  return [
    http.get(url('/api/capabilities'), () =>
      HttpResponse.json<Capabilities>({ contractVersion: CONTRACT_VERSION, parts: mockCapabilities() ?? [] }),
    ),
  ];
}
