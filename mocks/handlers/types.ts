// Response payload types for the handlers, from the generated contract.
import type { components } from '../../src/api/schema';

/** Builds absolute handler URLs from the backend's base URL. */
export type UrlFor = (path: string) => string;

type Schemas = components['schemas'];
export type User = Schemas['User'];
export type LoginUser = Schemas['LoginUser'];
export type LoginResponse = Schemas['LoginResponse'];
export type Business = Schemas['Business'];
export type Client = Schemas['Client'];
export type Supplier = Schemas['Supplier'];
export type ExpenseAccount = Schemas['ExpenseAccount'];
export type Bill = Schemas['Bill'];
export type Receipt = Schemas['Receipt'];
export type BillListItem = Schemas['BillListItem'];
export type BillPage = Schemas['BillPage'];
export type Health = Schemas['Health'];
export type Invoice = Schemas['Invoice'];
export type InvoiceListItem = Schemas['InvoiceListItem'];
export type InvoicePage = Schemas['InvoicePage'];
export type InvoiceSummary = Schemas['InvoiceSummary'];
export type InvoicingBusiness = Schemas['InvoicingBusiness'];
export type InvoicingClient = Schemas['InvoicingClient'];
export type IssuerDetails = Schemas['IssuerDetails'];
export type RecipientDetails = Schemas['RecipientDetails'];
export type Quote = Schemas['Quote'];
export type QuoteListItem = Schemas['QuoteListItem'];
export type QuotePage = Schemas['QuotePage'];
export type QuoteSummary = Schemas['QuoteSummary'];
export type InvoiceQuoteClaim = Schemas['InvoiceQuoteClaim'];
export type CreditNote = Schemas['CreditNote'];
export type CreditNotePage = Schemas['CreditNotePage'];
export type ActivityStatement = Schemas['ActivityStatement'];
export type OutstandingStatement = Schemas['OutstandingStatement'];
export type GstReturn = Schemas['GstReturn'];
export type GstAdjustment = Schemas['GstAdjustment'];
export type LockedPeriod = Schemas['LockedPeriod'];
export type ProblemDetail = Schemas['ProblemDetail'];
export type BillingDocument = Schemas['BillingDocument'];
export type BillingDocumentType = Schemas['BillingDocumentType'];
export type BillingDocumentPage = Schemas['BillingDocumentPage'];
export type SentEmail = Schemas['SentEmail'];
export type EmailTemplate = Schemas['EmailTemplate'];
export type EmailTemplateList = Schemas['EmailTemplateList'];
export type DocumentLink = Schemas['DocumentLink'];
export type DocumentLinkList = Schemas['DocumentLinkList'];
export type PublicDocument = Schemas['PublicDocument'];
