// Generated from openapi.yaml by scripts/generate-api-values.mjs (`npm run generate:api`). Do not edit.
// The lists the screens and the mock backend share; src/api/contract-types.test.ts checks each
// against the matching type in src/api/schema.d.ts.

/** components.schemas.PurchaseTaxCode */
export const PURCHASE_TAX_CODE_VALUES = ['STANDARD', 'ZERO', 'EXEMPT', 'NO_GST'] as const;

/** components.schemas.BillKind */
export const BILL_KIND_VALUES = ['BILL', 'EXPENSE', 'CREDIT_NOTE'] as const;

/** components.schemas.BillStatus */
export const BILL_STATUS_VALUES = ['DRAFT', 'AWAITING_PAYMENT', 'PART_PAID', 'PAID', 'VOID'] as const;

/** components.schemas.Currency */
export const CURRENCY_VALUES = ['NZD', 'AUD', 'USD', 'GBP', 'EUR'] as const;

/** components.schemas.TaxCode */
export const TAX_CODE_VALUES = ['STANDARD', 'ZERO', 'EXEMPT'] as const;

/** components.schemas.InvoiceStatus */
export const INVOICE_STATUS_VALUES = ['DRAFT', 'ISSUED', 'PARTIALLY_PAID', 'PAID', 'VOID', 'CREDITED'] as const;

/** components.schemas.InvoiceStatusFilter */
export const INVOICE_STATUS_FILTER_VALUES = ['DRAFT', 'ISSUED', 'PARTIALLY_PAID', 'PAID', 'VOID', 'CREDITED', 'OVERDUE'] as const;

/** components.schemas.PaymentMethod */
export const PAYMENT_METHOD_VALUES = ['BANK_TRANSFER', 'CASH', 'CARD', 'CHEQUE', 'OTHER'] as const;

/** components.schemas.GstFilingFrequency */
export const GST_FILING_FREQUENCY_VALUES = ['MONTHLY', 'TWO_MONTHLY', 'SIX_MONTHLY'] as const;

/** components.schemas.GstPeriodEnding */
export const GST_PERIOD_ENDING_VALUES = ['EVEN_MONTHS', 'ODD_MONTHS'] as const;

/** components.schemas.GstReturnEventType */
export const GST_RETURN_EVENT_TYPE_VALUES = ['FILED', 'REOPENED'] as const;

/** components.schemas.GstBasis */
export const GST_BASIS_VALUES = ['INVOICE', 'PAYMENTS'] as const;

/** components.schemas.MovementKind */
export const MOVEMENT_KIND_VALUES = ['INVOICE', 'CREDIT_NOTE', 'PAYMENT', 'REFUND'] as const;

/** components.schemas.AgeingBucket */
export const AGEING_BUCKET_VALUES = ['CURRENT', 'DAYS_1_30', 'DAYS_31_60', 'DAYS_61_90', 'OVER_90'] as const;

/** components.schemas.CreditKind */
export const CREDIT_KIND_VALUES = ['FULL', 'LINES', 'AMOUNT'] as const;

/** components.schemas.BillingDocumentType */
export const BILLING_DOCUMENT_TYPE_VALUES = ['INVOICE', 'CREDIT_NOTE'] as const;

/** components.schemas.QuoteStatus */
export const QUOTE_STATUS_VALUES = ['DRAFT', 'SENT', 'ACCEPTED', 'DECLINED'] as const;

/** components.schemas.QuoteStatusFilter */
export const QUOTE_STATUS_FILTER_VALUES = ['DRAFT', 'SENT', 'ACCEPTED', 'DECLINED', 'EXPIRED'] as const;

/** components.schemas.QuoteClaimKind */
export const QUOTE_CLAIM_KIND_VALUES = ['DEPOSIT', 'PROGRESS', 'FINAL'] as const;

/** components.schemas.QuoteClaimMethod */
export const QUOTE_CLAIM_METHOD_VALUES = ['PERCENT', 'AMOUNT', 'LINES'] as const;

/** components.schemas.DocumentLinkType */
export const DOCUMENT_LINK_TYPE_VALUES = ['INVOICE', 'QUOTE', 'CREDIT_NOTE'] as const;

/** components.schemas.DocumentLinkState */
export const DOCUMENT_LINK_STATE_VALUES = ['ACTIVE', 'REVOKED', 'EXPIRED'] as const;

/** components.schemas.EmailDocumentType */
export const EMAIL_DOCUMENT_TYPE_VALUES = ['INVOICE', 'QUOTE', 'CREDIT_NOTE', 'STATEMENT'] as const;

