import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/session/use-auth';

/**
 * The spec lists two catch-alls: to /dashboard, and to /. A signed-in user who mistypes a path
 * lands on their dashboard; a visitor lands on the public home page rather than a sign-in form.
 */
export function UnknownPathRedirect() {
  const { loading, isAuthenticated } = useAuth();
  if (loading) return null;
  return <Navigate to={isAuthenticated ? paths.dashboard : paths.home} replace />;
}
