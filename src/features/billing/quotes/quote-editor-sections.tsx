// The quote editor's own sections: its dates (quote date, valid until), reference and currency, and
// its terms and notes. The rest of the editor is the invoice editor's parts.
import type { Dispatch } from 'react';
import { TextAreaField } from '@/components/field/text-area-field';
import { TextField } from '@/components/field/text-field';
import type { FieldErrors } from '@/components/form/use-form-submit';
import { SelectField } from '@/components/select/select-field';
import { INVOICE_CURRENCIES, INVOICE_LIMITS } from '@/config/invoicing';
import type { EditorForm } from '../shared/editor/editor-form';
import type { EditorAction } from '../shared/editor/editor-reducer';

interface SectionProps {
  form: EditorForm;
  dispatch: Dispatch<EditorAction>;
  errors: FieldErrors;
}

export function QuoteDatesSection({ form, dispatch, errors }: SectionProps) {
  return (
    <section className="ui-card invoice-editor__section" aria-labelledby="quote-dates">
      <h2 id="quote-dates" className="invoice-section-title">
        Dates and reference
      </h2>
      <div className="invoice-editor__grid">
        <TextField
          label="Quote date"
          type="date"
          required
          value={form.issueDate}
          error={errors.issueDate}
          onChange={(event) => dispatch({ type: 'issueDate', value: event.target.value })}
        />
        <TextField
          label="Valid until"
          type="date"
          required
          min={form.issueDate || undefined}
          value={form.dueDate}
          error={errors.dueDate}
          onChange={(event) => dispatch({ type: 'dueDate', value: event.target.value })}
        />
        <TextField
          label="Reference"
          maxLength={INVOICE_LIMITS.referenceLength}
          value={form.reference}
          error={errors.reference}
          onChange={(event) => dispatch({ type: 'field', field: 'reference', value: event.target.value })}
        />
        <SelectField
          label="Currency"
          options={INVOICE_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          value={form.currency}
          onChange={(event) => dispatch({ type: 'currency', value: event.target.value as EditorForm['currency'] })}
        />
      </div>
    </section>
  );
}

export function QuoteTermsSection({ form, dispatch, errors }: SectionProps) {
  return (
    <section className="ui-card invoice-editor__section" aria-labelledby="quote-terms">
      <h2 id="quote-terms" className="invoice-section-title">
        Terms and notes
      </h2>
      <div className="invoice-editor__grid invoice-editor__grid--two">
        <TextAreaField
          label="Terms"
          hint="Shown on the quote, e.g. the deposit asked for and how the work is invoiced."
          rows={3}
          maxLength={INVOICE_LIMITS.notesLength}
          value={form.paymentInstructions}
          error={errors.paymentInstructions}
          onChange={(event) => dispatch({ type: 'field', field: 'paymentInstructions', value: event.target.value })}
        />
        <TextAreaField
          label="Notes"
          hint="Shown on the quote, e.g. the job's address."
          rows={3}
          maxLength={INVOICE_LIMITS.notesLength}
          value={form.notes}
          onChange={(event) => dispatch({ type: 'field', field: 'notes', value: event.target.value })}
        />
      </div>
    </section>
  );
}
