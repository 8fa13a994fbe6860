// Dates and reference: issue date, payment terms (which set the due date), due date, reference and
// currency. A schedule's template (`template`) has no dates of its own: the schedule gives each
// invoice's issue date, and the terms its due date.
import type { Dispatch } from 'react';
import { TextField } from '@/components/field/text-field';
import type { FieldErrors } from '@/components/form/use-form-submit';
import { SelectField } from '@/components/select/select-field';
import { DEFAULT_PAYMENT_TERMS_DAYS, INVOICE_CURRENCIES, INVOICE_LIMITS } from '@/config/invoicing';
import { paymentTermsDays, type EditorForm } from './editor-form';
import type { EditorAction } from './editor-reducer';

const TERMS = [7, 14, 20, 30] as const;

function termOptions(terms: number | null) {
  return [
    ...TERMS.map((days) => ({ value: String(days), label: `${days} days${days === DEFAULT_PAYMENT_TERMS_DAYS ? ' (standard)' : ''}` })),
    // Terms someone typed as dates stay visible.
    ...(terms !== null && !(TERMS as readonly number[]).includes(terms) ? [{ value: String(terms), label: `${terms} days` }] : []),
  ];
}

interface DatesSectionProps {
  form: EditorForm;
  dispatch: Dispatch<EditorAction>;
  errors: FieldErrors;
  /** Leave out the issue and due dates (a schedule's template). */
  template?: boolean;
}

export function DatesSection({ form, dispatch, errors, template = false }: DatesSectionProps) {
  const terms = paymentTermsDays(form);
  return (
    <section className="ui-card invoice-editor__section" aria-labelledby="editor-terms">
      <h2 id="editor-terms" className="invoice-section-title">
        {template ? 'Terms and reference' : 'Dates and reference'}
      </h2>
      <div className="invoice-editor__grid">
        {template ? null : (
          <TextField
            label="Issue date"
            type="date"
            required
            value={form.issueDate}
            error={errors.issueDate}
            onChange={(event) => dispatch({ type: 'issueDate', value: event.target.value })}
          />
        )}
        <SelectField
          label="Payment terms"
          options={termOptions(terms)}
          value={terms === null ? String(DEFAULT_PAYMENT_TERMS_DAYS) : String(terms)}
          onChange={(event) => dispatch({ type: 'terms', days: Number(event.target.value) })}
        />
        {template ? null : (
          <TextField
            label="Due date"
            type="date"
            required
            min={form.issueDate || undefined}
            value={form.dueDate}
            error={errors.dueDate}
            onChange={(event) => dispatch({ type: 'dueDate', value: event.target.value })}
          />
        )}
        <TextField
          label="Reference or PO number"
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
