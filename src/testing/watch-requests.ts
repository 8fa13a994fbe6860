// Watching what the app sends to the mock backend, without changing the answers.
import { onTestFinished } from 'vitest';
import { server } from '../../mocks/runtime/node';

/** Calls `onRequest` for every request the mock backend receives until the test ends. */
export function watchRequests(onRequest: (request: Request) => void): void {
  const listener = ({ request }: { request: Request }) => onRequest(request);
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
}

/** The JSON bodies of the requests with this method whose path matches, in the order sent. */
export function recordJsonBodies(method: string, path: RegExp): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  watchRequests((request) => {
    if (request.method === method && path.test(new URL(request.url).pathname)) {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
    }
  });
  return bodies;
}
