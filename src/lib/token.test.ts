import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { decodeToken, normaliseRoles, rolesFromToken } from './token';

const base64Url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWith = (payload: unknown) => `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;

describe('decodeToken', () => {
  it('reads roles, subject and expiry (seconds to milliseconds)', () => {
    expect(decodeToken(tokenWith({ sub: 'admin', roles: ['ADMIN', 'USER'], exp: 1_900_000_000 }))).toEqual({
      sub: 'admin',
      roles: ['ADMIN', 'USER'],
      expiresAt: 1_900_000_000_000,
    });
  });

  it('treats a single string role as a one-item list', () => {
    expect(decodeToken(tokenWith({ roles: 'ADMIN' }))?.roles).toEqual(['ADMIN']);
  });

  it('gives no roles when the claim is missing or of another type', () => {
    expect(decodeToken(tokenWith({}))?.roles).toEqual([]);
    expect(decodeToken(tokenWith({ roles: 42 }))?.roles).toEqual([]);
    expect(decodeToken(tokenWith({ roles: ['USER', 7, null] }))?.roles).toEqual(['USER']);
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['an object', { token: 'x' }],
    ['an empty string', ''],
    ['a token with a missing part', 'onlyonepart'],
    ['a token whose payload is not base64', 'aaa.!!!.ccc'],
    ['a token whose payload is not JSON', `aaa.${btoa('not json')}.ccc`],
    ['a token whose payload is a JSON string', `aaa.${base64Url('hello')}.ccc`],
  ])('is invalid for %s', (_label, token) => {
    expect(decodeToken(token)).toBeNull();
  });
});

describe('rolesFromToken', () => {
  it('returns the roles of a valid token', () => {
    expect(rolesFromToken(tokenWith({ roles: ['USER'] }))).toEqual(['USER']);
  });

  it('yields an empty list for an undecodable token and says so on the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(rolesFromToken('garbage')).toEqual([]);
    expect(error).toHaveBeenCalledWith('Token decode failed');
  });
});

describe('properties', () => {
  it('never throws and never yields roles for arbitrary strings that are not tokens', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fc.assert(
      fc.property(fc.string(), (text) => {
        // Strings without two dots can never be a token.
        fc.pre(text.split('.').length !== 3);
        expect(decodeToken(text)).toBeNull();
        expect(rolesFromToken(text)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws for any value, and any roles it yields are non-empty strings', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.string(),
          fc.tuple(fc.string(), fc.string(), fc.string()).map((parts) => parts.join('.')),
        ),
        (value) => {
          const roles = rolesFromToken(value);
          expect(Array.isArray(roles)).toBe(true);
          for (const role of roles) expect(typeof role === 'string' && role !== '').toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('round-trips any roles claim written into a real token payload', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 })), (roles) => {
        expect(decodeToken(tokenWith({ roles }))?.roles).toEqual(roles);
      }),
    );
  });

  it('normaliseRoles keeps only non-empty strings', () => {
    fc.assert(
      fc.property(fc.anything(), (claim) => {
        for (const role of normaliseRoles(claim)) expect(typeof role === 'string' && role.length > 0).toBe(true);
      }),
    );
  });
});
