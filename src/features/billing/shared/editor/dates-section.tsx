// Dates and reference: issue date, payment terms (which set the due date), due date, reference and
// currency, in each document type's words. A schedule's template has no dates of its own (the
// schedule gives each invoice's issue date, and the terms its due date); a quote has no payment terms.
import type { ReactNode } from 'react';
import { TextField } from '@/components/field/text-field';
import { SelectField } from '@/components/select/select-field';
import { DEFAULT_PAYMENT_TERMS_DAYS, INVOICE_CURRENCIES, INVOICE_LIMITS } from '@/config/invoicing';
import { useEditorActions, useEditorView } from './editor-context';
import type { DatesConfig } from './document-type';
import { paymentTermsDays, type EditorForm } from './editor-form';
import { CardSection } from '../card-section';

const TERMS = [7, 14, 20, 30] as const;

function termOptions(terms: number | null) {
  return [
    ...TERMS.map((days) => ({ value: String(days), label: `${days} days${days === DEFAULT_PAYMENT_TERMS_DAYS ? ' (standard)' : ''}` })),
    // Terms someone typed as dates stay visible.
    ...(terms !== null && !(TERMS as readonly number[]).includes(terms) ? [{ value: String(terms), label: `${terms} days` }] : []),
  ];
}

/** `issueDateNotice`: shown under the issue date (the period lock's, when the server refused the date). */
export function DatesSection({
  heading,
  issueDate,
  dueDate,
  paymentTerms,
  reference,
  currency,
  issueDateNotice,
}: DatesConfig & { issueDateNotice?: ReactNode }) {
  const { dispatch } = useEditorActions();
  const { form, errors: allErrors } = useEditorView();
  const errors = allErrors.general;
  const terms = paymentTermsDays(form);
  return (
    <CardSection heading={heading} className="invoice-editor__section">
      <div className="invoice-editor__grid">
        {issueDate === null ? null : (
          <TextField
            label={issueDate}
            type="date"
            required
            value={form.issueDate}
            error={errors.issueDate}
            onChange={(event) => dispatch({ type: 'issueDate', value: event.target.value })}
          />
        )}
        {issueDateNotice}
        {paymentTerms ? (
          <SelectField
            label="Payment terms"
            options={termOptions(terms)}
            value={terms === null ? String(DEFAULT_PAYMENT_TERMS_DAYS) : String(terms)}
            onChange={(event) => dispatch({ type: 'terms', days: Number(event.target.value) })}
          />
        ) : null}
        {dueDate === null ? null : (
          <TextField
            label={dueDate}
            type="date"
            required
            min={form.issueDate || undefined}
            value={form.dueDate}
            error={errors.dueDate}
            onChange={(event) => dispatch({ type: 'dueDate', value: event.target.value })}
          />
        )}
        <TextField
          label={reference}
          maxLength={INVOICE_LIMITS.referenceLength}
          value={form.reference}
          error={errors.reference}
          onChange={(event) => dispatch({ type: 'field', field: 'reference', value: event.target.value })}
        />
        {currency ? (
          <SelectField
            label="Currency"
            options={INVOICE_CURRENCIES.map((code) => ({ value: code, label: code }))}
            value={form.currency}
            onChange={(event) => dispatch({ type: 'currency', value: event.target.value as EditorForm['currency'] })}
          />
        ) : null}
      </div>
    </CardSection>
  );
}
