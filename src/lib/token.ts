// Reading the signed session token. The signature is the server's business; the client only
// reads `roles` and `exp` from the payload. Never throws: an unreadable token is simply invalid.
import { jwtDecode } from 'jwt-decode';

export interface TokenClaims {
  sub?: string;
  /**
   * Expiry in milliseconds since the epoch (the token carries seconds). Read, never enforced: the
   * device's clock may be off, so the server decides (docs/decisions/043-clock-skew-server-decides.md).
   */
  expiresAt: number | null;
  roles: string[];
}

interface RawPayload {
  sub?: unknown;
  exp?: unknown;
  roles?: unknown;
}

/** A roles claim may be a list or a single string (a one-item list); anything else gives none. */
export function normaliseRoles(claim: unknown): string[] {
  if (typeof claim === 'string') return claim === '' ? [] : [claim];
  if (Array.isArray(claim)) return claim.filter((role): role is string => typeof role === 'string' && role !== '');
  return [];
}

/** The token's claims, or null when it is not a string or a part is missing or malformed. */
export function decodeToken(token: unknown): TokenClaims | null {
  let payload: unknown;
  try {
    payload = jwtDecode(token as string);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const raw = payload as RawPayload;
  const exp = typeof raw.exp === 'number' && Number.isFinite(raw.exp) ? raw.exp * 1000 : null;
  return {
    ...(typeof raw.sub === 'string' ? { sub: raw.sub } : {}),
    expiresAt: exp,
    roles: normaliseRoles(raw.roles),
  };
}

/** Roles of a token; an undecodable token yields an empty list. */
export function rolesFromToken(token: unknown): string[] {
  const claims = decodeToken(token);
  if (claims === null) {
    console.error('Token decode failed');
    return [];
  }
  return claims.roles;
}
