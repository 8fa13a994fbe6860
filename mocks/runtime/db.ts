// The mock backend's data: one @msw/data collection per resource, typed by zod schemas whose
// shapes follow openapi.yaml (the stored user also keeps a password hash, never returned).
import { Collection } from '@msw/data';
import { z } from 'zod';
import {
  BILL_KIND_VALUES,
  BILL_STATUS_VALUES,
  CREDIT_KIND_VALUES,
  CURRENCY_VALUES,
  DOCUMENT_LINK_TYPE_VALUES,
  EMAIL_DOCUMENT_TYPE_VALUES,
  EMAIL_TEMPLATE_KIND_VALUES,
  GST_BASIS_VALUES,
  GST_FILING_FREQUENCY_VALUES,
  GST_PERIOD_ENDING_VALUES,
  GST_RETURN_EVENT_TYPE_VALUES,
  INVOICE_STATUS_VALUES,
  PAYMENT_METHOD_VALUES,
  PURCHASE_TAX_CODE_VALUES,
  QUOTE_CLAIM_KIND_VALUES,
  QUOTE_EVENT_TYPE_VALUES,
  QUOTE_STATUS_VALUES,
  SCHEDULE_END_TYPE_VALUES,
  SCHEDULE_FREQUENCY_VALUES,
  SCHEDULE_MODE_VALUES,
  SCHEDULE_STATUS_VALUES,
  STATEMENT_KIND_VALUES,
  STATEMENT_RUN_CLIENT_STATUS_VALUES,
  TAX_CODE_VALUES,
  BANK_LINE_STATUS_VALUES,
  CLIENT_CREDIT_KIND_VALUES,
  REMINDER_RELATION_VALUES,
} from '../../src/config/api-values';
import { RECEIPT_CONTENT_TYPES } from '../../src/lib/receipts';

const text = z.string().optional();

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  passwordHash: z.string(),
  roles: z.array(z.string()),
});

export const businessSchema = z.object({
  id: z.number().int(),
  businessId: z.string(),
  businessName: text,
  businessType: text,
  businessEmailAddress: text,
  businessPhoneNumber: text,
  businessAddressLine1: text,
  businessAddressLine2: text,
  businessAddressLine3: text,
  businessAddressLine4: text,
  businessAddressLine5: text,
  businessContactPerson: text,
  businessBankAccountNumber: text,
  businessBankProvider: text,
  businessLicenseNumber: text,
  businessGst: text,
  businessInvoiceTag: text,
  businessInvoiceSequenceNumber: z.number().int().min(1).optional(),
  businessCreditNoteSequenceNumber: z.number().int().min(1).optional(),
  businessQuoteSequenceNumber: z.number().int().min(1).optional(),
  businessNotes: text,
  businessGstFilingFrequency: z.enum(GST_FILING_FREQUENCY_VALUES).optional(),
  businessGstPeriodEnding: z.enum(GST_PERIOD_ENDING_VALUES).optional(),
  businessGstBasis: z.enum(GST_BASIS_VALUES).optional(),
  businessPermittedLogins: z.array(z.string()),
});

export const clientSchema = z.object({
  id: z.number().int(),
  linkedBusinessId: z.number().int(),
  businessId: z.string(),
  clientName: text,
  clientBusinessName: text,
  clientType: text,
  clientAddressLine1: text,
  clientAddressLine2: text,
  clientAddressLine3: text,
  clientAddressLine4: text,
  clientAddressLine5: text,
  clientPhoneNumber: text,
  clientEmailAddress: text,
  clientLicenseNumber: text,
  clientGst: text,
  clientNotes: text,
  /** Payment reminders switched off for every invoice of this client (docs/sending.md#reminders). */
  remindersOff: z.boolean().optional(),
});

const cents = z.number().int();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.string();

const issuerSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: text,
  addressLines: z.array(z.string()),
  phone: text,
  email: text,
  contactPerson: text,
  gstNumber: text,
  licenseNumber: text,
  bankAccountNumber: text,
  bankProvider: text,
});

