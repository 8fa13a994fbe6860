// Parses the environment variables. Pure, so vite.config.ts, the mock server and tests can use it.
// A malformed value fails with a message naming the variable.
import { EnvError, parseApiBaseUrl } from './api-base-url.ts';

export { EnvError } from './api-base-url.ts';

export type ApiMocking = 'enabled' | 'disabled';
/** Milliseconds until the mocked server wakes, or `never`. */
export type ColdStart = number | 'never';

export interface AppEnv {
  apiBaseUrl: string;
  apiMocking: ApiMocking;
  mockColdStart: ColdStart;
}

type RawEnv = Partial<Record<string, string | boolean | undefined>>;

function text(raw: RawEnv, key: string): string | undefined {
  const value = raw[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
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

/**
 * The configuration. `runtimeApiBaseUrl` is the address the server gave when it started
 * (/runtime-config.js, docs/deploying.md); it wins over the one the build was made with.
 */
export function readEnv(raw: RawEnv, runtimeApiBaseUrl?: string): AppEnv {
  return {
    apiBaseUrl:
      runtimeApiBaseUrl === undefined
        ? parseApiBaseUrl(text(raw, 'VITE_API_BASE_URL'))
        : parseApiBaseUrl(runtimeApiBaseUrl, 'API_BASE_URL (runtime-config.js)'),
    apiMocking: parseApiMocking(text(raw, 'VITE_API_MOCKING'), raw.DEV === true ? 'enabled' : 'disabled'),
    mockColdStart: parseColdStart(text(raw, 'VITE_MOCK_COLD_START_MS'), 0),
  };
}
