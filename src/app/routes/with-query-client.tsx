import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { appQueryClient } from '@/api/query-client';

export function Component() {
  // Tests and stories provide their own client; the app uses its one shared cache.
  const provided = useContext(QueryClientContext);
  if (provided) return <Outlet />;
  return (
    <QueryClientProvider client={appQueryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
