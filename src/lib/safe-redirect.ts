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
  // One leading slash, no scheme-relative `//` or `/\`, no control characters.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
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
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
