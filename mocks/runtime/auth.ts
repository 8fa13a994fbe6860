// Real token behaviour for the mock: HS256 JWTs with `sub`, `roles` and `exp` (required), verified on
// every protected call. The key is a fixed mock-only value; mock code never reaches a production build.
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { db, type UserRecord } from './db';
import { problem } from './problem';

// Copied into this realm's Uint8Array: jose checks the type, and test DOMs bring their own.
const toKey = (secret: string) => Uint8Array.from(new TextEncoder().encode(secret));
/** The mock's HS256 key; the conformance kit takes it (--token-key) to forge a token without exp. */
export const MOCK_SIGNING_SECRET = 'mock-backend-signing-key-for-development-only';
const MOCK_SIGNING_KEY = toKey(MOCK_SIGNING_SECRET);
const TOKEN_TTL_SECONDS = 60 * 60;

export interface Principal {
  user: UserRecord;
  roles: string[];
}

/** A token for `user`, expiring in `ttlSeconds`; with null, one without `exp` (for the 401 it gets). */
export async function signToken(
  user: Pick<UserRecord, 'username' | 'roles'>,
  ttlSeconds: number | null = TOKEN_TTL_SECONDS,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const token = new SignJWT({ roles: user.roles })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.username)
    .setIssuedAt(now);
  return (ttlSeconds === null ? token : token.setExpirationTime(now + ttlSeconds)).sign(MOCK_SIGNING_KEY);
}

/** A token signed with another key, for tests of the 401 path. */
export async function signForeignToken(user: Pick<UserRecord, 'username' | 'roles'>): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ roles: user.roles })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.username)
    .setExpirationTime(now + TOKEN_TTL_SECONDS)
    .sign(toKey('some-other-key-that-the-server-does-not-trust'));
}

type AuthResult = { principal: Principal } | { refusal: Response };

/**
 * Who is calling: 401 when the token is missing, malformed, badly signed or expired (or its user
 * is gone), 403 when none of `anyOfRoles` is held.
 */
export async function authenticate(request: Request, anyOfRoles: readonly string[] = []): Promise<AuthResult> {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return { refusal: problem(401, 'Full authentication is required to access this resource.') };
  let subject: string | undefined;
  try {
    // A token must carry `exp`: one without would never expire (docs/decisions/142-tokens-must-expire.md).
    const { payload } = await jwtVerify(match[1], MOCK_SIGNING_KEY, { algorithms: ['HS256'], requiredClaims: ['exp'] });
    subject = payload.sub;
  } catch (error) {
    const detail =
      error instanceof joseErrors.JWTExpired
        ? 'The token has expired.'
        : error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'exp'
          ? 'The token has no expiry (exp).'
          : 'The token is invalid.';
    return { refusal: problem(401, detail) };
  }
  const user = db.users.findFirst((q) => q.where({ username: subject ?? '' }));
  if (!user) return { refusal: problem(401, 'The token belongs to no existing user.') };
  // Roles come from the stored user, so a role removed by an admin takes effect at once.
  if (anyOfRoles.length > 0 && !anyOfRoles.some((role) => user.roles.includes(role))) {
    return { refusal: problem(403, 'You do not have permission to do this.') };
  }
  return { principal: { user, roles: user.roles } };
}