/** components.schemas.EmailTemplateKind */
export const EMAIL_TEMPLATE_KIND_VALUES = ['INVOICE', 'QUOTE', 'CREDIT_NOTE', 'REMINDER', 'STATEMENT'] as const;

/** components.schemas.StatementKind */
export const STATEMENT_KIND_VALUES = ['ACTIVITY', 'OUTSTANDING'] as const;

/** components.schemas.StatementRunClientStatus */
export const STATEMENT_RUN_CLIENT_STATUS_VALUES = ['PENDING', 'SENT', 'SKIPPED', 'FAILED'] as const;

/** components.schemas.ReminderRelation */
export const REMINDER_RELATION_VALUES = ['BEFORE_DUE', 'AFTER_DUE'] as const;

/** components.schemas.InvoiceReminderState */
export const INVOICE_REMINDER_STATE_VALUES = [
  'ON',
  'NOT_ISSUED',
  'SETTLED',
  'BUSINESS_OFF',
  'CLIENT_OFF',
  'INVOICE_OFF',
  'NO_EMAIL',
] as const;

/** components.schemas.QuoteEventType */
export const QUOTE_EVENT_TYPE_VALUES = [
  'CREATED',
  'UPDATED',
  'SENT',
  'ACCEPTED',
  'DECLINED',
  'REVISED',
  'VARIATION_ADDED',
  'INVOICED',
  'EMAILED',
] as const;

/** components.schemas.ScheduleFrequency */
export const SCHEDULE_FREQUENCY_VALUES = ['WEEKLY', 'FORTNIGHTLY', 'MONTHLY', 'QUARTERLY', 'YEARLY'] as const;

/** components.schemas.ScheduleStatus */
export const SCHEDULE_STATUS_VALUES = ['ACTIVE', 'PAUSED', 'ENDED'] as const;

/** components.schemas.ScheduleEndType */
export const SCHEDULE_END_TYPE_VALUES = ['NEVER', 'ON_DATE', 'AFTER_COUNT'] as const;

/** components.schemas.ScheduleMode */
export const SCHEDULE_MODE_VALUES = ['DRAFT', 'ISSUE'] as const;

/** components.schemas.BankLineStatus */
export const BANK_LINE_STATUS_VALUES = ['TO_MATCH', 'RECONCILED'] as const;

/** components.schemas.ClientCreditKind */
export const CLIENT_CREDIT_KIND_VALUES = ['OVERPAYMENT', 'APPLIED', 'REFUNDED'] as const;

/** The properties GET /api/invoices sorts by (`sort=property,asc|desc`). */
export const INVOICE_SORT_PROPERTY_VALUES = [
  'issueDate',
  'dueDate',
  'number',
  'clientName',
  'total',
  'balance',
  'status',
  'updatedAt',
] as const;

/** Operations open to anonymous callers (`security: []`), as `METHOD /path`. */
export const ANONYMOUS_OPERATIONS = [
  'POST /auth/login',
  'POST /auth/register',
  'GET /api/users/roles',
  'GET /api/public/document',
  'POST /api/public/document/accept',
  'POST /api/public/document/decline',
  'GET /api/capabilities',
  'GET /actuator/health',
] as const;

/** `info.version`: the contract version this app is built against. */
export const CONTRACT_VERSION = '1.1.0';

