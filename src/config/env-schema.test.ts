import { describe, expect, it } from 'vitest';
import { runtimeApiBaseUrl } from './api-base-url';
import { EnvError, readEnv } from './env-schema';

describe('readEnv', () => {
  it('reads a complete environment', () => {
    expect(
      readEnv({ VITE_API_BASE_URL: 'https://api.example.com', VITE_API_MOCKING: 'disabled', VITE_MOCK_COLD_START_MS: '2500' }),
    ).toEqual({
      apiBaseUrl: 'https://api.example.com/',
      apiMocking: 'disabled',
      mockColdStart: 2500,
    });
  });

  it('keeps a base path and ends it with a slash so paths extend it', () => {
    expect(readEnv({ VITE_API_BASE_URL: 'https://example.com/backend' }).apiBaseUrl).toBe('https://example.com/backend/');
  });

  it('enables mocks by default in development only', () => {
    expect(readEnv({ VITE_API_BASE_URL: 'http://localhost:8080', DEV: true }).apiMocking).toBe('enabled');
    expect(readEnv({ VITE_API_BASE_URL: 'http://localhost:8080', DEV: false }).apiMocking).toBe('disabled');
  });

  it('accepts a server that never wakes', () => {
    expect(readEnv({ VITE_API_BASE_URL: 'http://localhost:8080', VITE_MOCK_COLD_START_MS: 'never' }).mockColdStart).toBe('never');
  });

  it.each([
    [{}, /VITE_API_BASE_URL is not set/],
    [{ VITE_API_BASE_URL: 'localhost:8080/api' }, /VITE_API_BASE_URL must use http or https/],
    [{ VITE_API_BASE_URL: 'not a url' }, /VITE_API_BASE_URL must be an absolute http\(s\) URL/],
    [{ VITE_API_BASE_URL: 'ftp://example.com' }, /VITE_API_BASE_URL must use http or https/],
    [{ VITE_API_BASE_URL: 'https://example.com?x=1' }, /must not contain a query/],
    [{ VITE_API_BASE_URL: 'https://user:secret@example.com' }, /must not contain a user name or password/],
    [{ VITE_API_BASE_URL: 'https://example.com/a b' }, /must be a host name or IPv4 address/],
    [{ VITE_API_BASE_URL: 'https://example.com/"onerror' }, /must be a host name or IPv4 address/],
    [{ VITE_API_BASE_URL: 'https://10.0.0.300' }, /must be a host name or IPv4 address/],
    [{ VITE_API_BASE_URL: 'https://example.com:70000' }, /must be a host name or IPv4 address/],
    [{ VITE_API_BASE_URL: 'http:example.com' }, /must be an absolute http\(s\) URL/],
    [{ VITE_API_BASE_URL: 'https://example.com', VITE_API_MOCKING: 'yes' }, /VITE_API_MOCKING must be "enabled" or "disabled"/],
    [{ VITE_API_BASE_URL: 'https://example.com', VITE_MOCK_COLD_START_MS: '3s' }, /VITE_MOCK_COLD_START_MS must be a whole number/],
    [{ VITE_API_BASE_URL: 'https://example.com', VITE_MOCK_COLD_START_MS: '-5' }, /VITE_MOCK_COLD_START_MS must be a whole number/],
  ])('fails clearly for %j', (raw, message) => {
    expect(() => readEnv(raw)).toThrow(EnvError);
    expect(() => readEnv(raw)).toThrow(message);
  });

  it('takes the address the server gave at start over the build-time one', () => {
    expect(readEnv({ VITE_API_BASE_URL: 'http://localhost:8080' }, 'https://api.example.co.nz/v1').apiBaseUrl).toBe(
      'https://api.example.co.nz/v1/',
    );
    expect(() => readEnv({ VITE_API_BASE_URL: 'http://localhost:8080' }, 'ftp://x')).toThrow(
      'API_BASE_URL (runtime-config.js) must use http or https, got "ftp://x".',
    );
  });

  it('accepts host names, IPv4 addresses, ports and base paths', () => {
    for (const value of [
      'http://127.0.0.1:8080',
      'HTTPS://API.Example.com',
      'https://a-b.example.nz:8443/backend/v2',
      'http://localhost',
    ]) {
      expect(() => readEnv({ VITE_API_BASE_URL: value })).not.toThrow();
    }
  });
});

describe('runtimeApiBaseUrl', () => {
  it('reads the address /runtime-config.js sets, and nothing when it sets none', () => {
    expect(runtimeApiBaseUrl({ INVOICING_RUNTIME_CONFIG: { apiBaseUrl: 'https://api.example' } })).toBe('https://api.example');
    expect(runtimeApiBaseUrl({ INVOICING_RUNTIME_CONFIG: {} })).toBeUndefined();
    expect(runtimeApiBaseUrl({})).toBeUndefined();
    expect(() => runtimeApiBaseUrl({ INVOICING_RUNTIME_CONFIG: { apiBaseUrl: 42 } })).toThrow(EnvError);
  });

  it("reads '/' as the page's own origin: the server forwards the API (same-origin mode)", () => {
    const page = { INVOICING_RUNTIME_CONFIG: { apiBaseUrl: '/' }, location: { origin: 'https://invoicing.example.co.nz' } };
    expect(runtimeApiBaseUrl(page)).toBe('https://invoicing.example.co.nz/');
    expect(readEnv({ VITE_API_BASE_URL: 'https://build.example', VITE_API_MOCKING: 'disabled' }, runtimeApiBaseUrl(page)).apiBaseUrl).toBe(
      'https://invoicing.example.co.nz/',
    );
    // Any other path is no address: refused with the value in the message, as before.
    expect(() =>
      readEnv({ VITE_API_MOCKING: 'disabled' }, runtimeApiBaseUrl({ ...page, INVOICING_RUNTIME_CONFIG: { apiBaseUrl: '/api' } })),
    ).toThrow('must be an absolute http(s) URL');
  });
});
