// Raw calls to the mock backend for its own tests (no client code in between).
import { env } from '../../src/config/env';

export interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
}

export async function call(method: string, path: string, { token, body, rawBody, contentType }: CallOptions = {}) {
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  if (payload !== undefined) headers.set('Content-Type', contentType ?? 'application/json');
  const response = await fetch(new URL(path.replace(/^\//, ''), env.apiBaseUrl), {
    method,
    headers,
    ...(payload !== undefined ? { body: payload } : {}),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text === '' ? null : JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, contentType: response.headers.get('Content-Type'), json: json as Record<string, unknown> & unknown[] };
}

export async function tokenFor(username: string, password: string): Promise<string> {
  const { status, json } = await call('POST', '/auth/login', { body: { username, password } });
  if (status !== 200) throw new Error(`Sign-in as ${username} failed with ${status}`);
  return json.token as string;
}
