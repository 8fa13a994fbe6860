// The mock backend over real HTTP (Node), with the edge behaviour of the Spring service: CORS for
// an explicit list of origins with credentials, preflight, a request body limit, and problem
// details for every error, including requests Node itself cannot parse. The same MSW handlers
// answer, through msw's getResponse().
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getResponse } from 'msw';
import { isIsoDate } from '../../src/lib/calendar-date';
import { setClientAddress } from './client-address';
import { setMockDate } from './clock';
import { startColdStart } from './cold-start';
import { unmappedDetail } from './problem';
import { serialise } from './db';
import { clientAddress, NO_TRUSTED_PROXIES, parseTrustedProxies } from './forwarded-for';
import { createBackend } from '../handlers';
import { REQUEST_BODY_LIMIT_BYTES } from '../handlers/http-utils';
import { RECEIPT_MAX_BYTES } from '../../src/lib/receipts';
import { seed } from '../seed/seed';

export interface MockHttpServerOptions {
  /** Origins allowed to call with credentials, e.g. http://localhost:5173. */
  corsOrigins: readonly string[];
  /**
   * Test controls under /__mock (not part of the API): POST /__mock/reset restores the seed,
   * POST /__mock/cold-start {"ms": N | "never"} puts the server back to sleep; {"ms": 0} wakes it at
   * once, answering the requests it holds. POST /__mock/now {"date": "YYYY-MM-DD" | null} moves the
   * mock's clock (null: the real date). GET /__mock/outbox… (the mail catcher) is served only then.
   */
  controls?: boolean;
  /**
   * Proxies whose X-Forwarded-For is believed (addresses or CIDR blocks, e.g. 10.0.0.0/8). None by
   * default: the caller's socket address is its address, whatever it writes in the header.
   */
  trustedProxies?: readonly string[];
  /** Largest accepted request body (a receipt's upload may be larger: receiptBodyLimit). */
  bodyLimitBytes?: number;
  log?: (line: string) => void;
}

// Handlers are built for one fixed base; requests are mapped onto it whatever Host they name.
const HANDLER_ORIGIN = 'http://mock-backend.internal';
const HANDLER_BASE = `${HANDLER_ORIGIN}/`;
/** Methods fetch's Request refuses to carry; answered here. */
const UNCARRIED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
// Idempotency-Key: the email endpoints (docs/sending.md#sending).
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key, Document-Token';
// Date: the page reads the server's clock from it (src/api/server-date.ts).
const EXPOSED_HEADERS = 'Location, Allow, Retry-After, Date';

function problemBody(status: number, title: string, detail: string, instance: string): string {
  return JSON.stringify({ type: 'about:blank', title, status, detail, ...(instance ? { instance } : {}) });
}

function sendProblem(response: ServerResponse, status: number, title: string, detail: string, instance: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/problem+json');
  response.end(problemBody(status, title, detail, instance));
}

