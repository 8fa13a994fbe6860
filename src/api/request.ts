// Typed calls. The path, the path and query parameters, the JSON body and the answer of every
// request are read from the generated `paths` of openapi.yaml (./schema.d.ts), so a call that no
// longer fits the contract stops the build. ky stays the HTTP client (./client.ts: base URL,
// bearer token, forced sign-out). The types follow openapi-fetch's; docs/decisions/040-typed-api-calls.md.
import { ANONYMOUS_OPERATIONS } from '@/config/api-values';
import { api, type RequestContext } from './client';
import { apiPath, fillPath, searchParamsFrom } from './api-path';
import type { paths } from './schema';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete';

/** The contract's paths that have an operation for `method`. */
export type PathsWith<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];

/** The operation at `path` and `method`, as openapi-typescript generated it. */
export type Operation<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** `path`, `query` and `header` as the operation declares them (`never` where it has none). */
type ParamsOf<O> = O extends { parameters: infer Params }
  ? Pick<Params, 'path' & keyof Params> & Pick<Params, 'query' & keyof Params> & Pick<Params, 'header' & keyof Params>
  : never;

type ParamsOption<O> = RequiredKeys<ParamsOf<O>> extends never ? { params?: ParamsOf<O> } : { params: ParamsOf<O> };

type BodyOption<O> = O extends { requestBody: { content: { 'application/json': infer Body } } }
  ? { body: Body }
  : O extends { requestBody?: never }
    ? { body?: never }
    : O extends { requestBody?: { content: { 'application/json': infer Body } } }
      ? { body?: Body }
      : { body?: never };

type RequestOptions<O> = ParamsOption<O> &
  BodyOption<O> & {
    signal?: AbortSignal;
    context?: RequestContext;
  };

type SuccessStatus = 200 | 201 | 202 | 204;

/** The JSON of a response, or undefined for one without content (204). */
type JsonOf<R> = R extends { content: { 'application/json': infer Json } } ? Json : undefined;

/** What a successful call resolves to. */
export type ResponseData<O> = O extends { responses: infer Responses } ? JsonOf<Responses[SuccessStatus & keyof Responses]> : never;

/** No options argument is needed when nothing in them is required. */
type OptionsArgument<O> = RequiredKeys<RequestOptions<O>> extends never ? [options?: RequestOptions<O>] : [options: RequestOptions<O>];

interface LooseOptions {
  params?: { path?: Readonly<Record<string, unknown>>; query?: object; header?: Readonly<Record<string, string | undefined>> };
  body?: unknown;
  signal?: AbortSignal;
  context?: RequestContext;
}

/** The header parameters an operation declares (e.g. Idempotency-Key), those given. */
const definedHeaders = (header: Readonly<Record<string, string | undefined>> | undefined) =>
  Object.fromEntries(Object.entries(header ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined));

const anonymous: ReadonlySet<string> = new Set(ANONYMOUS_OPERATIONS);

/**
 * One call of the contract: `request('get', '/api/invoices/{id}', { params: { path: { id } } })`.
 * Rejects with ky's HTTPError for a non-2xx answer (see ./errors.ts).
 */
export function request<M extends HttpMethod, P extends PathsWith<M>>(
  method: M,
  path: P,
  ...options: OptionsArgument<Operation<P, M>>
): Promise<ResponseData<Operation<P, M>>>;
export async function request(method: HttpMethod, path: string, options: LooseOptions = {}): Promise<unknown> {
  const { params = {}, body, signal, context = {} } = options;
  // An anonymous endpoint's 401 says nothing about the session (the token still goes: ./client.ts).
  const isAnonymous = anonymous.has(`${method.toUpperCase()} ${path}`);
  const response = await api(apiPath(fillPath(path, params.path)), {
    method,
    // Problem details too, so Spring writes errors as application/problem+json (docs/backend.md#errors).
    headers: { ...definedHeaders(params.header), Accept: 'application/json, application/problem+json' },
    ...(body !== undefined ? { json: body } : {}),
    ...(params.query ? { searchParams: searchParamsFrom(params.query) } : {}),
    ...(signal ? { signal } : {}),
    context: isAnonymous ? { ...context, anonymous: true } : context,
  });
  if (response.status === 204) return undefined;
  // The one conversion from the wire: the overload above gives it the contract's type.
  return response.json();
}
