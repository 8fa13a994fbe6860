// Watching what the app sends to the mock backend, without changing the answers.
import { http } from 'msw';
import { onTestFinished } from 'vitest';
import { server } from '../../mocks/runtime/node';
import { apiUrl } from './api-url';

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

/** Holds the mock's answers to GET `path` until released; then the usual handler answers. */
export function holdAnswers(path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(apiUrl(path), async () => {
      await held;
      // No answer here: the request falls through to the mock backend's own handler.
    }),
  );
  return release;
}
