// Starts the mock HTTP server on a free port for a test, and lets its requests through the
// in-process MSW interceptor (they must reach the real socket); runs a test against the mock
// both ways, MSW handlers and HTTP server.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { http, passthrough } from 'msw';
import { afterEach, beforeEach } from 'vitest';
import { createMockHttpServer, type MockHttpServerOptions } from '../runtime/http-server';
import { server as interceptor } from '../runtime/node';
import { callerFor, type Call } from './call';

export interface RunningServer {
  base: string;
  port: number;
  close: () => Promise<void>;
}

/** Lets requests to `base` through the in-process MSW interceptor, to a real server of the test's. */
export function letThrough(base: string): void {
  // A predicate, not a path pattern: a pattern would decode (and choke on) malformed paths.
  interceptor.use(
    http.all(
      ({ request }) => request.url.startsWith(`${base}/`),
      () => passthrough(),
    ),
  );
}

export async function startHttpServer(options: Partial<MockHttpServerOptions> = {}): Promise<RunningServer> {
  const server: Server = createMockHttpServer({ corsOrigins: [], ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  letThrough(base);
  return {
    base,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Backend {
  via: Call;
  close: () => Promise<void>;
}

/** The mock in Node both ways, for describe.each: its MSW handlers (called through `msw`) and the HTTP server. */
export function bothBackends(msw: Call, options: Partial<MockHttpServerOptions> = {}): Array<[string, () => Promise<Backend>]> {
  return [
    ['the MSW handlers', () => Promise.resolve({ via: msw, close: () => Promise.resolve() })],
    [
      'the mock HTTP server',
      async () => {
        const running = await startHttpServer(options);
        return { via: callerFor(running.base), close: running.close };
      },
    ],
  ];
}

/** Starts the backend before each test of the enclosing describe and stops it after; returns its caller. */
export function useBackend(start: () => Promise<Backend>): () => Call {
  let current: Backend | undefined;
  beforeEach(async () => {
    current = await start();
  });
  afterEach(() => current?.close());
  return () => {
    if (!current) throw new Error('The backend is not running.');
    return current.via;
  };
}
