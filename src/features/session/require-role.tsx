// A screen's own access check (docs/product.md#admin-access: the admin screens check the token and the ADMIN role
// themselves, besides the router's guard). Signed out, or without the role: to /login, remembering
// where the user was going, as the router's guard does.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from './use-auth';

export function RequireRole({ role, children }: { role: string; children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.loading) return <p role="status">Loading...</p>;
  if (!auth.isAuthenticated) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (!auth.roles.includes(role)) return <Navigate to={paths.login} replace state={{ from: location, reason: 'missing-role' }} />;
  return children;
}
