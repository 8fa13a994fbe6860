// Every Business and Client field (docs/product.md#business-and-client-fields), with its label, tooltip, section, required
// flag and input type. The forms and the tables are drawn from these definitions; the forms group
// the fields by section (in the order below) and sort them by label within each section.
import type { BusinessFields, ClientFields } from '@/api/types';
import { LOCALE } from '@/config/locale';
import { GST_SETTING_FIELDS } from './gst-field-definitions';
import { DOCUMENT_SEQUENCE_FIELDS } from './sequence-field-definitions';
import { once } from '@/lib/once';

type FieldInput = 'text' | 'email' | 'tel' | 'textarea' | 'whole-number' | 'gst' | 'choice';

export interface FieldDefinition<Name extends string> {
  name: Name;
  label: string;
  tooltip: string;
  section: string;
  required: boolean;
  input: FieldInput;
  /** As openapi.yaml limits it. */
  maxLength?: number;
  autoComplete?: string;
  /** For a 'choice': the values offered; blank means the default the server applies. */
  options?: readonly { value: string; label: string }[];
}

export type BusinessFieldName = keyof BusinessFields;
export type ClientFieldName = keyof ClientFields;

export const BUSINESS_SECTIONS = ['Business Info', 'Contact Info', 'Banking Info', 'Compliance', 'Other'] as const;
export const CLIENT_SECTIONS = ['Client Info', 'Contact Info', 'Compliance', 'Other'] as const;

const addressLines = <Prefix extends 'business' | 'client'>(prefix: Prefix, whose: string) =>
  ([1, 2, 3, 4, 5] as const).map((line) => ({
    name: `${prefix}AddressLine${line}` as const,
    label: `Address Line ${line}`,
    tooltip:
      line === 1
        ? `The first line of ${whose} postal address, e.g. the street number and name. It is printed on invoices.`
        : `Line ${line} of ${whose} postal address (suburb, town, postcode…), printed on invoices.`,
    section: 'Contact Info',
    required: false,
    input: 'text' as const,
    maxLength: 200,
  }));

export const BUSINESS_FIELDS: readonly FieldDefinition<BusinessFieldName>[] = [
  {
    name: 'businessName',
    label: 'Business Name',
    tooltip: 'The legal or trading name that issues the invoices, e.g. Kiwi Home Renovations Ltd.',
    section: 'Business Info',
    required: false,
    input: 'text',
    maxLength: 200,
    autoComplete: 'organization',
  },
  {
    name: 'businessType',
    label: 'Business Type',
    tooltip: 'What kind of business it is, e.g. Property management, Renovation contractor or Sole trader.',
    section: 'Business Info',
    required: false,
    input: 'text',
    maxLength: 100,
  },
  {
    name: 'businessEmailAddress',
    label: 'Email Address',
    tooltip: 'Where clients write about invoices, e.g. accounts@example.co.nz.',
    section: 'Contact Info',
    required: false,
    input: 'email',
    maxLength: 254,
  },
  {
    name: 'businessPhoneNumber',
    label: 'Phone Number',
    tooltip: 'A phone number of 6 to 15 digits; spaces, dashes, brackets and a leading + are fine, e.g. +64 9 555 0142.',
    section: 'Contact Info',
    required: false,
    input: 'tel',
    maxLength: 40,
  },
  ...addressLines('business', 'the business’s'),
  {
    name: 'businessContactPerson',
    label: 'Contact Person',
    tooltip: 'The person clients should ask for about an invoice.',
    section: 'Contact Info',
    required: false,
    input: 'text',
    maxLength: 200,
  },
  {
    name: 'businessBankAccountNumber',
    label: 'Bank Account Number',
    tooltip: 'The account clients pay into, printed on invoices, e.g. 12-3456-7890123-00.',
    section: 'Banking Info',
    required: false,
    input: 'text',
    maxLength: 40,
  },
  {
    name: 'businessBankProvider',
    label: 'Bank Provider',
    tooltip: 'The bank that holds the account, e.g. ASB, ANZ, BNZ, Kiwibank or Westpac.',
    section: 'Banking Info',
    required: false,
    input: 'text',
    maxLength: 100,
  },
  {
    name: 'businessLicenseNumber',
    label: 'License Number',
    tooltip: 'A licence the business works under, e.g. a Licensed Building Practitioner or real-estate licence number.',
    section: 'Compliance',
    required: false,
    input: 'text',
    maxLength: 100,
  },
  {
    name: 'businessGst',
    label: 'GST Number',
    tooltip:
      'The business’s New Zealand GST number: 8 or 9 digits, with or without dashes, e.g. 123-456-789. With a GST number its invoices are tax invoices.',
    section: 'Compliance',
    required: false,
    input: 'gst',
    maxLength: 20,
  },
  ...GST_SETTING_FIELDS,
  {
    name: 'businessInvoiceTag',
    label: 'Invoice Tag',
    tooltip: 'The prefix of this business’s invoice references, e.g. RENO- gives RENO-0042.',
    section: 'Other',
    required: false,
    input: 'text',
    maxLength: 20,
  },
  {
    name: 'businessInvoiceSequenceNumber',
    label: 'Invoice Sequence Number',
    tooltip:
      'The number of the next invoice, a whole number of at least 1. It goes up by one with each invoice issued; numbers already issued are never reused.',
    section: 'Other',
    required: false,
    input: 'whole-number',
  },
  ...DOCUMENT_SEQUENCE_FIELDS,
  {
    name: 'businessNotes',
    label: 'Notes',
    tooltip: 'Anything else to remember about this business, e.g. its payment terms.',
    section: 'Other',
    required: false,
    input: 'textarea',
    maxLength: 2000,
  },
];

