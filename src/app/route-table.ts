// Every screen's route, once (docs/product.md#routes-and-access): its path, who may open it, its lazy
// route module and its menu entry. The router, the menus and the guard's tests are built from this
// list; a test checks bundle-budgets.json and the docs' routes table against it. A new screen is a
// path in src/config/paths.ts, a module in routes/ and a row here.
import { createElement } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import type { Offering } from '@/lib/capabilities';
import { storedToken } from '@/api/session-token';
import { paths } from '@/config/paths';
import { keepingPromise } from '@/lib/keeping-promise';
import { withScreenData, type ScreenData } from './screen-data';

/**
 * Who may open it: `landing` is the home page (no query cache, no shell), `public` anyone (the
 * public shell), `signed-in` anyone signed in, `admin` an ADMIN (docs/product.md#the-guard).
 */
export type RouteAccess = 'landing' | 'public' | 'signed-in' | 'admin';

export interface MenuEntry {
  menu: 'main' | 'admin';
  label: string;
  /** Folded under this heading in the menu (consecutive or not, shown where its first entry is). */
  group?: MenuGroup;
  /** Other paths on which this entry is the current page. */
  alsoCurrentOn?: readonly string[];
}

/** The menu's folded headings: the books kept, what the app sends for the business, and an ADMIN's screens. */
export type MenuGroup = 'Books' | 'Sending' | 'Admin';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  /** The route module: each screen is its own chunk, loaded when first opened. */
  load: LazyRouteFunction<RouteObject>;
  /** Its entry in the app shell's menu, in the order of this table. */
  menu?: MenuEntry;
  /** The queries the screen asks for first, started beside its code on a page load (decision 243). */
  data?: ScreenData['data'];
  /**
   * The part of the service (or feature) the screen needs: where the service lacks it, the route says
   * so, and its menu entry is not shown (docs/product.md#a-service-that-grows). None: the screen is
   * the specification's and adapts to what the service offers.
   */
  offering?: Offering;
}

/**
 * The Outbox, the mock backend's mail catcher (docs/sending.md#the-outbox). VITE_API_MOCKING is a
 * constant at build time, so a production build drops this branch and its chunk (decision 016;
 * `npm run bench:bundle` fails if the module is found in a production build).
 */
function mockOnlyRoutes(): AppRoute[] {
  if (import.meta.env.VITE_API_MOCKING !== 'enabled') return [];
  return [
    {
      path: paths.outbox,
      offering: 'sending',
      access: 'signed-in',
      load: () => import('./routes/outbox'),
      menu: { menu: 'main', label: 'Outbox', group: 'Sending' },
    },
  ];
}

