// Every route path in one place.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  unauthorized: '/unauthorized',
  profile: '/profile',
  dashboard: '/dashboard',
  createInvoice: '/create-invoice',
  invoiceHistory: '/invoice-history',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminBusinesses: '/admin/businesses',
  adminClients: '/admin/clients',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
