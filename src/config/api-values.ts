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
  'GET /actuator/health',
] as const;
