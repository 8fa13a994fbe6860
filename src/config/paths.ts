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
  quotes: '/quotes',
  createQuote: '/create-quote',
  quote: '/quotes/:id',
  editQuote: '/quotes/:id/edit',
  createCreditNote: '/invoices/:id/credit-note',
  creditNote: '/credit-notes/:id',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminBusinesses: '/admin/businesses',
  adminClients: '/admin/clients',
  schedules: '/schedules',
  newSchedule: '/schedules/new',
  schedule: '/schedules/:id',
  statement: '/clients/:id/statement',
  gstReturn: '/gst-return',
  reports: '/reports',
  suppliers: '/suppliers',
  bills: '/bills',
  newBill: '/bills/new',
  bill: '/bills/:id',
  editBill: '/bills/:id/edit',
  bankAccounts: '/bank-accounts',
  bankAccount: '/bank-accounts/:id',
  emailTemplates: '/email-templates',
  statementRuns: '/statement-runs',
  /** Only in builds that run on the mock backend (docs/sending.md#the-outbox). */
  outbox: '/outbox',
} as const;

/** /invoices/42: one invoice, as its client will see it. */
export const invoicePath = (id: number) => `/invoices/${id}`;
/** /invoices/42/edit: the editor, for a draft. */
export const editInvoicePath = (id: number) => `/invoices/${id}/edit`;
/** /schedules/7: a recurring invoice schedule, its dates and its invoices. */
export const schedulePath = (id: number) => `/schedules/${id}`;

/** /quotes/12: one quote, its actions and its invoices. */
export const quotePath = (id: number) => `/quotes/${id}`;
/** /quotes/12/edit: the quote editor, for a draft. */
export const editQuotePath = (id: number) => `/quotes/${id}/edit`;
/** /invoices/42/credit-note: the form that issues a credit note for an issued invoice. */
export const createCreditNotePath = (invoiceId: number) => `/invoices/${invoiceId}/credit-note`;
/** /credit-notes/7: one credit note, as its client will see it. */
export const creditNotePath = (id: number) => `/credit-notes/${id}`;
/** /clients/7/statement: a client's statement (activity by default; the query says which and when). */
export const statementPath = (clientId: number) => `/clients/${clientId}/statement`;
/** /bills/7: one bill or expense, its payments and GST claim. */
export const billPath = (id: number) => `/bills/${id}`;
/** /bills/7/edit: the bill editor, for a bill without payments. */
export const editBillPath = (id: number) => `/bills/${id}/edit`;
/** /bills/new?kind=EXPENSE&business=2: the bill editor for a new bill (or expense) of the business. */
export function newBillPath(kind: string = 'BILL', businessId?: number | null): string {
  const query = new URLSearchParams();
  if (kind !== 'BILL') query.set('kind', kind);
  if (businessId) query.set('business', String(businessId));
  const text = query.toString();
  return text ? `/bills/new?${text}` : '/bills/new';
}
/** /bills/new?kind=CREDIT_NOTE&credits=7: the bill editor for a supplier credit note reducing bill 7. */
export const newSupplierCreditNotePath = (billId: number) => `/bills/new?kind=CREDIT_NOTE&credits=${billId}`;
/** /bank-accounts/3: a bank account, its statement imports and lines. */
export const bankAccountPath = (id: number) => `/bank-accounts/${id}`;