const recipientSchema = z.object({
  name: text,
  businessName: text,
  type: text,
  addressLines: z.array(z.string()),
  phone: text,
  email: text,
  gstNumber: text,
  licenseNumber: text,
});

const taxCode = z.enum(TAX_CODE_VALUES);
const taxGroup = z.object({ taxCode, taxRate: z.number().int(), net: cents, gst: cents, total: cents });
const lineSchema = z.object({
  position: z.number().int(),
  description: z.string(),
  quantity: z.string(),
  unitPrice: cents,
  taxCode,
  taxRate: z.number().int(),
  amount: cents,
  /** Quantity credited by credit notes of kind LINES. */
  creditedQuantity: z.string().optional(),
});

/** An invoice as stored: amounts computed at every save by src/lib/invoice-math; overdue and balance derived. */
export const invoiceSchema = z.object({
  id: z.number().int(),
  version: z.number().int().min(0),
  status: z.enum(INVOICE_STATUS_VALUES),
  number: text,
  /** The sequence the number was made from, so numbering can continue after the last one issued. */
  sequence: z.number().int().optional(),
  businessId: z.number().int(),
  clientId: z.number().int(),
  issueDate: isoDate,
  dueDate: isoDate,
  currency: z.enum(CURRENCY_VALUES),
  pricesIncludeGst: z.boolean(),
  reference: text,
  notes: text,
  paymentInstructions: text,
  discount: z
    .union([z.object({ type: z.literal('AMOUNT'), amount: cents }), z.object({ type: z.literal('PERCENT'), rate: z.number().int() })])
    .optional(),
  lines: z.array(lineSchema),
  linesTotal: cents,
  discountTotal: cents,
  subtotal: cents,
  gst: cents,
  total: cents,
  taxBreakdown: z.array(taxGroup),
  paid: cents,
  payments: z.array(
    z.object({
      id: z.number().int(),
      amount: cents,
      paidOn: isoDate,
      method: z.enum(PAYMENT_METHOD_VALUES),
      reference: text,
      recordedBy: z.string(),
      recordedAt: instant,
      /** The bank statement line this payment was recorded from. */
      bankLineId: z.number().int().optional(),
      /** The client credit entry (APPLIED) this payment was paid from (decision 232). */
      clientCreditId: z.number().int().optional(),
    }),
  ),
  events: z.array(
    z.object({
      type: z.enum([
        'CREATED',
        'UPDATED',
        'ISSUED',
        'PAYMENT_RECORDED',
        'PAYMENT_REMOVED',
        'VOIDED',
        'CREDIT_NOTE_ISSUED',
        'REFUND_RECORDED',
        'EMAILED',
        'REMINDED',
      ]),
      actor: z.string(),
      at: instant,
      detail: z.string(),
    }),
  ),
  /** Copies taken at issue; absent on drafts, which show the current details. */
  issuerSnapshot: issuerSchema.optional(),
  recipientSnapshot: recipientSchema.optional(),
  createdBy: z.string(),
  createdAt: instant,
  updatedAt: instant,
  issuedAt: instant.optional(),
  issuedBy: text,
  /** When it was last emailed (docs/sending.md). */
  sentAt: instant.optional(),
  /** Payment reminders switched off for this invoice (docs/sending.md#reminders). */
  remindersOff: z.boolean().optional(),
  voidedAt: instant.optional(),
  voidedBy: text,
  voidReason: text,
  /** Recurring invoices: the schedule and period that made it; (scheduleId, schedulePeriod) is unique. */
  scheduleId: z.number().int().optional(),
  schedulePeriod: z.number().int().optional(),
  /** Made from a quote (docs/invoicing.md#quotes-and-progress-billing): which, and as what. */
  quoteId: z.number().int().optional(),
  quoteKind: z.enum(QUOTE_CLAIM_KIND_VALUES).optional(),
  /** A claim of chosen quote lines: the quantity it took of each (so no line is claimed beyond its quantity). */
  quoteLineClaims: z.array(z.object({ position: z.number().int(), quantity: z.string() })).optional(),
  /** The claim summary as it stood when the invoice was issued (frozen, like the issuer snapshot). */
  quoteClaimSnapshot: z
    .object({ quoteNumber: z.string(), quoted: cents, invoicedBefore: cents, thisInvoice: cents, remaining: cents })
    .optional(),
  /** Credit notes (docs/invoicing.md#credit-notes): Σ of their totals, and per tax group. */
  credited: cents.optional(),
  creditedBreakdown: z.array(taxGroup).optional(),
  refunds: z
    .array(
      z.object({
        id: z.number().int(),
        amount: cents,
        refundedOn: isoDate,
        method: z.enum(PAYMENT_METHOD_VALUES),
        reference: text,
        recordedBy: z.string(),
        recordedAt: instant,
      }),
    )
    .optional(),
});

