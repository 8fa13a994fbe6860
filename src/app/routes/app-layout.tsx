// The signed-in layout: the app shell around every signed-in screen.
import { Outlet } from 'react-router-dom';
import { AppShell } from '../layout/app-shell';

export function Component() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
