import { describe, expect, it } from 'vitest';
import { GST_SETTING_FIELDS } from './gst-field-definitions';

const optionsOf = (name: string) => GST_SETTING_FIELDS.find((field) => field.name === name)?.options;

describe('the GST settings', () => {
  it('offer every filing frequency after a blank choice that names the server’s default', () => {
    expect(optionsOf('businessGstFilingFrequency')).toEqual([
      { value: '', label: 'Two-monthly (default)' },
      { value: 'MONTHLY', label: 'Monthly' },
      { value: 'TWO_MONTHLY', label: 'Two-monthly' },
      { value: 'SIX_MONTHLY', label: 'Six-monthly' },
    ]);
  });

  it('offer both two-monthly cycles after a blank choice that names the default (even months)', () => {
    expect(optionsOf('businessGstPeriodEnding')).toEqual([
      { value: '', label: 'Even months (Jan–Feb, …, Nov–Dec) (default)' },
      { value: 'EVEN_MONTHS', label: 'Even months (Jan–Feb, …, Nov–Dec)' },
      { value: 'ODD_MONTHS', label: 'Odd months (Dec–Jan, …, Oct–Nov)' },
    ]);
  });

  it('offer both bases after a blank choice that names the server’s default', () => {
    expect(optionsOf('businessGstBasis')).toEqual([
      { value: '', label: 'Invoice basis (default)' },
      { value: 'INVOICE', label: 'Invoice basis' },
      { value: 'PAYMENTS', label: 'Payments basis' },
    ]);
  });
});
