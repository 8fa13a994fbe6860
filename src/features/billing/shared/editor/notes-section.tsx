// Notes and payment: the payment instructions (the business's bank account by default) and notes,
// or another document's words and field (a quote's terms) in place of the instructions.
import { TextAreaField } from '@/components/field/text-area-field';
import { INVOICE_LIMITS } from '@/config/invoicing';
import type { NotesConfig } from './document-type';
import { useEditorActions, useEditorView } from './editor-context';
import { CardSection } from '../card-section';

export function NotesSection({ heading, first, notesHint }: NotesConfig) {
  const { dispatch } = useEditorActions();
  const { form, errors } = useEditorView();
  return (
    <CardSection heading={heading} className="invoice-editor__section">
      <div className="invoice-editor__grid invoice-editor__grid--two">
        <TextAreaField
          label={first.label}
          hint={first.hint}
          rows={3}
          maxLength={first.maxLength}
          value={form[first.field]}
          error={errors.general[first.field]}
          onChange={(event) => dispatch({ type: 'field', field: first.field, value: event.target.value })}
        />
        <TextAreaField
          label="Notes"
          hint={notesHint}
          rows={3}
          maxLength={INVOICE_LIMITS.notesLength}
          value={form.notes}
          error={errors.general.notes}
          onChange={(event) => dispatch({ type: 'field', field: 'notes', value: event.target.value })}
        />
      </div>
    </CardSection>
  );
}