/** A recurring invoice schedule: its template (lines as sent, priced at every save) and where generation is. */
export const scheduleSchema = z.object({
  id: z.number().int(),
  version: z.number().int().min(0),
  status: z.enum(SCHEDULE_STATUS_VALUES),
  businessId: z.number().int(),
  clientId: z.number().int(),
  frequency: z.enum(SCHEDULE_FREQUENCY_VALUES),
  dayOfMonth: z.number().int().optional(),
  lastDayOfMonth: z.boolean().optional(),
  startDate: isoDate,
  endType: z.enum(SCHEDULE_END_TYPE_VALUES),
  endDate: isoDate.optional(),
  endCount: z.number().int().optional(),
  mode: z.enum(SCHEDULE_MODE_VALUES),
  paymentTermsDays: z.number().int(),
  currency: z.enum(CURRENCY_VALUES),
  pricesIncludeGst: z.boolean(),
  reference: text,
  notes: text,
  paymentInstructions: text,
  discount: z
    .union([z.object({ type: z.literal('AMOUNT'), amount: cents }), z.object({ type: z.literal('PERCENT'), rate: z.number().int() })])
    .optional(),
  lines: z.array(
    z.object({ description: z.string(), quantity: z.string(), unitPrice: cents, taxCode, taxRate: z.number().int().optional() }),
  ),
  /** The next period to invoice (0 = the first date). */
  nextPeriod: z.number().int().min(0),
  problem: text,
  /** Why the server paused it (a deleted client, a generation that failed); cleared on resume. */
  pausedReason: text,
  events: z.array(
    z.object({
      type: z.enum(['CREATED', 'UPDATED', 'PAUSED', 'RESUMED', 'ENDED', 'INVOICE_CREATED', 'ISSUE_REFUSED']),
      actor: z.string(),
      at: instant,
      detail: z.string(),
    }),
  ),
  createdBy: z.string(),
  createdAt: instant,
  updatedAt: instant,
});

const quoteEventSchema = z.object({ type: z.enum(QUOTE_EVENT_TYPE_VALUES), actor: z.string(), at: instant, detail: z.string() });

/** A quote as stored: priced like an invoice; expired, invoiced and remaining derived. */
export const quoteSchema = z.object({
  ...invoiceSchema.pick({
    id: true,
    version: true,
    number: true,
    sequence: true,
    businessId: true,
    clientId: true,
    issueDate: true,
    currency: true,
    pricesIncludeGst: true,
    reference: true,
    notes: true,
    discount: true,
    lines: true,
    linesTotal: true,
    discountTotal: true,
    subtotal: true,
    gst: true,
    total: true,
    taxBreakdown: true,
    issuerSnapshot: true,
    recipientSnapshot: true,
    createdBy: true,
    createdAt: true,
    updatedAt: true,
  }).shape,
  status: z.enum(QUOTE_STATUS_VALUES),
  validUntil: isoDate,
  terms: text,
  revision: z.number().int().min(1),
  revisionOfId: z.number().int().optional(),
  replacedById: z.number().int().optional(),
  variations: z.array(
    z.object({
      id: z.number().int(),
      reference: z.string(),
      description: z.string(),
      ...invoiceSchema.pick({ lines: true, subtotal: true, gst: true, total: true, taxBreakdown: true, createdBy: true, createdAt: true })
        .shape,
    }),
  ),
  events: z.array(quoteEventSchema),
  sentAt: instant.optional(),
  acceptedAt: instant.optional(),
  declinedAt: instant.optional(),
});

