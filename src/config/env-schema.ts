// Parses the environment variables. Pure, so vite.config.ts, the mock server and tests can use it.
// A malformed value fails with a message naming the variable.

export type ApiMocking = 'enabled' | 'disabled';
/** Milliseconds until the mocked server wakes, or `never`. */
export type ColdStart = number | 'never';

export interface AppEnv {
  apiBaseUrl: string;
  apiMocking: ApiMocking;
  mockColdStart: ColdStart;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

type RawEnv = Partial<Record<string, string | boolean | undefined>>;

function text(raw: RawEnv, key: string): string | undefined {
  const value = raw[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function parseApiBaseUrl(value: string | undefined): string {
  if (value === undefined) {
    throw new EnvError('VITE_API_BASE_URL is not set. Set it to the backend address, for example http://localhost:8080.');
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new EnvError(`VITE_API_BASE_URL must be an absolute http(s) URL such as https://api.example.com, got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EnvError(`VITE_API_BASE_URL must use http or https, got "${value}".`);
  }
  if (url.search !== '' || url.hash !== '') {
    throw new EnvError(`VITE_API_BASE_URL must not contain a query or fragment, got "${value}".`);
  }
  // Without a trailing slash a base path such as /backend would be replaced, not extended.
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

export function parseApiMocking(value: string | undefined, fallback: ApiMocking): ApiMocking {
  if (value === undefined) return fallback;
  if (value === 'enabled' || value === 'disabled') return value;
  throw new EnvError(`VITE_API_MOCKING must be "enabled" or "disabled", got "${value}".`);
}

export function parseColdStart(value: string | undefined, fallback: ColdStart, name = 'VITE_MOCK_COLD_START_MS'): ColdStart {
  if (value === undefined) return fallback;
  if (value === 'never') return 'never';
  if (/^\d+$/.test(value)) return Number(value);
  throw new EnvError(`${name} must be a whole number of milliseconds or "never", got "${value}".`);
}

export function readEnv(raw: RawEnv): AppEnv {
  return {
    apiBaseUrl: parseApiBaseUrl(text(raw, 'VITE_API_BASE_URL')),
    apiMocking: parseApiMocking(text(raw, 'VITE_API_MOCKING'), raw.DEV === true ? 'enabled' : 'disabled'),
    mockColdStart: parseColdStart(text(raw, 'VITE_MOCK_COLD_START_MS'), 0),
  };
}
