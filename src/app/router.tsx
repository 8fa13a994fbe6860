// The router (docs/product.md#routes-and-access): the layouts and guards, with the screens of
// route-table.ts under them by who may open them. Every screen is a lazy route module, so each page
// loads only its own code (the landing page never loads admin or invoicing code).
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROLES } from '@/config/constants';
import { paths } from '@/config/paths';
import { ErrorFallback } from './error-fallback';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { askCapabilities, routesFor } from './route-table';
import { UnknownPathRedirect } from './unknown-path-redirect';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorFallback />,
    // Nothing visible while the first route module loads: no flash of a loading text.
    hydrateFallbackElement: <div aria-busy="true" />,
    children: [
      {
        errorElement: <ErrorFallback />,
        children: [
          ...routesFor('landing'),
          {
            // Server state (TanStack Query) is loaded with the first screen that needs it, so the
            // landing page never pays for it.
            lazy: () => import('./routes/with-query-client'),
            children: [
              // A screen that fails shows its error inside its layout's frame, under the header.
              {
                lazy: () => import('./routes/public-layout'),
                children: [{ errorElement: <ErrorFallback />, children: routesFor('public') }],
              },
              {
                element: <RequireAuth />,
                children: [
                  {
                    lazy: () => {
                      askCapabilities();
                      return import('./routes/app-layout');
                    },
                    children: [
                      {
                        errorElement: <ErrorFallback back={{ to: paths.dashboard, label: 'Go to the dashboard' }} />,
                        children: [
                          ...routesFor('signed-in'),
                          { element: <RequireAuth roles={[ROLES.admin]} />, children: routesFor('admin') },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
          // Both catch-alls (docs/decisions/005-unknown-paths.md): signed in, an unknown path goes to /dashboard; signed out, to /.
          { path: '*', element: <UnknownPathRedirect /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