/** A credit note as stored: issued when created, never changed. */
export const creditNoteSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  sequence: z.number().int(),
  businessId: z.number().int(),
  clientId: z.number().int(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  invoiceIssueDate: isoDate,
  issueDate: isoDate,
  currency: z.enum(CURRENCY_VALUES),
  kind: z.enum(CREDIT_KIND_VALUES),
  reason: z.string(),
  issuerSnapshot: issuerSchema,
  recipientSnapshot: recipientSchema,
  lines: z.array(lineSchema),
  taxBreakdown: z.array(taxGroup),
  subtotal: cents,
  gst: cents,
  total: cents,
  invoiceTotal: cents,
  invoiceGst: cents,
  correctedTotal: cents,
  correctedGst: cents,
  createdBy: z.string(),
  createdAt: instant,
  events: z.array(z.object({ type: z.literal('EMAILED'), actor: z.string(), at: instant, detail: z.string() })).optional(),
});

/** An email the mock "sent": the outbox (docs/sending.md#the-outbox), attachment included. */
export const emailSchema = z.object({
  id: z.number().int(),
  documentType: z.enum(EMAIL_DOCUMENT_TYPE_VALUES),
  documentId: z.number().int(),
  documentNumber: z.string(),
  businessId: z.number().int(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  message: z.string(),
  /** Absent on a payment reminder, which carries no PDF (decision 265). */
  attachment: z
    .object({
      fileName: z.string(),
      size: z.number().int(),
      /** Base64; dropped from all but the latest emails in the browser's saved snapshot (persistence.ts). */
      content: z.string().optional(),
    })
    .optional(),
  /** A payment reminder the service sent by its rules (docs/sending.md#reminders). */
  reminder: z.boolean().optional(),
  sentBy: z.string(),
  sentAt: instant,
  /** The client's Idempotency-Key, if it sent one: a repeat answers this email again. */
  idempotencyKey: text,
});

/** A link that opens one document for its client without signing in (openapi.yaml: DocumentLink). */
export const documentLinkSchema = z.object({
  id: z.number().int(),
  documentType: z.enum(DOCUMENT_LINK_TYPE_VALUES),
  documentId: z.number().int(),
  businessId: z.number().int(),
  token: z.string(),
  createdBy: z.string(),
  createdAt: instant,
  expiresAt: instant,
  revokedBy: text,
  revokedAt: instant.optional(),
  /** How the client answered the quote through this link. */
  answer: z.object({ outcome: z.enum(['ACCEPTED', 'DECLINED']), name: z.string(), reason: text, at: instant }).optional(),
});

/** A business's own template of one kind; the defaults (src/lib/email-templates.ts) are not stored. */
export const emailTemplateSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  kind: z.enum(EMAIL_TEMPLATE_KIND_VALUES),
  subject: z.string(),
  message: z.string(),
});

/** A business's month-end statement run: which statement it sends, for which date (docs/sending.md#statement-runs). */
export const statementRunSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  statementKind: z.enum(STATEMENT_KIND_VALUES),
  from: isoDate,
  statementDate: isoDate,
  startedAt: instant,
  startedBy: z.string(),
});

/** One client of a run and its outcome; rows of one run in the run's order (`position`). */
export const statementRunClientSchema = z.object({
  id: z.number().int(),
  runId: z.number().int(),
  position: z.number().int(),
  clientId: z.number().int(),
  clientName: z.string(),
  email: text,
  balance: z.number().int(),
  status: z.enum(STATEMENT_RUN_CLIENT_STATUS_VALUES),
  reason: text,
  emailId: z.number().int().optional(),
});

