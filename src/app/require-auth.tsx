// The protected-route guard (docs/product.md#the-guard).
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { STORAGE_KEYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { removeItem } from '@/lib/storage';
import { useAuth } from '@/features/session/use-auth';

interface LoginRedirectState {
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

type Decision = 'loading' | 'allow' | 'sign-in' | 'missing-role' | 'broken';

function decide(auth: ReturnType<typeof useAuth>, roles: readonly string[] | undefined): Decision {
  try {
    if (auth.loading) return 'loading';
    if (!auth.isAuthenticated) return 'sign-in';
    if (roles && roles.length > 0 && !roles.some((role) => auth.roles.includes(role))) return 'missing-role';
    return 'allow';
  } catch {
    return 'broken';
  }
}

export function RequireAuth({ roles, children }: RequireAuthProps) {
  const auth = useAuth();
  const location = useLocation();
  const decision = decide(auth, roles);

  switch (decision) {
    case 'loading':
      return <p role="status">Loading...</p>;
    case 'allow':
      return children ?? <Outlet />;
    case 'broken':
      // A session in a state we cannot read: start again from a clean sign-in.
      removeItem(STORAGE_KEYS.token);
      return <Navigate to={paths.login} replace state={{ from: location } satisfies LoginRedirectState} />;
    case 'missing-role':
      return <Navigate to={paths.login} replace state={{ from: location, reason: 'missing-role' } satisfies LoginRedirectState} />;
    case 'sign-in':
      return <Navigate to={paths.login} replace state={{ from: location } satisfies LoginRedirectState} />;
  }
}
