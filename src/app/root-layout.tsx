import { Outlet } from 'react-router-dom';
import { AuthProvider } from '@/features/session/auth-provider';
import { ServerStatusBanner } from '@/features/server-status/server-status-banner';

export function RootLayout() {
  return (
    <AuthProvider>
      <Outlet />
      <ServerStatusBanner />
    </AuthProvider>
  );
}
