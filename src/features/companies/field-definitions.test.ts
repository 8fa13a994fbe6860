import { describe, expect, it } from 'vitest';
import {
  BUSINESS_FIELDS,
  BUSINESS_SECTIONS,
  CLIENT_FIELDS,
  CLIENT_SECTIONS,
  groupBySection,
  type FieldDefinition,
} from './field-definitions';

// The fields of docs/product.md#business-and-client-fields, section by section.
const BUSINESS_FIELDS_BY_SECTION = {
  'Business Info': ['businessName', 'businessType'],
  'Contact Info': [
    'businessEmailAddress',
    'businessPhoneNumber',
    'businessAddressLine1',
    'businessAddressLine2',
    'businessAddressLine3',
    'businessAddressLine4',
    'businessAddressLine5',
    'businessContactPerson',
  ],
  'Banking Info': ['businessBankAccountNumber', 'businessBankProvider'],
  Compliance: ['businessLicenseNumber', 'businessGst', 'businessGstFilingFrequency', 'businessGstPeriodEnding', 'businessGstBasis'],
  Other: [
    'businessInvoiceTag',
    'businessInvoiceSequenceNumber',
    'businessQuoteSequenceNumber',
    'businessCreditNoteSequenceNumber',
    'businessNotes',
  ],
};
const CLIENT_FIELDS_BY_SECTION = {
  'Client Info': ['clientName', 'clientBusinessName', 'clientType'],
  'Contact Info': [
    'clientAddressLine1',
    'clientAddressLine2',
    'clientAddressLine3',
    'clientAddressLine4',
    'clientAddressLine5',
    'clientPhoneNumber',
    'clientEmailAddress',
  ],
  Compliance: ['clientLicenseNumber', 'clientGst'],
  Other: ['clientNotes'],
};

const bySection = (definitions: readonly FieldDefinition<string>[]) => {
  const result: Record<string, string[]> = {};
  for (const field of definitions) (result[field.section] ??= []).push(field.name);
  return result;
};
const sorted = (list: string[]) => [...list].sort();

describe('field definitions', () => {
  it('define every business field of the spec in its section, each once', () => {
    const actual = bySection(BUSINESS_FIELDS);
    expect(Object.keys(actual).sort()).toEqual(Object.keys(BUSINESS_FIELDS_BY_SECTION).sort());
    for (const [section, names] of Object.entries(BUSINESS_FIELDS_BY_SECTION)) expect(sorted(actual[section]!)).toEqual(sorted(names));
    expect(new Set(BUSINESS_FIELDS.map((f) => f.name)).size).toBe(BUSINESS_FIELDS.length);
  });

  it('define every client field of the spec in its section, each once', () => {
    const actual = bySection(CLIENT_FIELDS);
    expect(Object.keys(actual).sort()).toEqual(Object.keys(CLIENT_FIELDS_BY_SECTION).sort());
    for (const [section, names] of Object.entries(CLIENT_FIELDS_BY_SECTION)) expect(sorted(actual[section]!)).toEqual(sorted(names));
    expect(new Set(CLIENT_FIELDS.map((f) => f.name)).size).toBe(CLIENT_FIELDS.length);
  });

  it('give every field a label, a tooltip, a section and a required flag; all are optional', () => {
    for (const field of [...BUSINESS_FIELDS, ...CLIENT_FIELDS]) {
      expect(field.label.trim()).not.toBe('');
      expect(field.tooltip.length).toBeGreaterThan(20);
      expect(field.required).toBe(false);
    }
    expect(new Set(BUSINESS_FIELDS.map((f) => f.label)).size).toBe(BUSINESS_FIELDS.length);
    expect(new Set(CLIENT_FIELDS.map((f) => f.label)).size).toBe(CLIENT_FIELDS.length);
  });

  it('use the input that fits each value', () => {
    const inputOf = (name: string) => [...BUSINESS_FIELDS, ...CLIENT_FIELDS].find((f) => f.name === name)?.input;
    expect(inputOf('businessEmailAddress')).toBe('email');
    expect(inputOf('clientEmailAddress')).toBe('email');
    expect(inputOf('businessPhoneNumber')).toBe('tel');
    expect(inputOf('clientPhoneNumber')).toBe('tel');
    expect(inputOf('businessGst')).toBe('gst');
    expect(inputOf('clientGst')).toBe('gst');
    expect(inputOf('businessInvoiceSequenceNumber')).toBe('whole-number');
    expect(inputOf('businessNotes')).toBe('textarea');
  });
});

describe('groupBySection', () => {
  it('orders the business sections as the spec lists them and sorts fields by label within each', () => {
    expect(groupBySection(BUSINESS_FIELDS, BUSINESS_SECTIONS).map(({ section, fields }) => [section, fields.map((f) => f.label)])).toEqual([
      ['Business Info', ['Business Name', 'Business Type']],
      [
        'Contact Info',
        [
          'Address Line 1',
          'Address Line 2',
          'Address Line 3',
          'Address Line 4',
          'Address Line 5',
          'Contact Person',
          'Email Address',
          'Phone Number',
        ],
      ],
      ['Banking Info', ['Bank Account Number', 'Bank Provider']],
      ['Compliance', ['GST Basis', 'GST Filing Frequency', 'GST Number', 'GST Periods End In', 'License Number']],
      ['Other', ['Credit Note Sequence Number', 'Invoice Sequence Number', 'Invoice Tag', 'Notes', 'Quote Sequence Number']],
    ]);
  });

  it('orders the client sections as the spec lists them and sorts fields by label within each', () => {
    expect(groupBySection(CLIENT_FIELDS, CLIENT_SECTIONS).map(({ section, fields }) => [section, fields.map((f) => f.label)])).toEqual([
      ['Client Info', ['Client Business Name', 'Client Name', 'Client Type']],
      [
        'Contact Info',
        ['Address Line 1', 'Address Line 2', 'Address Line 3', 'Address Line 4', 'Address Line 5', 'Email Address', 'Phone Number'],
      ],
      ['Compliance', ['GST Number', 'License Number']],
      ['Other', ['Notes']],
    ]);
  });

  it('sorts by label whatever the order of the definitions, numbers in numeric order', () => {
    const field = (label: string, section = 'A'): FieldDefinition<string> => ({
      name: label,
      label,
      tooltip: '',
      section,
      required: false,
      input: 'text',
    });
    const groups = groupBySection([field('Line 10'), field('zeta'), field('Line 2'), field('Alpha'), field('Other', 'B')], ['B', 'A']);
    expect(groups.map((g) => [g.section, g.fields.map((f) => f.label)])).toEqual([
      ['B', ['Other']],
      ['A', ['Alpha', 'Line 2', 'Line 10', 'zeta']],
    ]);
  });
});