/** Which statement a business's run sends, once the business has chosen (OUTSTANDING until then). */
export const statementRunSettingSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  statementKind: z.enum(STATEMENT_KIND_VALUES),
});

const reminderRuleSchema = z.object({
  relation: z.enum(REMINDER_RELATION_VALUES),
  days: z.number().int(),
  subject: z.string(),
  message: z.string(),
});

/** A business's reminder rules, once it saved its own (the defaults are src/lib/reminders.ts's, off). */
export const reminderSettingsSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  enabled: z.boolean(),
  /** The day reminders were last switched on: rule dates before it never send. */
  since: isoDate.optional(),
  rules: z.array(reminderRuleSchema),
});

/** One reminder sent: (invoiceId, offset) is unique, as the Spring service's constraint would make it. */
export const reminderSchema = z.object({
  id: z.number().int(),
  invoiceId: z.number().int(),
  businessId: z.number().int(),
  /** Days from the due date (negative before it): the rule's identity. */
  offset: z.number().int(),
  relation: z.enum(REMINDER_RELATION_VALUES),
  days: z.number().int(),
  /** The rule's date, and the day it was sent on (later after a catch-up). */
  ruleDate: isoDate,
  sentOn: isoDate,
  sentAt: instant,
  to: z.array(z.string()),
  balance: cents,
  /** The email in the outbox; absent when the mail server refused it. */
  emailId: z.number().int().optional(),
  /** Why the mail server refused it, when it did. */
  bounced: z.string().optional(),
});

/** A supplier of one business (openapi.yaml: Supplier). */
export const supplierSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  name: z.string(),
  gstNumber: text,
  nzbn: text,
  email: text,
  phone: text,
  address: text,
  bankAccount: text,
});

/** One of a business's expense accounts (materials, subcontractors, ...). */
export const expenseAccountSchema = z.object({ id: z.number().int(), businessId: z.number().int(), name: z.string() });

const purchaseTaxCode = z.enum(PURCHASE_TAX_CODE_VALUES);

/** A bill, expense or supplier credit note as stored, with its totals from the one calculator (openapi.yaml: Bill). */
export const billSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  kind: z.enum(BILL_KIND_VALUES),
  status: z.enum(BILL_STATUS_VALUES),
  supplierId: z.number().int(),
  date: isoDate,
  dueDate: isoDate,
  supplierReference: text,
  pricesIncludeGst: z.boolean(),
  quoteId: z.number().int().optional(),
  /** A supplier credit note's bill (decision 215). */
  creditsBillId: z.number().int().optional(),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.string(),
      unitPrice: cents,
      taxCode: purchaseTaxCode,
      accountId: z.number().int(),
      amount: cents,
    }),
  ),
  taxBreakdown: z.array(z.object({ taxCode: purchaseTaxCode, net: cents, gst: cents, total: cents })),
  subtotal: cents,
  gst: cents,
  total: cents,
  payments: z.array(
    z.object({
      id: z.number().int(),
      amount: cents,
      paidOn: isoDate,
      reference: text,
      recordedBy: z.string(),
      recordedAt: instant,
      /** The bank statement line this payment was recorded from (decision 233). */
      bankLineId: z.number().int().optional(),
    }),
  ),
  /** An expense recorded from a bank statement line (decision 233). */
  bankLineId: z.number().int().optional(),
  /** The company's date it was voided on: the ledger reverses it then (docs/ledger.md). */
  voidedOn: isoDate.optional(),
  createdBy: z.string(),
  createdAt: instant,
});

/** A receipt attached to a bill (openapi.yaml: Receipt), its file kept beside it as base64. */
export const receiptSchema = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  fileName: z.string(),
  contentType: z.enum(RECEIPT_CONTENT_TYPES),
  size: z.number().int(),
  /** Base64; dropped from the older receipts in the browser's saved snapshot (persistence.ts). */
  content: z.string().optional(),
  attachedBy: z.string(),
  attachedAt: instant,
});

