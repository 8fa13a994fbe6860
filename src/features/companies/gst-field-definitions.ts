// The business's GST return settings (docs/invoicing.md, "GST return"): blank means the default
// the server applies (two-monthly, invoice basis).
import type { BusinessFieldName, FieldDefinition } from './field-definitions';

export const GST_SETTING_FIELDS: readonly FieldDefinition<BusinessFieldName>[] = [
  {
    name: 'businessGstFilingFrequency',
    label: 'GST Filing Frequency',
    tooltip:
      'How often the business files GST returns: two-monthly (periods ending in even months) unless IRD agreed monthly or six-monthly (periods ending 31 March and 30 September).',
    section: 'Compliance',
    required: false,
    input: 'choice',
    options: [
      { value: '', label: 'Two-monthly (default)' },
      { value: 'MONTHLY', label: 'Monthly' },
      { value: 'TWO_MONTHLY', label: 'Two-monthly' },
      { value: 'SIX_MONTHLY', label: 'Six-monthly' },
    ],
  },
  {
    name: 'businessGstBasis',
    label: 'GST Basis',
    tooltip: 'Invoice basis counts sales when they are invoiced; payments basis when they are paid.',
    section: 'Compliance',
    required: false,
    input: 'choice',
    options: [
      { value: '', label: 'Invoice basis (default)' },
      { value: 'INVOICE', label: 'Invoice basis' },
      { value: 'PAYMENTS', label: 'Payments basis' },
    ],
  },
];
