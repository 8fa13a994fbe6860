// The protected-route guard (SPEC section 2).
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { STORAGE_KEYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { removeItem } from '@/lib/storage';
import { useAuth } from '@/features/session/use-auth';

export interface LoginRedirectState {
  /** Where the user was going; the login screen returns there. */
  from: Location;
  /** Signed in, but without a role the page needs. */
  reason?: 'missing-role';
}

interface RequireAuthProps {
  /** Any one of these roles grants access. */
  roles?: readonly string[];
  children?: ReactNode;
}

export function RequireAuth({ roles, children }: RequireAuthProps) {
  const auth = useAuth();
  const location = useLocation();
  const toLogin = (state: LoginRedirectState) => <Navigate to={paths.login} replace state={state} />;

  try {
    if (auth.loading) return <p role="status">Loading...</p>;
    if (!auth.isAuthenticated) return toLogin({ from: location });
    if (roles && roles.length > 0 && !roles.some((role) => auth.roles.includes(role))) {
      return toLogin({ from: location, reason: 'missing-role' });
    }
  } catch {
    // A session in a state we cannot read: start again from a clean sign-in.
    removeItem(STORAGE_KEYS.token);
    return toLogin({ from: location });
  }
  return children ?? <Outlet />;
}
