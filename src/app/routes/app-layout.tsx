// PLACEHOLDER signed-in layout until the app shell issue builds the header and navigation.
import { Link, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/session/use-auth';

export function Component() {
  const { username, logout } = useAuth();
  return (
    <>
      <header>
        <nav aria-label="Main">
          <Link to={paths.dashboard}>Dashboard</Link> <Link to={paths.profile}>My Profile</Link>
        </nav>
        <span>{username}</span>
        <button type="button" onClick={logout}>
          Logout
        </button>
      </header>
      <Outlet />
    </>
  );
}
