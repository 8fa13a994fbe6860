// The backend's base address: the rules a value must meet, wherever it comes from (VITE_API_BASE_URL
// at build time, API_BASE_URL when the container starts). deploy/render-nginx-conf.sh applies the
// same rules, with the same messages, before it writes the value into runtime-config.js and the CSP;
// deploy/render-nginx-conf.test.ts checks that the two agree. Pure: vite.config.ts uses it too.

export class EnvError extends Error {
  override name = 'EnvError';
}

/** The global that /runtime-config.js sets when the server gives the address at start. */
const RUNTIME_CONFIG_GLOBAL = 'INVOICING_RUNTIME_CONFIG';

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
// A host name whose last label starts with a letter (a last label of digits makes the URL parser read
// an IPv4 address), or an IPv4 address. No IPv6 literals, no user name or password.
const HOST = `(?:(?:[A-Za-z0-9-]+\\.)*[A-Za-z][A-Za-z0-9-]*|${OCTET}(?:\\.${OCTET}){3})`;
const SHAPE = new RegExp(`^https?://${HOST}(?::([0-9]{1,5}))?(?:/[A-Za-z0-9._~%/-]*)?$`, 'i');

/**
 * The address with a trailing slash (so request paths extend a base path such as /backend), or an
 * EnvError naming `name` and what is wrong.
 */
export function parseApiBaseUrl(value: string | undefined, name = 'VITE_API_BASE_URL'): string {
  if (value === undefined || value.trim() === '') {
    throw new EnvError(`${name} is not set. Set it to the backend address, for example http://localhost:8080.`);
  }
  const text = value.trim();
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined) throw new EnvError(`${name} must be an absolute http(s) URL such as https://api.example.com, got "${text}".`);
  if (scheme !== 'http' && scheme !== 'https') throw new EnvError(`${name} must use http or https, got "${text}".`);
  if (!text.slice(scheme.length + 1).startsWith('//')) {
    throw new EnvError(`${name} must be an absolute http(s) URL such as https://api.example.com, got "${text}".`);
  }
  if (/[?#]/.test(text)) throw new EnvError(`${name} must not contain a query or fragment, got "${text}".`);
  if (text.includes('@')) throw new EnvError(`${name} must not contain a user name or password, got "${text}".`);
  const shape = SHAPE.exec(text);
  if (shape === null || Number(shape[1] ?? 0) > 65535) {
    throw new EnvError(
      `${name} must be a host name or IPv4 address with an optional port and path (letters, digits and . _ ~ % / -), got "${text}".`,
    );
  }
  const href = new URL(text).href;
  return href.endsWith('/') ? href : `${href}/`;
}

/** What runtime-config.js gives when the server forwards the API on the page's own origin (decision 342). */
const SAME_ORIGIN = '/';

/**
 * The address /runtime-config.js gives, or undefined when it gives none (dev, a plain static host).
 * '/' is the page's own origin: the server forwards the API there (same-origin mode).
 */
export function runtimeApiBaseUrl(scope: object): string | undefined {
  const config: unknown = (scope as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL];
  if (typeof config !== 'object' || config === null) return undefined;
  const value: unknown = (config as Record<string, unknown>).apiBaseUrl;
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new EnvError(`API_BASE_URL (runtime-config.js) must be text, got ${typeof value}.`);
  if (value !== SAME_ORIGIN) return value;
  const location = (scope as { location?: { origin?: unknown } }).location;
  return typeof location?.origin === 'string' ? `${location.origin}/` : value;
}
