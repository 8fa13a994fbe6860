// The layout of the public account pages: /login, /register, /unauthorized.
import { Outlet } from 'react-router-dom';
import { PublicShell } from '../layout/public-shell';

export function Component() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
