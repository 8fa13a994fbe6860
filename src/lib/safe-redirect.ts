// Where to go after signing in. Only same-site paths are accepted, so a crafted link cannot
// send a user who just typed their password to another site.

interface LocationLike {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

const NO_RETURN = ['/login', '/register'];

function asPath(from: unknown): string | null {
  if (typeof from === 'string') return from;
  if (typeof from === 'object' && from !== null) {
    const { pathname, search, hash } = from as LocationLike;
    if (typeof pathname !== 'string') return null;
    return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
  }
  return null;
}

export function safeRedirectPath(from: unknown, fallback: string): string {
  const path = asPath(from);
  if (path === null) return fallback;
  // One leading slash, no scheme-relative `//` or `/\`, no control characters: in what was given,
  // and again in what the URL parser makes of it.
  if (!isSameSitePath(path)) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(path, 'http://same.invalid');
  } catch {
    return fallback;
  }
  if (parsed.origin !== 'http://same.invalid') return fallback;
  if (NO_RETURN.includes(parsed.pathname)) return fallback;
  const normalised = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // Dot segments can leave `//` in front (`/x/..//evil.example`): a path the browser reads as another site.
  return isSameSitePath(normalised) ? normalised : fallback;
}

function isSameSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