/**
 * A GST return filed (docs/invoicing.md, "Filing and the period lock"): while `filing` is present
 * the period is locked and `figures` are the return as filed (boxes, rows, and the adjustments it
 * carried from earlier filed periods). Reopening removes `filing`; `events` keep the history.
 */
export const gstFilingSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  period: z.string(),
  start: isoDate,
  end: isoDate,
  filing: z.object({ filedOn: isoDate, filedBy: z.string(), filedAt: instant }).optional(),
  /** The return as filed (openapi.yaml GstReturn without the business's names); opaque here. */
  figures: z.record(z.string(), z.unknown()).optional(),
  events: z.array(z.object({ type: z.enum(GST_RETURN_EVENT_TYPE_VALUES), actor: z.string(), at: instant, detail: z.string() })),
});

const csvMappingSchema = z.object({
  date: z.string(),
  amount: text,
  debit: text,
  credit: text,
  payee: text,
  particulars: text,
  code: text,
  reference: text,
  balance: text,
  transactionId: text,
});

/** A business's bank account (docs/bank-statements.md). */
export const bankAccountSchema = z.object({
  id: z.number().int(),
  version: z.number().int().min(0),
  businessId: z.number().int(),
  name: z.string(),
  /** Always in the usual form BB-bbbb-AAAAAAA-SSS (src/lib/nz-bank-account.ts). */
  accountNumber: z.string(),
  csvMapping: csvMappingSchema.optional(),
  createdBy: z.string(),
  createdAt: instant,
  updatedAt: instant,
});

/** One imported statement line; `identity` is its duplicate key (src/lib/bank-statements/line-identity.ts). */
export const bankLineSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  date: isoDate,
  amount: cents,
  payee: text,
  particulars: text,
  code: text,
  reference: text,
  bankTransactionId: text,
  balance: cents.optional(),
  status: z.enum(BANK_LINE_STATUS_VALUES),
  identity: z.string(),
  importedAt: instant,
  importedBy: z.string(),
  /** While RECONCILED: the payments the line recorded, and who confirmed it when. */
  payments: z
    .array(z.object({ invoiceId: z.number().int(), invoiceNumber: z.string(), paymentId: z.number().int(), amount: cents }))
    .optional(),
  /** Money out: the bill payments it recorded. */
  billPayments: z
    .array(z.object({ billId: z.number().int(), billLabel: z.string(), paymentId: z.number().int(), amount: cents }))
    .optional(),
  /** Money out recorded as an expense: the expense (a bill of kind EXPENSE) it made. */
  expenseId: z.number().int().optional(),
  /** Money in beyond the invoices: the client credit entry (OVERPAYMENT) it made. */
  creditId: z.number().int().optional(),
  matchedAt: instant.optional(),
  matchedBy: z.string().optional(),
});

/**
 * One movement of a client's credit balance (decision 232): money in beyond the invoices it paid
 * (OVERPAYMENT, from a bank line), credit used to pay an invoice (APPLIED, a payment on it) or paid
 * back (REFUNDED). The balance is Σ OVERPAYMENT − Σ APPLIED − Σ REFUNDED, never below 0.
 */
export const clientCreditSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  clientId: z.number().int(),
  kind: z.enum(CLIENT_CREDIT_KIND_VALUES),
  amount: cents,
  date: isoDate,
  bankLineId: z.number().int().optional(),
  invoiceId: z.number().int().optional(),
  paymentId: z.number().int().optional(),
  method: z.enum(PAYMENT_METHOD_VALUES).optional(),
  reference: text,
  recordedBy: z.string(),
  recordedAt: instant,
});

