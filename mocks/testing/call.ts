// Raw calls to the mock backend for its own tests (no client code in between): through the
// in-process MSW interceptor by default (every exchange checked against openapi.yaml), to any
// base address (the mock HTTP server), or straight into the handlers (for requests that are off
// the contract on purpose).
import { getResponse } from 'msw';
import { env } from '../../src/config/env';
import { createHandlers } from '../handlers';

interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  contentType: string | null;
  headers: Headers;
  json: Record<string, unknown> & unknown[];
}

export type Call = (method: string, path: string, options?: CallOptions) => Promise<CallResult>;

type Send = (request: Request) => Promise<Response>;

function caller(baseUrl: string, send: Send): Call {
  return async (method, path, { token, body, rawBody, contentType, headers: extra } = {}) => {
    const headers = new Headers(extra);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
    if (payload !== undefined) headers.set('Content-Type', contentType ?? 'application/json');
    const response = await send(
      new Request(new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
        method,
        headers,
        ...(payload !== undefined ? { body: payload } : {}),
      }),
    );
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      json = text;
    }
    return {
      status: response.status,
      contentType: response.headers.get('Content-Type'),
      headers: response.headers,
      json: json as CallResult['json'],
    };
  };
}

export const callerFor = (baseUrl: string): Call => caller(baseUrl, (request) => fetch(request));

export const call: Call = callerFor(env.apiBaseUrl);

/** Calls a fresh set of the MSW handlers directly; a request no handler answers fails the test. */
export function handlerCaller(baseUrl = 'http://mock-backend.test/'): Call {
  const handlers = createHandlers(baseUrl);
  return caller(baseUrl, async (request) => {
    const answer = await getResponse(handlers, request);
    if (!answer) throw new Error(`${request.method} ${request.url} fell through the handlers (to the network, in a browser).`);
    return answer;
  });
}

export async function tokenFor(username: string, password: string, via: Call = call): Promise<string> {
  const { status, json } = await via('POST', '/auth/login', { body: { username, password } });
  if (status !== 200) throw new Error(`Sign-in as ${username} failed with ${status}`);
  return json.token as string;
}
