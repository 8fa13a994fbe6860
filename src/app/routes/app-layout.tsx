// The signed-in layout: the app shell around every signed-in screen, which draw once the service's
// capabilities are known (they show only what it offers).
import { Outlet } from 'react-router-dom';
import { KnownCapabilities } from '@/features/server-capabilities/known-capabilities';
import { VersionNotice } from '@/features/server-capabilities/version-notice';
import { AppShell } from '../layout/app-shell';

export function Component() {
  return (
    <AppShell>
      <KnownCapabilities>
        <VersionNotice />
        <Outlet />
      </KnownCapabilities>
    </AppShell>
  );
}
