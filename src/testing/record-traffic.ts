// What the tests of the specification's screens record: every API request, by the part of the
// contract its operation belongs to, and every answer's status.
import { OPERATIONS } from '@/config/api-values';
import { partOfTag } from '@/lib/capabilities';
import { watchRequests } from './watch-requests';
import { onTestFinished } from 'vitest';
import { server } from '../../mocks/runtime/node';

const templates = OPERATIONS.map((operation) => ({
  ...operation,
  pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The part of the contract a request's operation belongs to (null: the core, or no operation). */
function partOfRequest(method: string, path: string): string | null {
  const operation = templates.find((candidate) => candidate.method === method && candidate.pattern.test(path));
  return operation ? partOfTag(operation.tag) : null;
}

/** The requests ("GET /api/...") and answers' statuses the app sees until the test ends. */
export function recordTraffic() {
  const requests: string[] = [];
  const statuses: Array<[string, number]> = [];
  watchRequests((request) => requests.push(`${request.method} ${new URL(request.url).pathname}`));
  const listener = ({ request, response }: { request: Request; response: Response }) =>
    statuses.push([`${request.method} ${new URL(request.url).pathname}`, response.status]);
  server.events.on('response:mocked', listener);
  onTestFinished(() => server.events.removeListener('response:mocked', listener));
  return {
    requests,
    statuses,
    /** The requests to operations of the invoices part. */
    ofInvoices: () => requests.filter((request) => partOfRequest(...(request.split(' ') as [string, string])) === 'invoices'),
  };
}