export type UserRecord = z.infer<typeof userSchema>;
export type BusinessRecord = z.infer<typeof businessSchema>;
export type ClientRecord = z.infer<typeof clientSchema>;
export type InvoiceRecord = z.infer<typeof invoiceSchema>;
export type ScheduleRecord = z.infer<typeof scheduleSchema>;
export type QuoteRecord = z.infer<typeof quoteSchema>;
export type CreditNoteRecord = z.infer<typeof creditNoteSchema>;
export type SupplierRecord = z.infer<typeof supplierSchema>;
export type ExpenseAccountRecord = z.infer<typeof expenseAccountSchema>;
export type BillRecord = z.infer<typeof billSchema>;
export type ReceiptRecord = z.infer<typeof receiptSchema>;
export type BankAccountRecord = z.infer<typeof bankAccountSchema>;
export type BankLineRecord = z.infer<typeof bankLineSchema>;
export type ClientCreditRecord = z.infer<typeof clientCreditSchema>;
export type EmailRecord = z.infer<typeof emailSchema>;
export type StatementRunRecord = z.infer<typeof statementRunSchema>;
export type StatementRunClientRecord = z.infer<typeof statementRunClientSchema>;
export type GstFilingRecord = z.infer<typeof gstFilingSchema>;
export type DocumentLinkRecord = z.infer<typeof documentLinkSchema>;
export type ReminderRecord = z.infer<typeof reminderSchema>;

export const db = {
  users: new Collection({ schema: userSchema }),
  businesses: new Collection({ schema: businessSchema }),
  clients: new Collection({ schema: clientSchema }),
  invoices: new Collection({ schema: invoiceSchema }),
  schedules: new Collection({ schema: scheduleSchema }),
  quotes: new Collection({ schema: quoteSchema }),
  creditNotes: new Collection({ schema: creditNoteSchema }),
  suppliers: new Collection({ schema: supplierSchema }),
  expenseAccounts: new Collection({ schema: expenseAccountSchema }),
  bills: new Collection({ schema: billSchema }),
  receipts: new Collection({ schema: receiptSchema }),
  bankAccounts: new Collection({ schema: bankAccountSchema }),
  bankLines: new Collection({ schema: bankLineSchema }),
  clientCredits: new Collection({ schema: clientCreditSchema }),
  emails: new Collection({ schema: emailSchema }),
  emailTemplates: new Collection({ schema: emailTemplateSchema }),
  statementRuns: new Collection({ schema: statementRunSchema }),
  statementRunClients: new Collection({ schema: statementRunClientSchema }),
  statementRunSettings: new Collection({ schema: statementRunSettingSchema }),
  gstFilings: new Collection({ schema: gstFilingSchema }),
  documentLinks: new Collection({ schema: documentLinkSchema }),
  reminderSettings: new Collection({ schema: reminderSettingsSchema }),
  reminders: new Collection({ schema: reminderSchema }),
};

export type Db = typeof db;

// ---------------------------------------------------------------------------------------------
// One write at a time. Every handler that changes data runs inside serialise(), as the Spring
// service's transactions (unique constraints, row locks) would make it: a check-then-insert
// (is the username free? which id is next? which invoice number?) cannot interleave with
// another write, however many requests arrive at once. Reads do not wait.

let queue: Promise<unknown> = Promise.resolve();

/** The longest time one write has held the lock since `reset` (ms): `npm run bench:lock` prints it. */
export const writeLockHold = {
  longestMs: 0,
  /** Called as each write takes the lock (the bank-confirm bench sends another write then). */
  onWrite: undefined as (() => void) | undefined,
  /** Called as each write joins the queue (a test sends a filing between a bulk confirm's chunks). */
  onQueued: undefined as (() => void) | undefined,
  reset(): void {
    this.longestMs = 0;
  },
};

async function held<T>(work: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  writeLockHold.onWrite?.();
  try {
    return await work();
  } finally {
    writeLockHold.longestMs = Math.max(writeLockHold.longestMs, performance.now() - started);
  }
}

