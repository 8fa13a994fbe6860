// The editor's choice of business: every business the form may be for, the change dispatched to the
// form (which re-dates and re-numbers what depends on it).
import { SelectField } from '@/components/select/select-field';
import { useEditorActions, useEditorView } from './editor-context';

export function BusinessSelect() {
  const { dispatch } = useEditorActions();
  const { form, errors, businesses, business } = useEditorView();
  return (
    <SelectField
      label="Business"
      placeholder="Choose a business"
      required
      options={businesses.map((b) => ({ value: String(b.id), label: b.name }))}
      value={form.businessId === null ? '' : String(form.businessId)}
      error={errors.general.businessId}
      onChange={(event) => {
        const next = businesses.find((b) => String(b.id) === event.target.value);
        if (next) dispatch({ type: 'business', business: next, previous: business });
      }}
    />
  );
}
