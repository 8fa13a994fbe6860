// The session (docs/product.md#the-session). The stored token is the single source of truth: it is read from
// local storage on start and whenever it changes (login, logout, a forced sign-out, another tab),
// and the roles come from its payload. Its expiry is read but not enforced here: the device's clock
// may be wrong, so the server decides, and its 401 ends the session (a forced sign-out,
// src/api/client.ts). docs/decisions/043-clock-skew-server-decides.md.
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { STORAGE_KEYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { readItem, removeItem, writeItem } from '@/lib/storage';
import { decodeToken, rolesFromToken, type TokenClaims } from '@/lib/token';
import { AuthContext, type AuthContextValue } from './auth-context';

const TOKEN_CHANGED = 'session:token-changed';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.token || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(TOKEN_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(TOKEN_CHANGED, onChange);
  };
}

const readToken = () => readItem(STORAGE_KEYS.token);

function claimsOf(token: string | null): TokenClaims | null {
  if (token === null) return null;
  const claims = decodeToken(token);
  if (claims === null) console.error('Failed to decode token');
  return claims;
}

function endSession(): void {
  // The saved roles entry stays, as the spec describes.
  removeItem(STORAGE_KEYS.token);
  window.dispatchEvent(new Event(TOKEN_CHANGED));
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const storedToken = useSyncExternalStore(subscribe, readToken);
  // An undecodable token is no session: token and roles are cleared in memory.
  const claims = useMemo(() => claimsOf(storedToken), [storedToken]);
  const token = claims === null ? null : storedToken;

  const login = useCallback((newToken: string) => {
    const roles = rolesFromToken(newToken);
    writeItem(STORAGE_KEYS.token, newToken);
    writeItem(STORAGE_KEYS.roles, JSON.stringify(roles));
    window.dispatchEvent(new Event(TOKEN_CHANGED));
    return roles;
  }, []);

  // Logout leaves for / first and ends the session once / is on screen: ended while a guarded
  // page is still rendered, the guard would send the user to /login, overtaking the way to /.
  const { pathname, key: locationKey } = useLocation();
  const endSessionOnArrival = useRef(false);
  useEffect(() => {
    if (!endSessionOnArrival.current) return;
    endSessionOnArrival.current = false;
    // Arriving anywhere else cancels it (a blocker for unsaved work kept the user on the page).
    if (pathname === paths.home) endSession();
  }, [pathname, locationKey]);
  // Unmounted on the way (a provider inside the routes), no guard is left to overtake it.
  useEffect(
    () => () => {
      if (endSessionOnArrival.current) endSession();
    },
    [],
  );

  const logout = useCallback(() => {
    endSessionOnArrival.current = true;
    void navigate(paths.home);
  }, [navigate]);

  const value = useMemo<AuthContextValue>(() => {
    const roles = claims?.roles ?? [];
    return {
      token,
      roles,
      username: claims?.sub ?? null,
      // The session is read synchronously from storage, so it is never still loading here.
      loading: false,
      isAuthenticated: token !== null,
      login,
      logout,
      hasAnyRole: (wanted) => wanted.some((role) => roles.includes(role)),
    };
  }, [token, claims, login, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