/** Every operation, its method, path template and tag. */
export const OPERATIONS = [
  { id: 'login', method: 'POST', path: '/auth/login', tag: 'auth' },
  { id: 'register', method: 'POST', path: '/auth/register', tag: 'auth' },
  { id: 'getCurrentUser', method: 'GET', path: '/api/users/me', tag: 'users' },
  { id: 'listRoles', method: 'GET', path: '/api/users/roles', tag: 'users' },
  { id: 'listUsers', method: 'GET', path: '/api/users', tag: 'users' },
  { id: 'createUser', method: 'POST', path: '/api/users', tag: 'users' },
  { id: 'updateUser', method: 'PUT', path: '/api/users/{id}', tag: 'users' },
  { id: 'deleteUser', method: 'DELETE', path: '/api/users/{id}', tag: 'users' },
  { id: 'listLoginUsers', method: 'GET', path: '/api/admin/users', tag: 'admin' },
  { id: 'listBusinesses', method: 'GET', path: '/api/admin/businesses', tag: 'admin' },
  { id: 'createBusiness', method: 'POST', path: '/api/admin/businesses', tag: 'admin' },
  { id: 'updateBusiness', method: 'PUT', path: '/api/admin/businesses/{id}', tag: 'admin' },
  { id: 'deleteBusiness', method: 'DELETE', path: '/api/admin/businesses/{id}', tag: 'admin' },
  { id: 'listClients', method: 'GET', path: '/api/admin/clients', tag: 'admin' },
  { id: 'createClient', method: 'POST', path: '/api/admin/clients', tag: 'admin' },
  { id: 'updateClient', method: 'PUT', path: '/api/admin/clients/{id}', tag: 'admin' },
  { id: 'deleteClient', method: 'DELETE', path: '/api/admin/clients/{id}', tag: 'admin' },
  { id: 'listInvoicingBusinesses', method: 'GET', path: '/api/invoicing/businesses', tag: 'invoicing' },
  { id: 'listInvoicingClients', method: 'GET', path: '/api/invoicing/businesses/{id}/clients', tag: 'invoicing' },
  { id: 'listInvoices', method: 'GET', path: '/api/invoices', tag: 'invoices' },
  { id: 'createInvoice', method: 'POST', path: '/api/invoices', tag: 'invoices' },
  { id: 'getInvoiceSummary', method: 'GET', path: '/api/invoices/summary', tag: 'invoices' },
  { id: 'getInvoice', method: 'GET', path: '/api/invoices/{id}', tag: 'invoices' },
  { id: 'updateInvoice', method: 'PUT', path: '/api/invoices/{id}', tag: 'invoices' },
  { id: 'deleteInvoice', method: 'DELETE', path: '/api/invoices/{id}', tag: 'invoices' },
  { id: 'issueInvoice', method: 'POST', path: '/api/invoices/{id}/issue', tag: 'invoices' },
  { id: 'recordPayment', method: 'POST', path: '/api/invoices/{id}/payments', tag: 'invoices' },
  { id: 'voidInvoice', method: 'POST', path: '/api/invoices/{id}/void', tag: 'invoices' },
  { id: 'duplicateInvoice', method: 'POST', path: '/api/invoices/{id}/duplicate', tag: 'invoices' },
  { id: 'getClientCredit', method: 'GET', path: '/api/clients/{id}/credit', tag: 'statements' },
  { id: 'applyClientCredit', method: 'POST', path: '/api/clients/{id}/credit/applications', tag: 'statements' },
  { id: 'refundClientCredit', method: 'POST', path: '/api/clients/{id}/credit/refunds', tag: 'statements' },
  { id: 'getActivityStatement', method: 'GET', path: '/api/clients/{id}/statements/activity', tag: 'statements' },
  { id: 'getOutstandingStatement', method: 'GET', path: '/api/clients/{id}/statements/outstanding', tag: 'statements' },
  { id: 'getGstReturn', method: 'GET', path: '/api/businesses/{id}/gst-returns/{period}', tag: 'gst-returns' },
  { id: 'fileGstReturn', method: 'POST', path: '/api/businesses/{id}/gst-returns/{period}/filing', tag: 'gst-returns' },
  { id: 'reopenGstReturn', method: 'POST', path: '/api/businesses/{id}/gst-returns/{period}/reopen', tag: 'gst-returns' },
  { id: 'getProfitAndLoss', method: 'GET', path: '/api/businesses/{id}/reports/profit-and-loss', tag: 'reports' },
  { id: 'getJobCosting', method: 'GET', path: '/api/businesses/{id}/reports/job-costing', tag: 'reports' },
  { id: 'getAgedPayables', method: 'GET', path: '/api/businesses/{id}/reports/aged-payables', tag: 'reports' },
  { id: 'getLedgerAccounts', method: 'GET', path: '/api/ledger/{businessId}/accounts', tag: 'ledger' },
  { id: 'getTrialBalance', method: 'GET', path: '/api/ledger/{businessId}/trial-balance', tag: 'ledger' },
  { id: 'getGeneralLedger', method: 'GET', path: '/api/ledger/{businessId}/accounts/{code}', tag: 'ledger' },
  { id: 'createCreditNote', method: 'POST', path: '/api/invoices/{id}/credit-notes', tag: 'credit-notes' },
  { id: 'recordRefund', method: 'POST', path: '/api/invoices/{id}/refunds', tag: 'credit-notes' },
  { id: 'listCreditNotes', method: 'GET', path: '/api/credit-notes', tag: 'credit-notes' },
  { id: 'getCreditNote', method: 'GET', path: '/api/credit-notes/{id}', tag: 'credit-notes' },
  { id: 'emailInvoice', method: 'POST', path: '/api/invoices/{id}/emails', tag: 'sending' },
  { id: 'emailQuote', method: 'POST', path: '/api/quotes/{id}/emails', tag: 'sending' },
  { id: 'emailCreditNote', method: 'POST', path: '/api/credit-notes/{id}/emails', tag: 'sending' },
  { id: 'emailStatement', method: 'POST', path: '/api/clients/{id}/statements/emails', tag: 'sending' },
  { id: 'listEmailTemplates', method: 'GET', path: '/api/businesses/{id}/email-templates', tag: 'sending' },
  { id: 'saveEmailTemplate', method: 'PUT', path: '/api/businesses/{id}/email-templates/{kind}', tag: 'sending' },
  { id: 'getReminderSettings', method: 'GET', path: '/api/businesses/{id}/reminder-settings', tag: 'sending' },
  { id: 'saveReminderSettings', method: 'PUT', path: '/api/businesses/{id}/reminder-settings', tag: 'sending' },
  { id: 'getInvoiceReminders', method: 'GET', path: '/api/invoices/{id}/reminders', tag: 'sending' },
  { id: 'switchInvoiceReminders', method: 'PUT', path: '/api/invoices/{id}/reminders', tag: 'sending' },
  { id: 'getClientReminders', method: 'GET', path: '/api/clients/{id}/reminders', tag: 'sending' },
  { id: 'switchClientReminders', method: 'PUT', path: '/api/clients/{id}/reminders', tag: 'sending' },
  { id: 'getReminderOverview', method: 'GET', path: '/api/reminders/overview', tag: 'sending' },
  { id: 'getStatementRunSettings', method: 'GET', path: '/api/businesses/{id}/statement-run-settings', tag: 'sending' },
  { id: 'saveStatementRunSettings', method: 'PUT', path: '/api/businesses/{id}/statement-run-settings', tag: 'sending' },
  { id: 'listStatementRuns', method: 'GET', path: '/api/businesses/{id}/statement-runs', tag: 'sending' },
  { id: 'startStatementRun', method: 'POST', path: '/api/businesses/{id}/statement-runs', tag: 'sending' },
  { id: 'getStatementRun', method: 'GET', path: '/api/statement-runs/{id}', tag: 'sending' },
  { id: 'emailStatementInRun', method: 'POST', path: '/api/statement-runs/{id}/clients/{clientId}/emails', tag: 'sending' },
  { id: 'listBillingDocuments', method: 'GET', path: '/api/billing-documents', tag: 'credit-notes' },
  { id: 'listQuotes', method: 'GET', path: '/api/quotes', tag: 'quotes' },
  { id: 'createQuote', method: 'POST', path: '/api/quotes', tag: 'quotes' },
  { id: 'getQuoteSummary', method: 'GET', path: '/api/quotes/summary', tag: 'quotes' },
  { id: 'getQuote', method: 'GET', path: '/api/quotes/{id}', tag: 'quotes' },
  { id: 'updateQuote', method: 'PUT', path: '/api/quotes/{id}', tag: 'quotes' },
  { id: 'deleteQuote', method: 'DELETE', path: '/api/quotes/{id}', tag: 'quotes' },
  { id: 'sendQuote', method: 'POST', path: '/api/quotes/{id}/send', tag: 'quotes' },
  { id: 'acceptQuote', method: 'POST', path: '/api/quotes/{id}/accept', tag: 'quotes' },
  { id: 'declineQuote', method: 'POST', path: '/api/quotes/{id}/decline', tag: 'quotes' },
  { id: 'reviseQuote', method: 'POST', path: '/api/quotes/{id}/revise', tag: 'quotes' },
  { id: 'duplicateQuote', method: 'POST', path: '/api/quotes/{id}/duplicate', tag: 'quotes' },
  { id: 'addQuoteVariation', method: 'POST', path: '/api/quotes/{id}/variations', tag: 'quotes' },
  { id: 'invoiceQuote', method: 'POST', path: '/api/quotes/{id}/invoices', tag: 'quotes' },
  { id: 'listSchedules', method: 'GET', path: '/api/schedules', tag: 'recurring' },
  { id: 'createSchedule', method: 'POST', path: '/api/schedules', tag: 'recurring' },
  { id: 'getUpcomingScheduledInvoices', method: 'GET', path: '/api/schedules/upcoming', tag: 'recurring' },
  { id: 'getSchedule', method: 'GET', path: '/api/schedules/{id}', tag: 'recurring' },
  { id: 'updateSchedule', method: 'PUT', path: '/api/schedules/{id}', tag: 'recurring' },
  { id: 'pauseSchedule', method: 'POST', path: '/api/schedules/{id}/pause', tag: 'recurring' },
  { id: 'resumeSchedule', method: 'POST', path: '/api/schedules/{id}/resume', tag: 'recurring' },
  { id: 'endSchedule', method: 'POST', path: '/api/schedules/{id}/end', tag: 'recurring' },
  { id: 'listSuppliers', method: 'GET', path: '/api/businesses/{id}/suppliers', tag: 'purchases' },
  { id: 'createSupplier', method: 'POST', path: '/api/businesses/{id}/suppliers', tag: 'purchases' },
  { id: 'getSupplier', method: 'GET', path: '/api/suppliers/{id}', tag: 'purchases' },
  { id: 'updateSupplier', method: 'PUT', path: '/api/suppliers/{id}', tag: 'purchases' },
  { id: 'listExpenseAccounts', method: 'GET', path: '/api/businesses/{id}/expense-accounts', tag: 'purchases' },
  { id: 'createExpenseAccount', method: 'POST', path: '/api/businesses/{id}/expense-accounts', tag: 'purchases' },
  { id: 'renameExpenseAccount', method: 'PUT', path: '/api/expense-accounts/{id}', tag: 'purchases' },
  { id: 'listBills', method: 'GET', path: '/api/bills', tag: 'purchases' },
  { id: 'createBill', method: 'POST', path: '/api/bills', tag: 'purchases' },
  { id: 'getBill', method: 'GET', path: '/api/bills/{id}', tag: 'purchases' },
  { id: 'updateBill', method: 'PUT', path: '/api/bills/{id}', tag: 'purchases' },
  { id: 'recordBillPayment', method: 'POST', path: '/api/bills/{id}/payments', tag: 'purchases' },
  { id: 'voidBill', method: 'POST', path: '/api/bills/{id}/void', tag: 'purchases' },
  { id: 'listDocumentLinks', method: 'GET', path: '/api/document-links', tag: 'document-links' },
  { id: 'createDocumentLink', method: 'POST', path: '/api/document-links', tag: 'document-links' },
  { id: 'revokeDocumentLink', method: 'POST', path: '/api/document-links/{id}/revoke', tag: 'document-links' },
  { id: 'openPublicDocument', method: 'GET', path: '/api/public/document', tag: 'document-links' },
  { id: 'acceptPublicQuote', method: 'POST', path: '/api/public/document/accept', tag: 'document-links' },
  { id: 'declinePublicQuote', method: 'POST', path: '/api/public/document/decline', tag: 'document-links' },
  { id: 'attachReceipt', method: 'POST', path: '/api/bills/{id}/receipts', tag: 'purchases' },
  { id: 'getReceipt', method: 'GET', path: '/api/bills/{id}/receipts/{receiptId}', tag: 'purchases' },
  { id: 'removeReceipt', method: 'DELETE', path: '/api/bills/{id}/receipts/{receiptId}', tag: 'purchases' },
  { id: 'getCapabilities', method: 'GET', path: '/api/capabilities', tag: 'capabilities' },
  { id: 'health', method: 'GET', path: '/actuator/health', tag: 'health' },
  { id: 'listBankAccounts', method: 'GET', path: '/api/bank-accounts', tag: 'bank-accounts' },
  { id: 'createBankAccount', method: 'POST', path: '/api/bank-accounts', tag: 'bank-accounts' },
  { id: 'getBankAccount', method: 'GET', path: '/api/bank-accounts/{id}', tag: 'bank-accounts' },
  { id: 'updateBankAccount', method: 'PUT', path: '/api/bank-accounts/{id}', tag: 'bank-accounts' },
  { id: 'saveBankAccountCsvMapping', method: 'PUT', path: '/api/bank-accounts/{id}/csv-mapping', tag: 'bank-accounts' },
  { id: 'listBankStatementLines', method: 'GET', path: '/api/bank-accounts/{id}/lines', tag: 'bank-accounts' },
  { id: 'importBankStatement', method: 'POST', path: '/api/bank-accounts/{id}/imports', tag: 'bank-accounts' },
  { id: 'confirmBankMatches', method: 'POST', path: '/api/bank-accounts/{id}/matches', tag: 'bank-accounts' },
  { id: 'confirmBankMatch', method: 'POST', path: '/api/bank-accounts/{id}/lines/{lineId}/match', tag: 'bank-accounts' },
  { id: 'undoBankMatch', method: 'DELETE', path: '/api/bank-accounts/{id}/lines/{lineId}/match', tag: 'bank-accounts' },
] as const;
