// Notes and payment: the payment instructions (the business's bank account by default) and notes.
import type { Dispatch } from 'react';
import { TextAreaField } from '@/components/field/text-area-field';
import { INVOICE_LIMITS } from '@/config/invoicing';
import type { EditorForm } from './editor-form';
import type { EditorAction } from './editor-reducer';

export function NotesSection({ form, dispatch }: { form: EditorForm; dispatch: Dispatch<EditorAction> }) {
  return (
    <section className="ui-card invoice-editor__section" aria-labelledby="editor-notes">
      <h2 id="editor-notes" className="invoice-section-title">
        Notes and payment
      </h2>
      <div className="invoice-editor__grid invoice-editor__grid--two">
        <TextAreaField
          label="Payment instructions"
          hint="The business's bank account by default."
          rows={3}
          maxLength={INVOICE_LIMITS.paymentInstructionsLength}
          value={form.paymentInstructions}
          onChange={(event) => dispatch({ type: 'field', field: 'paymentInstructions', value: event.target.value })}
        />
        <TextAreaField
          label="Notes"
          hint="Shown on the invoice, e.g. a thank-you or the job's address."
          rows={3}
          maxLength={INVOICE_LIMITS.notesLength}
          value={form.notes}
          onChange={(event) => dispatch({ type: 'field', field: 'notes', value: event.target.value })}
        />
      </div>
    </section>
  );
}