export const ROUTE_TABLE: readonly AppRoute[] = [
  { path: paths.home, access: 'landing', load: () => import('./routes/landing') },
  { path: paths.login, access: 'public', load: () => import('./routes/login') },
  { path: paths.register, access: 'public', load: () => import('./routes/register') },
  { path: paths.unauthorized, access: 'public', load: () => import('./routes/unauthorized') },
  {
    path: paths.dashboard,
    access: 'signed-in',
    load: () => import('./routes/dashboard'),
    data: () => import('@/features/billing/dashboard/dashboard-queries'),
    menu: { menu: 'main', label: 'Dashboard' },
  },
  {
    path: paths.createInvoice,
    access: 'signed-in',
    load: () => import('./routes/create-invoice'),
    menu: { menu: 'main', label: 'Create Invoice' },
  },
  {
    path: paths.invoiceHistory,
    access: 'signed-in',
    load: () => import('./routes/invoice-history'),
    data: () => import('@/features/billing/invoices/invoice-history-queries'),
    menu: { menu: 'main', label: 'Invoice History' },
  },
  { path: paths.invoice, offering: 'invoices', access: 'signed-in', load: () => import('./routes/invoice-view') },
  { path: paths.editInvoice, offering: 'invoices', access: 'signed-in', load: () => import('./routes/edit-invoice') },
  { path: paths.createCreditNote, offering: 'credit-notes', access: 'signed-in', load: () => import('./routes/create-credit-note') },
  { path: paths.creditNote, offering: 'credit-notes', access: 'signed-in', load: () => import('./routes/credit-note-view') },
  {
    path: paths.schedules,
    offering: 'recurring',
    access: 'signed-in',
    load: () => import('./routes/schedules'),
    menu: { menu: 'main', label: 'Recurring', alsoCurrentOn: [paths.newSchedule] },
  },
  { path: paths.newSchedule, offering: 'recurring', access: 'signed-in', load: () => import('./routes/new-schedule') },
  { path: paths.schedule, offering: 'recurring', access: 'signed-in', load: () => import('./routes/schedule') },
  {
    path: paths.quotes,
    offering: 'quotes',
    access: 'signed-in',
    load: () => import('./routes/quotes'),
    data: () => import('@/features/billing/quotes/quote-list-queries'),
    menu: { menu: 'main', label: 'Quotes', alsoCurrentOn: [paths.createQuote] },
  },
  { path: paths.createQuote, offering: 'quotes', access: 'signed-in', load: () => import('./routes/create-quote') },
  { path: paths.quote, offering: 'quotes', access: 'signed-in', load: () => import('./routes/quote-view') },
  { path: paths.editQuote, offering: 'quotes', access: 'signed-in', load: () => import('./routes/edit-quote') },
  { path: paths.statement, offering: 'statements', access: 'signed-in', load: () => import('./routes/statement') },
  {
    path: paths.bills,
    offering: 'purchases',
    access: 'signed-in',
    load: () => import('./routes/bills'),
    menu: { menu: 'main', label: 'Purchases', alsoCurrentOn: [paths.newBill, paths.bill, paths.editBill, paths.suppliers] },
  },
  { path: paths.newBill, offering: 'purchases', access: 'signed-in', load: () => import('./routes/new-bill') },
  { path: paths.bill, offering: 'purchases', access: 'signed-in', load: () => import('./routes/bill-view') },
  { path: paths.editBill, offering: 'purchases', access: 'signed-in', load: () => import('./routes/edit-bill') },
  {
    path: paths.gstReturn,
    offering: 'gst-returns',
    access: 'signed-in',
    load: () => import('./routes/gst-return'),
    menu: { menu: 'main', label: 'GST return', group: 'Books' },
  },
  {
    path: paths.reports,
    offering: 'reports',
    access: 'signed-in',
    load: () => import('./routes/reports'),
    menu: { menu: 'main', label: 'Reports', group: 'Books' },
  },
  { path: paths.suppliers, offering: 'purchases', access: 'signed-in', load: () => import('./routes/suppliers') },
  {
    path: paths.bankAccounts,
    offering: 'bank-accounts',
    access: 'signed-in',
    load: () => import('./routes/bank-accounts'),
    menu: { menu: 'main', label: 'Bank accounts', group: 'Books' },
  },
  { path: paths.bankAccount, offering: 'bank-accounts', access: 'signed-in', load: () => import('./routes/bank-account') },
  {
    path: paths.emailTemplates,
    offering: 'sending',
    access: 'signed-in',
    load: () => import('./routes/email-templates'),
    menu: { menu: 'main', label: 'Email templates', group: 'Sending' },
  },
  {
    path: paths.statementRuns,
    offering: 'statement-emails',
    access: 'signed-in',
    load: () => import('./routes/statement-runs'),
    menu: { menu: 'main', label: 'Statement runs', group: 'Sending' },
  },
  ...mockOnlyRoutes(),
  { path: paths.profile, access: 'signed-in', load: () => import('./routes/profile'), menu: { menu: 'main', label: 'My Profile' } },
  { path: paths.admin, access: 'admin', load: () => import('./routes/admin') },
  {
    path: paths.adminUsers,
    access: 'admin',
    load: () => import('./routes/admin-users'),
    menu: { menu: 'admin', label: 'Users', group: 'Admin' },
  },
  {
    path: paths.adminBusinesses,
    access: 'admin',
    load: () => import('./routes/admin-companies'),
    menu: { menu: 'admin', label: 'Businesses & Clients', group: 'Admin', alsoCurrentOn: [paths.adminClients] },
  },
  { path: paths.adminClients, access: 'admin', load: () => import('./routes/admin-companies') },
];

/**
 * A pathless parent that shows its route's screen only when the service offers what the screen
 * needs, and says it is not there otherwise (its own chunk: the landing page never loads it).
 */
const offeredOnly = (offering: Offering, route: RouteObject): RouteObject => ({
  lazy: keepingPromise(() =>
    import('@/features/server-capabilities/offered-only').then(({ OfferedOnly }) => ({ element: createElement(OfferedOnly, { offering }) })),
  ),
  children: [route],
});

/**
 * The routes one guard lets in, for the router (lazy route objects). Each lazy function keeps its
 * promise: the app's start loads the address's route first (start.tsx), the router then finds it.
 */
export const routesFor = (access: RouteAccess): RouteObject[] =>
  ROUTE_TABLE.filter((route) => route.access === access).map(({ path, load, data, offering }) => {
    const route = {
      path,
      lazy: keepingPromise(data ? withScreenData({ path, load, data, offering }, () => storedToken() !== null) : load),
    };
    return offering ? offeredOnly(offering, route) : route;
  });

/**
 * Asks the service what it offers as the signed-in layout's code starts loading on a page load, so
 * the answer is there by the time the screen's code is (the layout waits for it).
 */
export function askCapabilities(): void {
  if (storedToken() === null) return;
  void Promise.all([import('@/api/query-client'), import('@/api/capabilities')]).then(([{ appQueryClient }, { capabilitiesQuery }]) =>
    appQueryClient.query(capabilitiesQuery()).catch(() => undefined),
  );
}
