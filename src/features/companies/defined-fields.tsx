// The fields of a form drawn from their definitions: one group per section, with its heading, the
// fields sorted by label, each with its tooltip (a "?" reachable by keyboard) and its error.
import type { FieldDefinition, FieldSection } from './field-definitions';
import type { FieldValues } from './field-values';
import { FieldFrame } from '@/components/field/field-frame';
import { TextAreaField } from '@/components/field/text-area-field';
import { TextField } from '@/components/field/text-field';
import { useField } from '@/components/field/use-field';

export interface DefinedFieldsProps<Name extends string> {
  sections: readonly FieldSection<Name>[];
  values: FieldValues<Name>;
  errors: Partial<Record<Name, string>>;
  onChange: (name: Name, value: string) => void;
}

export function DefinedFields<Name extends string>({ sections, values, errors, onChange }: DefinedFieldsProps<Name>) {
  return (
    <>
      {sections.map(({ section, fields }) => (
        <fieldset key={section} className="ui-form__section companies-section">
          <legend className="ui-form__section-title">{section}</legend>
          <div className="companies-section__fields">
            {fields.map((field) => {
              const common = {
                label: field.label,
                name: field.name,
                tooltip: field.tooltip,
                required: field.required,
                maxLength: field.maxLength,
                autoComplete: field.autoComplete ?? 'off',
                value: values[field.name],
                error: errors[field.name],
              };
              if (field.input === 'choice') {
                return <ChoiceField key={field.name} field={field} value={values[field.name]} onChange={onChange} />;
              }
              if (field.input === 'textarea') {
                return (
                  <TextAreaField
                    key={field.name}
                    {...common}
                    className="companies-field--wide"
                    onChange={(event) => onChange(field.name, event.target.value)}
                  />
                );
              }
              return (
                <TextField
                  key={field.name}
                  {...common}
                  type={field.input === 'email' || field.input === 'tel' ? field.input : 'text'}
                  inputMode={field.input === 'whole-number' ? 'numeric' : undefined}
                  spellCheck={field.input === 'text' ? undefined : false}
                  onChange={(event) => onChange(field.name, event.target.value)}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}

/** A choice among a field's options, as a native select. */
function ChoiceField<Name extends string>({
  field,
  value,
  onChange,
}: {
  field: FieldDefinition<Name>;
  value: string;
  onChange: (name: Name, value: string) => void;
}) {
  const { frame, control } = useField({ label: field.label, tooltip: field.tooltip });
  return (
    <FieldFrame {...frame}>
      <select
        {...control}
        name={field.name}
        value={value}
        className="ui-field__control"
        onChange={(event) => onChange(field.name, event.target.value)}
      >
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
