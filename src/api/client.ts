// The one HTTP client: base URL from config, cookies on cross-site requests, the bearer token on
// every call whenever one is stored (except the two sign-in calls), and a forced sign-out on any 401
// or 403 (the error still reaches the caller). Calls go through ./request.ts, which types them.
import ky, { type KyInstance } from 'ky';
import { env } from '@/config/env';
import { FORCED_LOGOUT_STATUSES } from '@/config/constants';
import { forceSignOut, storedToken } from './session-token';
import { apiPath } from './api-path';
import type { paths } from './schema';
import { parseWireJson } from './wire';

export type RequestContext = {
  /**
   * Set on calls whose 401 or 403 is an answer, not a lost session: a wrong password at sign-in,
   * a refused registration, the public role list.
   */
  keepSessionOn401?: boolean;
  /**
   * An endpoint open to anonymous callers (`security: []` in openapi.yaml; ./request.ts sets it):
   * a 401 or 403 from it says nothing about the session. It still gets the stored token.
   */
  anonymous?: boolean;
};

/**
 * The only calls sent without the stored token: signing in or registering starts a new session, so
 * the previous one's token has no business there. Every other call carries it, `security: []` or not.
 */
const SIGN_IN_PATHS = ['/auth/login', '/auth/register'] as const satisfies ReadonlyArray<keyof paths>;

/** Whether a request to `url` (made against `baseUrl`) is one of the sign-in calls. */
export function isSignInRequest(url: string, baseUrl: string): boolean {
  const base = new Request(baseUrl).url;
  const { origin, pathname } = new URL(url);
  return SIGN_IN_PATHS.some((path) => {
    const signIn = new URL(apiPath(path), base);
    return signIn.origin === origin && signIn.pathname === pathname;
  });
}

interface ApiClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  onForcedSignOut: () => void;
}

function createApiClient({ baseUrl, getToken, onForcedSignOut }: ApiClientOptions): KyInstance {
  return ky.create({
    baseUrl,
    credentials: 'include',
    // The spec sets no request time-out: a waking server holds requests for a while.
    timeout: false,
    // Retries are TanStack Query's job, where they are visible and configurable.
    retry: 0,
    // Answers and error bodies alike: a null member reads as an absent one (./wire.ts).
    parseJson: (text) => parseWireJson(text),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = getToken();
          if (token && !isSignInRequest(request.url, baseUrl)) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        ({ response, options }) => {
          const context = options.context as RequestContext;
          const answerNotSession = context.keepSessionOn401 === true || context.anonymous === true;
          if (FORCED_LOGOUT_STATUSES.includes(response.status) && !answerNotSession) {
            onForcedSignOut();
          }
        },
      ],
    },
  });
}

export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  getToken: storedToken,
  onForcedSignOut: forceSignOut,
});

export { apiPath } from './api-path';