/** A problem written straight to a socket, for requests Node could not parse into a request. */
function writeRawProblem(socket: Duplex, status: number, title: string, detail: string): void {
  if (!socket.writable) return;
  const body = problemBody(status, title, detail, '');
  socket.end(
    `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The handlers' URL for a request target (origin-form `/path?q` or absolute-form), or null when unparsable. */
function handlerUrl(target: string): URL | null {
  try {
    if (target.startsWith('/')) return new URL(`${HANDLER_ORIGIN}${target}`);
    const absolute = new URL(target);
    if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:') return null;
    return new URL(`${HANDLER_ORIGIN}${absolute.pathname}${absolute.search}`);
  } catch {
    return null;
  }
}

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    try {
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    } catch {
      // A header fetch cannot carry (Node is laxer): the handlers never read such a header.
    }
  }
  return headers;
}

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) {
      reject(new BodyTooLarge());
      request.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function readJsonField(body: Buffer, field: string): unknown {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8') || '{}');
    return parsed !== null && typeof parsed === 'object' && field in parsed ? (parsed as Record<string, unknown>)[field] : undefined;
  } catch {
    return undefined;
  }
}

async function handleControl(path: string, body: Buffer, response: ServerResponse): Promise<boolean> {
  if (path === '/__mock/now') {
    const date = readJsonField(body, 'date');
    if (date !== null && !isIsoDate(date)) {
      sendProblem(response, 400, 'Bad Request', 'Send {"date": "YYYY-MM-DD"} or {"date": null} for the real date.', path);
      return true;
    }
    // Writes in progress finish on the date they started with.
    await serialise(() => setMockDate(date));
    response.statusCode = 204;
    response.end();
    return true;
  }
  if (path === '/__mock/reset') {
    await serialise(() => seed('default'));
    response.statusCode = 204;
    response.end();
    return true;
  }
  if (path === '/__mock/cold-start') {
    const delay = readJsonField(body, 'ms');
    if (delay !== 'never' && !(typeof delay === 'number' && Number.isInteger(delay) && delay >= 0)) {
      sendProblem(response, 400, 'Bad Request', 'Send {"ms": <whole number> | "never"}.', path);
      return true;
    }
    startColdStart(delay);
    response.statusCode = 204;
    response.end();
    return true;
  }
  return false;
}

/** A receipt's upload may carry a 10 MB file and its multipart framing; the handler says if the file is too large. */
const RECEIPT_UPLOAD_PATH = /^\/api\/bills\/\d+\/receipts(?:\?|$)/;
const receiptBodyLimit = (path: string, limit: number) =>
  RECEIPT_UPLOAD_PATH.test(path) ? Math.max(limit, RECEIPT_MAX_BYTES + 1024 * 1024) : limit;

/**
 * The path as the request log writes it: a public document call's address is left out, and only
 * headers carry its token, which are never logged (docs/sending.md#links-for-the-client).
 */
const loggedPath = (path: string) => (path.startsWith('/api/public/') || path.startsWith('/d/') ? '/api/public/…' : path);

export function createMockHttpServer({
  corsOrigins,
  controls = false,
  bodyLimitBytes = REQUEST_BODY_LIMIT_BYTES,
  trustedProxies = [],
  log = () => {},
}: MockHttpServerOptions): Server {
  const { handlers, allowedMethods } = createBackend(HANDLER_BASE);
  const trusted = trustedProxies.length > 0 ? parseTrustedProxies(trustedProxies) : NO_TRUSTED_PROXIES;
  const allowed = new Set(corsOrigins);

  const refuseMethod = (response: ServerResponse, method: string, url: URL) => {
    const methods = allowedMethods(url.href);
    if (!methods) {
      sendProblem(response, 404, 'Not Found', unmappedDetail(url.pathname), url.pathname);
      return;
    }
    response.setHeader('Allow', methods.join(', '));
    sendProblem(response, 405, 'Method Not Allowed', `${method} is not supported on ${url.pathname}.`, url.pathname);
  };

  const server = createServer((request, response) => {
    const started = Date.now();
    const method = request.method ?? 'GET';
    const path = request.url ?? '/';
    response.on('finish', () => log(`${method} ${loggedPath(path)} ${response.statusCode} ${Date.now() - started}ms`));

    const origin = request.headers.origin;
    const corsAllowed = origin !== undefined && allowed.has(origin);
    if (corsAllowed) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      // What the client may read beyond the safelisted headers (docs/backend.md#cors).
      response.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
    response.setHeader('Vary', 'Origin');

    if (method === 'OPTIONS') {
      if (origin !== undefined && !corsAllowed) {
        // Spring answers a preflight from a foreign origin with 403 and no CORS headers.
        sendProblem(response, 403, 'Forbidden', 'Invalid CORS request', path);
        return;
      }
      response.statusCode = 204;
      response.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
      response.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      response.setHeader('Access-Control-Max-Age', '600');
      response.end();
      return;
    }

    const url = handlerUrl(path);
    if (!url) {
      sendProblem(response, 400, 'Bad Request', 'The request target is not a valid path.', '');
      return;
    }
    if (UNCARRIED_METHODS.has(method)) {
      request.resume();
      refuseMethod(response, method, url);
      return;
    }

    const bodyLimit = receiptBodyLimit(path, bodyLimitBytes);
    void (async () => {
      try {
        const hasBody = method !== 'GET' && method !== 'HEAD';
        const body = hasBody ? await readBody(request, bodyLimit) : undefined;
        const pathname = path.split('?')[0] ?? path;
        const unmapped = () => sendProblem(response, 404, 'Not Found', unmappedDetail(pathname), pathname);
        if (path.startsWith('/__mock/')) {
          // The outbox lists every tenant's emails and their /d/ links: a test control like the others.
          if (!controls) {
            unmapped();
            return;
          }
          if (method === 'POST' && (await handleControl(path, body ?? Buffer.alloc(0), response))) return;
        }
        const fetchRequest = new Request(url, {
          method,
          headers: headersOf(request),
          ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
        });
        // Beside the request, not in a header: nothing the caller sends can change it.
        const forwardedFor = request.headers['x-forwarded-for'];
        const hops = Array.isArray(forwardedFor) ? forwardedFor.join(', ') : forwardedFor;
        setClientAddress(fetchRequest, clientAddress(request.socket.remoteAddress ?? '', hops, trusted));
        const answer = await getResponse(handlers, fetchRequest);
        if (!answer) {
          unmapped();
          return;
        }
        if (answer.type === 'error') {
          // A simulated network failure: drop the connection.
          request.socket.destroy();
          return;
        }
        response.statusCode = answer.status;
        answer.headers.forEach((value, name) =>
          // Vary: Origin is the server's; a handler's Vary (Document-Token) adds to it.
          response.setHeader(name, name === 'vary' ? `${String(response.getHeader('Vary'))}, ${value}` : value),
        );
        response.end(Buffer.from(await answer.arrayBuffer()));
      } catch (error) {
        if (response.headersSent) return;
        if (error instanceof BodyTooLarge) {
          response.setHeader('Connection', 'close');
          sendProblem(response, 413, 'Content Too Large', `Request bodies are limited to ${bodyLimit} bytes.`, path);
          return;
        }
        log(`error: ${String(error)}`);
        sendProblem(response, 500, 'Internal Server Error', 'The mock backend failed to answer.', path);
      }
    })();
  });

  // Requests Node cannot parse (bad request line, header overflow) and CONNECT, which Node hands
  // over as a raw socket: answered with problem details rather than a bare close.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'HPE_HEADER_OVERFLOW')
      writeRawProblem(socket, 431, 'Request Header Fields Too Large', 'The request headers are too large.');
    else writeRawProblem(socket, 400, 'Bad Request', 'The request could not be parsed.');
  });
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    writeRawProblem(socket, 405, 'Method Not Allowed', 'CONNECT is not supported.');
  });
  return server;
}
