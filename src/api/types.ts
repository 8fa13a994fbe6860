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
export type ActivityStatement = Schemas['ActivityStatement'];
export type OutstandingStatement = Schemas['OutstandingStatement'];
export type GstReturn = Schemas['GstReturn'];
export type GstReturnRow = Schemas['GstReturnRow'];
