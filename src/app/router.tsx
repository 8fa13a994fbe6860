// The route table (docs/product.md#routes-and-access). Every screen is a lazy route module, so each page loads only
// its own code (the landing page never loads admin or invoicing code).
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROLES } from '@/config/constants';
import { paths } from '@/config/paths';
import { ErrorFallback } from './error-fallback';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
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
          { path: paths.home, lazy: () => import('./routes/landing') },
          {
            // Server state (TanStack Query) is loaded with the first screen that needs it, so the
            // landing page never pays for it.
            lazy: () => import('./routes/with-query-client'),
            children: [
              {
                lazy: () => import('./routes/public-layout'),
                children: [
                  { path: paths.login, lazy: () => import('./routes/login') },
                  { path: paths.register, lazy: () => import('./routes/register') },
                  { path: paths.unauthorized, lazy: () => import('./routes/unauthorized') },
                ],
              },
              {
                element: <RequireAuth />,
                children: [
                  {
                    lazy: () => import('./routes/app-layout'),
                    children: [
                      { path: paths.profile, lazy: () => import('./routes/profile') },
                      { path: paths.dashboard, lazy: () => import('./routes/dashboard') },
                      { path: paths.createInvoice, lazy: () => import('./routes/create-invoice') },
                      { path: paths.invoiceHistory, lazy: () => import('./routes/invoice-history') },
                      { path: paths.invoice, lazy: () => import('./routes/invoice-view') },
                      { path: paths.editInvoice, lazy: () => import('./routes/edit-invoice') },
                      { path: paths.schedules, lazy: () => import('./routes/schedules') },
                      { path: paths.newSchedule, lazy: () => import('./routes/new-schedule') },
                      { path: paths.schedule, lazy: () => import('./routes/schedule') },
                      { path: paths.quotes, lazy: () => import('./routes/quotes') },
                      { path: paths.createQuote, lazy: () => import('./routes/create-quote') },
                      { path: paths.quote, lazy: () => import('./routes/quote-view') },
                      { path: paths.editQuote, lazy: () => import('./routes/edit-quote') },
                      { path: paths.createCreditNote, lazy: () => import('./routes/create-credit-note') },
                      { path: paths.creditNote, lazy: () => import('./routes/credit-note-view') },
                      { path: paths.statement, lazy: () => import('./routes/statement') },
                      { path: paths.gstReturn, lazy: () => import('./routes/gst-return') },
                      {
                        element: <RequireAuth roles={[ROLES.admin]} />,
                        children: [
                          { path: paths.admin, lazy: () => import('./routes/admin') },
                          { path: paths.adminUsers, lazy: () => import('./routes/admin-users') },
                          { path: paths.adminBusinesses, lazy: () => import('./routes/admin-companies') },
                          { path: paths.adminClients, lazy: () => import('./routes/admin-companies') },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
          // Both catch-alls of the spec: signed in, an unknown path goes to /dashboard; signed out, to /.
          { path: '*', element: <UnknownPathRedirect /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
