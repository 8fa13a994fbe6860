import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('returns same-site paths with their query and hash', () => {
    expect(safeRedirectPath('/admin/users', '/dashboard')).toBe('/admin/users');
    expect(safeRedirectPath('/invoice-history?status=PAID#top', '/dashboard')).toBe('/invoice-history?status=PAID#top');
    expect(safeRedirectPath({ pathname: '/profile', search: '?tab=1', hash: '' }, '/dashboard')).toBe('/profile?tab=1');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'javascript:alert(1)',
    'profile',
    '/login',
    '/register?x=1',
    '/\u0000x',
  ])('refuses %s', (from) => {
    expect(safeRedirectPath(from, '/dashboard')).toBe('/dashboard');
  });

  it('falls back when there is nowhere to return to', () => {
    expect(safeRedirectPath(undefined, '/dashboard')).toBe('/dashboard');
    expect(safeRedirectPath({ pathname: 42 }, '/dashboard')).toBe('/dashboard');
  });

  it('never leaves the site, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
          fc.string().map((s) => `//${s}`),
        ),
        (from) => {
          const result = safeRedirectPath(from, '/dashboard');
          expect(result.startsWith('/')).toBe(true);
          expect(result.startsWith('//')).toBe(false);
          expect(new URL(result, 'https://app.example').origin).toBe('https://app.example');
        },
      ),
      { numRuns: 2000 },
    );
  });
});
