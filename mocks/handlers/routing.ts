// The edges of the route table, answered as the Spring service would instead of falling through
// to the network (browser) or failing (Node): a path with malformed percent-encoding is 400, an
// Accept that admits no JSON is 406, a known path with a method it does not take is 405 with an
// Allow header (HEAD answers as GET without a body; OPTIONS lists the methods), and an unknown
// path under the API is 404. An operation of a part the mock does not offer answers as if it had no
// handler (docs/mock-backend.md#capabilities): one place, not a check in every handler.
import { getResponse, http, type HttpHandler } from 'msw';
import { clientAddressOf, setClientAddress } from '../runtime/client-address';
import { OPERATIONS } from '../../src/config/api-values';
import { offersTag } from '../runtime/capabilities';
import { untilAwake } from '../runtime/cold-start';
import { problem, unmappedPath } from '../runtime/problem';

interface Route {
  pattern: RegExp;
  /** Each method with the contract tag of its operation (none for the mock's own endpoints). */
  methods: Array<{ method: string; tag?: string }>;
}

/** `/api/invoices/{id}` and `/api/invoices/:invoiceId` alike → `/api/invoices/{}`. */
const shapeOf = (path: string) => path.replace(/\{[^}]+\}|:[^/]+/g, '{}').toLowerCase();

const TAGS = new Map(OPERATIONS.map((operation) => [`${operation.method} ${shapeOf(operation.path)}`, operation.tag]));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `http://host/api/invoices/:id` → a pattern like MSW's (any segment for a parameter, optional trailing slash, any case). */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

/** The methods each path of `handlers` answers, in the order declared. */
function routeTable(base: string, handlers: readonly HttpHandler[]): Route[] {
  const routes = new Map<string, Route>();
  for (const { info } of handlers) {
    if (typeof info.path !== 'string' || typeof info.method !== 'string') continue;
    const route = routes.get(info.path) ?? { pattern: patternOf(info.path), methods: [] };
    const tag = info.path.startsWith(base) ? TAGS.get(`${info.method} ${shapeOf(`/${info.path.slice(base.length)}`)}`) : undefined;
    if (!route.methods.some(({ method }) => method === info.method)) route.methods.push({ method: info.method, tag });
    routes.set(info.path, route);
  }
  return [...routes.values()];
}

/** The methods of a route the mock answers now: those of parts not offered are unmapped. */
const offeredMethods = (route: Route) => route.methods.filter(({ tag }) => tag === undefined || offersTag(tag)).map(({ method }) => method);

const withoutQuery = (url: string) => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
};

function isWellEncoded(url: string): boolean {
  try {
    decodeURIComponent(new URL(url).pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether an Accept header admits what the API answers: JSON, problem details or Actuator's
 * `+json` type. No header admits anything; `q=0` refuses the range.
 */
function acceptsJson(accept: string | null): boolean {
  if (accept === null || accept.trim() === '') return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (params.some((param) => /^q=0(\.0*)?$/.test(param))) return false;
    return type === '*/*' || type === 'application/*' || type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);
  });
}

export interface Routing {
  /** First: holds requests while the server sleeps, refuses malformed paths. */
  gate: HttpHandler;
  /** Last: 405 for a known path, 404 for an unknown one under the API. */
  fallback: HttpHandler;
  /** The methods a path answers (with HEAD and OPTIONS), or null for an unknown path. */
  allowedMethods: (url: string) => string[] | null;
}

/**
 * `base` is the backend's base URL (with a trailing slash); `apiRoots` the first path segments
 * that belong to the API, so a base on the app's own origin never swallows the app's files.
 */
export function createRouting(base: string, apiRoots: readonly string[], endpoints: readonly HttpHandler[]): Routing {
  const healthUrl = `${base}actuator/health`;
  const routes = routeTable(base, endpoints);
  const underBase = (url: string) => url.startsWith(base);
  const underApi = (url: string) => underBase(url) && apiRoots.includes(url.slice(base.length).split(/[/?#]/)[0] ?? '');

  const routeOf = (url: string) => {
    const target = withoutQuery(url);
    return routes.find(({ pattern }) => pattern.test(target));
  };

  const allowedMethods = (url: string) => {
    const route = routeOf(url);
    const methods = route ? offeredMethods(route) : [];
    if (methods.length === 0) return null;
    return [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'];
  };

  /** An operation of a part not offered: the method the route does not take now. */
  const notOffered = (request: Request) => {
    const route = routeOf(request.url);
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const entry = route?.methods.find((candidate) => candidate.method === method);
    return entry?.tag !== undefined && !offersTag(entry.tag);
  };

  // Custom predicates, not path patterns: a pattern would decode the path and throw on `%ff`.
  const gate = http.all(
    ({ request }) => underBase(request.url),
    async ({ request }) => {
      if (withoutQuery(request.url) !== healthUrl) await untilAwake();
      if (!isWellEncoded(request.url)) return problem(400, 'The request path has malformed percent-encoding.');
      if (underApi(request.url) && !acceptsJson(request.headers.get('Accept'))) {
        return problem(
          406,
          `Cannot answer in '${request.headers.get('Accept') ?? ''}'; accept application/json or application/problem+json.`,
        );
      }
      if (underApi(request.url) && notOffered(request)) return refuse(request);
      return undefined; // on to the endpoint's own handler
    },
  );

  const refuse = async (request: Request) => {
    const allowed = allowedMethods(request.url);
    const path = new URL(request.url).pathname;
    if (!allowed) return unmappedPath(path);
    const headers = { Allow: allowed.join(', ') };
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers });
    if (request.method === 'HEAD' && allowed.includes('GET')) {
      const asGet = new Request(request.url, { headers: request.headers });
      setClientAddress(asGet, clientAddressOf(request));
      const answer = await getResponse([gate, ...endpoints], asGet);
      if (answer) return new Response(null, { status: answer.status, headers: answer.headers });
    }
    return problem(405, `${request.method} is not supported on ${path}. Use ${allowed.join(', ')}.`, undefined, undefined, headers);
  };

  const fallback = http.all(
    ({ request }) => underApi(request.url),
    ({ request }) => refuse(request),
  );

  return { gate, fallback, allowedMethods };
}
