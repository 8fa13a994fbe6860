// Starts the mock HTTP server on a free port for a test, and lets its requests through the
// in-process MSW interceptor (they must reach the real socket).
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { http, passthrough } from 'msw';
import { createMockHttpServer, type MockHttpServerOptions } from '../http-server';
import { server as interceptor } from '../node';

export interface RunningServer {
  base: string;
  port: number;
  close: () => Promise<void>;
}

export async function startHttpServer(options: Partial<MockHttpServerOptions> = {}): Promise<RunningServer> {
  const server: Server = createMockHttpServer({ corsOrigins: [], ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  // A predicate, not a path pattern: a pattern would decode (and choke on) malformed paths.
  interceptor.use(
    http.all(
      ({ request }) => request.url.startsWith(`${base}/`),
      () => passthrough(),
    ),
  );
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