export const CLIENT_FIELDS: readonly FieldDefinition<ClientFieldName>[] = [
  {
    name: 'clientName',
    label: 'Client Name',
    tooltip: 'The person or organisation the invoices are addressed to.',
    section: 'Client Info',
    required: false,
    input: 'text',
    maxLength: 200,
  },
  {
    name: 'clientBusinessName',
    label: 'Client Business Name',
    tooltip: 'The client’s company or trading name, when it differs from the client name.',
    section: 'Client Info',
    required: false,
    input: 'text',
    maxLength: 200,
  },
  {
    name: 'clientType',
    label: 'Client Type',
    tooltip: 'What kind of client this is: individual, company, trust, government entity and so on.',
    section: 'Client Info',
    required: false,
    input: 'text',
    maxLength: 100,
  },
  ...addressLines('client', 'the client’s'),
  {
    name: 'clientPhoneNumber',
    label: 'Phone Number',
    tooltip: 'A phone number of 6 to 15 digits; spaces, dashes, brackets and a leading + are fine, e.g. +64 21 555 0134.',
    section: 'Contact Info',
    required: false,
    input: 'tel',
    maxLength: 40,
  },
  {
    name: 'clientEmailAddress',
    label: 'Email Address',
    tooltip: 'Where invoices for this client are sent, e.g. accounts@example.co.nz.',
    section: 'Contact Info',
    required: false,
    input: 'email',
    maxLength: 254,
  },
  {
    name: 'clientLicenseNumber',
    label: 'License Number',
    tooltip: 'A licence or registration number of the client, when invoices must show it.',
    section: 'Compliance',
    required: false,
    input: 'text',
    maxLength: 100,
  },
  {
    name: 'clientGst',
    label: 'GST Number',
    tooltip: 'The client’s New Zealand GST number, if registered: 8 or 9 digits, with or without dashes, e.g. 123-456-789.',
    section: 'Compliance',
    required: false,
    input: 'gst',
    maxLength: 20,
  },
  {
    name: 'clientNotes',
    label: 'Notes',
    tooltip: 'Anything else to remember about this client.',
    section: 'Other',
    required: false,
    input: 'textarea',
    maxLength: 2000,
  },
];

export interface FieldSection<Name extends string> {
  section: string;
  fields: FieldDefinition<Name>[];
}

const byLabel = once(() => new Intl.Collator(LOCALE, { numeric: true, sensitivity: 'base' }));

/** The fields grouped in `sections` order, sorted by label within each; other sections are left out. */
export function groupBySection<Name extends string>(
  definitions: readonly FieldDefinition<Name>[],
  sections: readonly string[],
): FieldSection<Name>[] {
  return sections.map((section) => ({
    section,
    fields: definitions.filter((field) => field.section === section).sort((a, b) => byLabel().compare(a.label, b.label)),
  }));
}