/** Runs `work` after every write queued before it has finished. Never nest: it would wait for itself. */
export function serialise<T>(work: () => T | Promise<T>): Promise<T> {
  const timed = () => held(work);
  writeLockHold.onQueued?.();
  const result = queue.then(timed, timed);
  queue = result.catch(() => undefined);
  return result;
}

/**
 * The simulated database's round trip inside a write. Instant by default; tests lengthen it so
 * that, without serialise(), concurrent writes would interleave.
 */
export const simulatedDatabase = { roundTrip: (): Promise<void> => Promise.resolve() };

/** The next free id in a collection (ids are never reused while records exist). Call inside serialise(). */
function nextId(collection: { all(): Array<{ id: number }> }): number {
  let max = 0;
  for (const record of collection.all()) if (record.id > max) max = record.id;
  return max + 1;
}

interface Insertable<R extends { id: number }> {
  all(): R[];
  create(record: R): Promise<R>;
}

/** Stores the record `build` makes with the next free id. Call inside serialise(). */
export async function insert<R extends { id: number }>(collection: Insertable<R>, build: (id: number) => R): Promise<R> {
  const id = nextId(collection);
  await simulatedDatabase.roundTrip();
  return collection.create(build(id));
}

/**
 * Stores the records `builds` make with consecutive free ids, all under one look-up of the next id
 * (a statement import stores thousands). Call inside serialise().
 */
export async function insertAll<R extends { id: number }>(
  collection: Insertable<R>,
  builds: ReadonlyArray<(id: number) => R>,
): Promise<R[]> {
  const first = nextId(collection);
  await simulatedDatabase.roundTrip();
  const records = builds.map((build, index) => build(first + index));
  await createAll(collection, records);
  return records;
}

/**
 * Update options that make a stored record equal to `next` (fields `next` lacks are removed), as a
 * PUT replaces a resource: `collection.update(query, replaceWith(next))`. In place, so readers
 * never find the record missing.
 */
export function replaceWith(next: object) {
  return {
    data(draft: object) {
      for (const key of Object.keys(draft)) if (!(key in next)) Reflect.deleteProperty(draft, key);
      Object.assign(draft, structuredClone(next));
    },
  };
}

/**
 * Stores many records, a batch at a time: creating 100,000 at once would hold 100,000 pending
 * validations in memory, and the garbage collector then takes most of the time.
 */
export async function createAll<R>(
  collection: { create(record: R): Promise<unknown> },
  records: readonly R[],
  batch = 2_000,
): Promise<void> {
  for (let start = 0; start < records.length; start += batch) {
    await Promise.all(records.slice(start, start + batch).map((record) => collection.create(record)));
  }
}

// Views derived from the data (the invoice list's sorted views, invoice-queries.ts) are kept until
// the data changes. Creations show in the collections' counts; updates, deletions and clearing
// are counted here. (A listener for "create" would slow every creation down.)
let changes = 0;
for (const collection of Object.values(db)) {
  collection.hooks.on('update', () => (changes += 1));
  collection.hooks.on('delete', () => (changes += 1));
}

/** Differs whenever any stored record has been created, changed or removed. */
export function dataVersion(): string {
  return [changes, ...Object.values(db).map((collection) => collection.count())].join('|');
}

let keptVersion = '';
const kept = new Map<string, unknown>();

/**
 * What `compute` returns, kept under `name` until the data changes: a list sorted once serves every
 * request until a record is written. Callers must not change what they get.
 */
export function keptUntilDataChanges<T>(name: string, compute: () => T): T {
  const version = dataVersion();
  if (version !== keptVersion) {
    kept.clear();
    keptVersion = version;
  }
  if (!kept.has(name)) kept.set(name, compute());
  return kept.get(name) as T;
}

/** Empties every collection. */
export function clearDb(): void {
  changes += 1;
  for (const collection of Object.values(db)) collection.clear();
}

/** Every user by username, as both user lists answer them. */
export const usersByName = (): UserRecord[] =>
  keptUntilDataChanges('users by username', () => db.users.findMany(undefined, { orderBy: { username: 'asc' } }));
