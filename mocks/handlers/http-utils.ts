// Request handling shared by every handler: one write at a time, JSON bodies, zod validation
// into RFC 9457 field errors, and path ids.
import type { http } from 'msw';
import { z } from 'zod';
import { REQUEST_BODY_LIMIT_BYTES } from '../../src/config/constants';
import { checkRequest, type RequestSchema } from '../../src/lib/requests/issues';
import { authenticate, type Principal } from '../runtime/auth';
import { serialise } from '../runtime/db';
import { problem } from '../runtime/problem';

export type Refusal = { refusal: Response };

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'refusal' in value;
}

export type Resolver = Parameters<typeof http.all>[1];
export type Params = Parameters<Resolver>[0]['params'];
type Answer = Response | Promise<Response>;

/** A resolver for a caller signed in with one of `roles` (401 or 403 otherwise). */
export function withAuth(
  roles: readonly string[],
  answer: (call: { principal: Principal; request: Request; params: Params }) => Answer,
): Resolver {
  return async ({ request, params }) => {
    const auth = await authenticate(request, roles);
    if (isRefusal(auth)) return auth.refusal;
    return answer({ principal: auth.principal, request, params });
  };
}

/**
 * A resolver that changes data, run one at a time with every other write (serialise in
 * ../db.ts): its checks and its insert or update cannot interleave with another request's.
 */
export function oneAtATime(resolver: Resolver): Resolver {
  return (info) => serialise(() => resolver(info));
}

export { REQUEST_BODY_LIMIT_BYTES };

/** Parses the body as JSON and checks it against `schema`; a refusal says what is wrong. */
export async function readBody<S extends RequestSchema>(request: Request, schema: S): Promise<{ body: z.output<S> } | Refusal> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    return { refusal: problem(415, `Content type '${contentType || 'none'}' is not supported; send application/json.`) };
  }
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > REQUEST_BODY_LIMIT_BYTES) {
    return { refusal: problem(413, `Request bodies are limited to ${REQUEST_BODY_LIMIT_BYTES} bytes.`) };
  }
  // Fatal: bytes that are not UTF-8 are refused, never stored as U+FFFD in the place of what was sent.
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { refusal: problem(400, 'The request body is not valid UTF-8 text. Send JSON encoded as UTF-8.') };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { refusal: problem(400, 'The request body is not valid JSON.') };
  }
  const checked = checkRequest(schema, raw);
  if (!checked.ok) {
    const first = checked.issues[0];
    return { refusal: problem(400, first ? `${first.field}: ${first.message}` : 'Invalid request.', checked.issues) };
  }
  return { body: checked.body };
}

/**
 * A body already read, checked again by a schema built from the server's data (what may move, the
 * dates it allows); a refusal names each problem, its detail the first problem's words.
 */
export function recheck(schema: RequestSchema, body: unknown, type?: (field: string) => string | undefined): Response | null {
  const checked = checkRequest(schema, body);
  if (checked.ok) return null;
  const [first] = checked.issues;
  return problem(400, first?.message ?? 'Invalid request.', checked.issues, first ? type?.(first.field) : undefined);
}

export function parseId(value: string | readonly string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

/** Trims strings and drops empty ones, as a server storing optional text would. */
export function compactText<T extends Record<string, unknown>>(input: T): T {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed !== '') result[key] = trimmed;
    } else if (value !== undefined && value !== null) {
      result[key] = value;
    }
  }
  return result as T;
}

export const sameText = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();
