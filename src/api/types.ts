// Payload types, all generated from openapi.yaml (src/api/schema.d.ts is never edited by hand).
import type { components } from './schema';

type Schemas = components['schemas'];

export type LoginRequest = Schemas['LoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type User = Schemas['User'];
export type UserCreateRequest = Schemas['UserCreateRequest'];
export type UserUpdateRequest = Schemas['UserUpdateRequest'];
export type LoginUser = Schemas['LoginUser'];
export type Business = Schemas['Business'];
export type BusinessInput = Schemas['BusinessInput'];
export type BusinessFields = Schemas['BusinessFields'];
export type Client = Schemas['Client'];
export type ClientInput = Schemas['ClientInput'];
export type ClientFields = Schemas['ClientFields'];

// Purchases
export type Supplier = Schemas['Supplier'];
export type SupplierInput = Schemas['SupplierInput'];
export type PurchaseTaxCode = Schemas['PurchaseTaxCode'];
export type BillKind = Schemas['BillKind'];
export type BillStatus = Schemas['BillStatus'];
export type Bill = Schemas['Bill'];
export type BillInput = Schemas['BillInput'];
export type Receipt = Schemas['Receipt'];
export type ExpenseAccount = Schemas['ExpenseAccount'];
export type BillListItem = Schemas['BillListItem'];
export type BillPage = Schemas['BillPage'];
export type BillPaymentRequest = Schemas['BillPaymentRequest'];

// Invoicing
export type Currency = Schemas['Currency'];
export type TaxCode = Schemas['TaxCode'];
export type InvoiceStatus = Schemas['InvoiceStatus'];
export type InvoiceStatusFilter = Schemas['InvoiceStatusFilter'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type IssuerDetails = Schemas['IssuerDetails'];
export type RecipientDetails = Schemas['RecipientDetails'];
export type InvoicingBusiness = Schemas['InvoicingBusiness'];
export type InvoicingClient = Schemas['InvoicingClient'];
export type Discount = Schemas['Discount'];
export type TaxBreakdownEntry = Schemas['TaxBreakdownEntry'];
export type InvoiceInput = Schemas['InvoiceInput'];
export type InvoiceUpdate = Schemas['InvoiceUpdate'];
export type PaymentRequest = Schemas['PaymentRequest'];
export type Invoice = Schemas['Invoice'];
export type InvoiceListItem = Schemas['InvoiceListItem'];
export type InvoicePage = Schemas['InvoicePage'];
export type MonthFigures = Schemas['MonthFigures'];
export type InvoiceSummary = Schemas['InvoiceSummary'];

// Recurring invoices
export type ScheduleFrequency = Schemas['ScheduleFrequency'];
export type ScheduleStatus = Schemas['ScheduleStatus'];
export type ScheduleInput = Schemas['ScheduleInput'];
export type Schedule = Schemas['Schedule'];
export type ScheduleListItem = Schemas['ScheduleListItem'];
export type SchedulePage = Schemas['SchedulePage'];
export type UpcomingInvoices = Schemas['UpcomingInvoices'];
// Quotes
export type QuoteStatusFilter = Schemas['QuoteStatusFilter'];
export type QuoteInput = Schemas['QuoteInput'];
export type QuoteUpdate = Schemas['QuoteUpdate'];
export type Quote = Schemas['Quote'];
export type QuoteListItem = Schemas['QuoteListItem'];
export type QuotePage = Schemas['QuotePage'];
export type QuoteClaimRequest = Schemas['QuoteClaimRequest'];
export type QuoteVariationInput = Schemas['QuoteVariationInput'];
// Credit notes (docs/invoicing.md#credit-notes)
export type CreditKind = Schemas['CreditKind'];
export type CreditNote = Schemas['CreditNote'];
export type CreditNotePage = Schemas['CreditNotePage'];
export type CreditNoteRequest = Schemas['CreditNoteRequest'];
export type RefundRequest = Schemas['RefundRequest'];
export type BillingDocument = Schemas['BillingDocument'];
export type BillingDocumentPage = Schemas['BillingDocumentPage'];
export type BillingDocumentType = Schemas['BillingDocumentType'];
export type ActivityStatement = Schemas['ActivityStatement'];
export type OutstandingStatement = Schemas['OutstandingStatement'];
export type GstReturn = Schemas['GstReturn'];
export type GstAdjustment = Schemas['GstAdjustment'];
export type LockedPeriod = Schemas['LockedPeriod'];
export type ProfitAndLoss = Schemas['ProfitAndLoss'];
export type JobCosting = Schemas['JobCosting'];
export type AgedPayables = Schemas['AgedPayables'];
export type ReportAccount = Schemas['ReportAccount'];
export type ReportDocument = Schemas['ReportDocument'];
export type GstReturnRow = Schemas['GstReturnRow'];
export type GstPurchaseRow = Schemas['GstPurchaseRow'];

// Bank accounts and statement imports
export type BankAccount = Schemas['BankAccount'];
export type BankAccountInput = Schemas['BankAccountInput'];
export type BankLineStatus = Schemas['BankLineStatus'];
export type BankStatementLine = Schemas['BankStatementLine'];
export type BankMatchesInput = Schemas['BankMatchesInput'];
export type BankMatchInput = Schemas['BankMatchInput'];
export type BankExpenseInput = Schemas['BankExpenseInput'];
export type ClientCredit = Schemas['ClientCredit'];
export type ClientCreditApplicationInput = Schemas['ClientCreditApplicationInput'];
export type ClientCreditRefundInput = Schemas['ClientCreditRefundInput'];
export type CsvColumnMapping = Schemas['CsvColumnMapping'];
export type StatementLineInput = Schemas['StatementLineInput'];
export type StatementImport = Schemas['StatementImport'];
export type StatementImportResult = Schemas['StatementImportResult'];
export type EmailRequest = Schemas['EmailRequest'];
export type SentEmail = Schemas['SentEmail'];
export type EmailDocumentType = Schemas['EmailDocumentType'];
export type EmailTemplate = Schemas['EmailTemplate'];
export type EmailTemplateKind = Schemas['EmailTemplateKind'];
export type EmailTemplateInput = Schemas['EmailTemplateInput'];
export type StatementKind = Schemas['StatementKind'];
export type StatementRun = Schemas['StatementRun'];
export type StatementRunClient = Schemas['StatementRunClient'];
export type DocumentLinkType = Schemas['DocumentLinkType'];
export type DocumentLink = Schemas['DocumentLink'];
export type PublicDocument = Schemas['PublicDocument'];
export type PublicQuoteAnswer = Schemas['PublicQuoteAnswer'];
export type PublicBusiness = Schemas['PublicBusiness'];
export type PublicQuote = Schemas['PublicQuote'];
export type PublicCreditNote = Schemas['PublicCreditNote'];
export type PublicQuoteClaim = Schemas['PublicQuoteClaim'];
export type ProblemDetail = Schemas['ProblemDetail'];
export type ReminderSettings = Schemas['ReminderSettings'];
export type ReminderSettingsInput = Schemas['ReminderSettingsInput'];
export type InvoiceReminders = Schemas['InvoiceReminders'];
export type SentReminder = Schemas['SentReminder'];
export type PlannedReminder = Schemas['PlannedReminder'];
export type ReminderOverview = Schemas['ReminderOverview'];
