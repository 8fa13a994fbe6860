// Errors as Spring 6 returns them: RFC 9457 problem details.
import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema';
import { dateHeader } from './clock';

export type ProblemDetail = components['schemas']['ProblemDetail'];
type FieldError = components['schemas']['FieldError'];

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  503: 'Service Unavailable',
};

/** Typed as a plain Response so handlers' success bodies decide MSW's inferred response type. */
export function problem(
  status: number,
  detail: string,
  errors?: FieldError[],
  type = 'about:blank',
  headers: Record<string, string> = {},
): Response {
  const body: ProblemDetail = {
    type,
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
  return HttpResponse.json(body, { status, headers: { ...headers, 'Content-Type': 'application/problem+json' } });
}

export const notFound = (what: string) => problem(404, `${what} was not found.`);

/** Spring Boot's answer for a path no controller maps (3.2 and later): also a part the service does not offer. */
export function unmappedPath(path: string): Response {
  const body: ProblemDetail = { type: 'about:blank', title: 'Not Found', status: 404, detail: unmappedDetail(path), instance: path };
  // Dated: a service without /api/capabilities answers this first, and its Date is the server's clock.
  return HttpResponse.json(body, { status: 404, headers: { 'Content-Type': 'application/problem+json', ...dateHeader() } });
}

export const unmappedDetail = (path: string) => `No static resource ${path.replace(/^\//, '')}.`;
