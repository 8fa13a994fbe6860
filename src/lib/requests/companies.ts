// The business and client request bodies (openapi.yaml: BusinessInput, ClientInput), checked alike by
// the company forms and the mock backend (docs/architecture.md#request-rules).
import * as z from 'zod/mini';
import { GST_BASIS_VALUES, GST_FILING_FREQUENCY_VALUES, GST_PERIOD_ENDING_VALUES } from '@/config/api-values';
import { isEmail, isNzGstNumber, isPhoneNumber, isPositiveWholeNumber } from '@/lib/validation';
import { optionalFormatted, optionalText } from './text';

const EMAIL = 'Enter an email address like name@example.com.';
const PHONE = 'Enter a phone number of 6 to 15 digits, e.g. +64 9 555 0142.';
const GST_NUMBER = 'Enter a GST number of 8 or 9 digits, with or without dashes, e.g. 123-456-789.';
const WHOLE_NUMBER = 'Enter a whole number of at least 1, e.g. 1 or 42.';

/** The next number of a document sequence: a whole number of at least 1, or left out. */
const sequenceNumber = z.optional(z.nullable(z.number({ error: WHOLE_NUMBER }).check(z.refine(isPositiveWholeNumber, WHOLE_NUMBER))));

export const businessRequest = z.object({
  businessName: optionalText(200),
  businessType: optionalText(100),
  businessEmailAddress: optionalFormatted(254, isEmail, EMAIL),
  businessPhoneNumber: optionalFormatted(40, isPhoneNumber, PHONE),
  businessAddressLine1: optionalText(200),
  businessAddressLine2: optionalText(200),
  businessAddressLine3: optionalText(200),
  businessAddressLine4: optionalText(200),
  businessAddressLine5: optionalText(200),
  businessContactPerson: optionalText(200),
  businessBankAccountNumber: optionalText(40),
  businessBankProvider: optionalText(100),
  businessLicenseNumber: optionalText(100),
  businessGst: optionalFormatted(20, isNzGstNumber, GST_NUMBER),
  businessInvoiceTag: optionalText(20),
  businessInvoiceSequenceNumber: sequenceNumber,
  businessQuoteSequenceNumber: sequenceNumber,
  businessCreditNoteSequenceNumber: sequenceNumber,
  businessNotes: optionalText(2000),
  businessGstFilingFrequency: z.optional(
    z.nullable(z.enum(GST_FILING_FREQUENCY_VALUES, { error: 'Choose monthly, two-monthly or six-monthly.' })),
  ),
  businessGstPeriodEnding: z.optional(
    z.nullable(z.enum(GST_PERIOD_ENDING_VALUES, { error: 'Choose periods ending in even months or in odd months.' })),
  ),
  businessGstBasis: z.optional(z.nullable(z.enum(GST_BASIS_VALUES, { error: 'Choose the invoice basis or the payments basis.' }))),
  businessPermittedLogins: z.optional(z.nullable(z.array(z.string()))),
});

const CHOOSE_BUSINESS = 'Choose the business this client belongs to.';

export const clientRequest = z.object({
  linkedBusinessId: z.number({ error: CHOOSE_BUSINESS }).check(z.refine(isPositiveWholeNumber, CHOOSE_BUSINESS)),
  clientName: optionalText(200),
  clientBusinessName: optionalText(200),
  clientType: optionalText(100),
  clientAddressLine1: optionalText(200),
  clientAddressLine2: optionalText(200),
  clientAddressLine3: optionalText(200),
  clientAddressLine4: optionalText(200),
  clientAddressLine5: optionalText(200),
  clientPhoneNumber: optionalFormatted(40, isPhoneNumber, PHONE),
  clientEmailAddress: optionalFormatted(254, isEmail, EMAIL),
  clientLicenseNumber: optionalText(100),
  clientGst: optionalFormatted(20, isNzGstNumber, GST_NUMBER),
  clientNotes: optionalText(2000),
});

export type BusinessRequest = z.output<typeof businessRequest>;
export type ClientRequest = z.output<typeof clientRequest>;
