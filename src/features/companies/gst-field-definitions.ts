// The business's GST return settings (docs/invoicing.md, "GST return"): blank means the default
// the server applies (two-monthly, periods ending in even months, invoice basis).
import { DEFAULT_GST_FILING_FREQUENCY, DEFAULT_GST_PERIOD_ENDING, type GstFilingFrequency, type GstPeriodEnding } from '@/lib/gst-periods';
import { DEFAULT_GST_BASIS, type GstBasis } from '@/lib/gst-return';
import type { BusinessFieldName, FieldDefinition } from './field-definitions';

const FREQUENCY_LABELS: Record<GstFilingFrequency, string> = { MONTHLY: 'Monthly', TWO_MONTHLY: 'Two-monthly', SIX_MONTHLY: 'Six-monthly' };
const ENDING_LABELS: Record<GstPeriodEnding, string> = {
  EVEN_MONTHS: 'Even months (Jan–Feb, …, Nov–Dec)',
  ODD_MONTHS: 'Odd months (Dec–Jan, …, Oct–Nov)',
};
const BASIS_LABELS: Record<GstBasis, string> = { INVOICE: 'Invoice basis', PAYMENTS: 'Payments basis' };

/** Every choice, after a blank one that leaves the server's default and says which that is. */
function choicesWithDefault<V extends string>(labels: Record<V, string>, defaultValue: V) {
  const choices = (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
  return [{ value: '', label: `${labels[defaultValue]} (default)` }, ...choices];
}

export const GST_SETTING_FIELDS: readonly FieldDefinition<BusinessFieldName>[] = [
  {
    name: 'businessGstFilingFrequency',
    label: 'GST Filing Frequency',
    tooltip:
      'How often the business files GST returns: two-monthly (periods ending in even months) unless IRD agreed monthly or six-monthly (periods ending 31 March and 30 September).',
    section: 'Compliance',
    required: false,
    input: 'choice',
    options: choicesWithDefault(FREQUENCY_LABELS, DEFAULT_GST_FILING_FREQUENCY),
  },
  {
    name: 'businessGstPeriodEnding',
    label: 'GST Periods End In',
    tooltip:
      'Two-monthly GST periods end in even months unless IRD agreed odd ones (for example to match a balance date). Ignored for monthly and six-monthly filers.',
    section: 'Compliance',
    required: false,
    input: 'choice',
    options: choicesWithDefault(ENDING_LABELS, DEFAULT_GST_PERIOD_ENDING),
  },
  {
    name: 'businessGstBasis',
    label: 'GST Basis',
    tooltip: 'Invoice basis counts sales when they are invoiced; payments basis when they are paid.',
    section: 'Compliance',
    required: false,
    input: 'choice',
    options: choicesWithDefault(BASIS_LABELS, DEFAULT_GST_BASIS),
  },
];
