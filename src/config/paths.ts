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
  invoice: '/invoices/:id',
  editInvoice: '/invoices/:id/edit',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminBusinesses: '/admin/businesses',
  adminClients: '/admin/clients',
  statement: '/clients/:id/statement',
  gstReturn: '/gst-return',
} as const;

/** /invoices/42: one invoice, as its client will see it. */
export const invoicePath = (id: number) => `/invoices/${id}`;
/** /invoices/42/edit: the editor, for a draft. */
export const editInvoicePath = (id: number) => `/invoices/${id}/edit`;
/** /clients/7/statement: a client's statement (activity by default; the query says which and when). */
export const statementPath = (clientId: number) => `/clients/${clientId}/statement`;
