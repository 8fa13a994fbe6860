// A group of checkboxes under a legend, its value the list of checked option values. The hint
// and error describe the group, so they are read when focus enters it.
import type { ReactNode } from 'react';
import { FieldError } from '../field/field-error';
import { describedBy, useFieldIds } from '../field/field-ids';
import { Checkbox } from './checkbox';
import '../field/field.css';
import './checkbox.css';

interface CheckboxOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  legend: string;
  options: readonly CheckboxOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The inputs' name, so the group also works in a plain form submission. */
  name?: string;
  hint?: ReactNode;
  error?: string | null;
  disabled?: boolean;
  /** Lay the options out in a row (wrapping) instead of a column. */
  inline?: boolean;
  id?: string;
}

export function CheckboxGroup({ legend, options, value, onChange, name, hint, error, disabled, inline, id }: CheckboxGroupProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const invalid = Boolean(error);

  const toggle = (optionValue: string, checked: boolean) => {
    // Keep the options' order, whatever order they were ticked in.
    const next = new Set(value);
    if (checked) next.add(optionValue);
    else next.delete(optionValue);
    onChange(options.map((option) => option.value).filter((v) => next.has(v)));
  };

  return (
    <fieldset
      id={controlId}
      className="ui-checkbox-group"
      data-invalid={invalid || undefined}
      disabled={disabled}
      aria-describedby={describedBy(hint ? hintId : null, invalid ? errorId : null)}
    >
      <legend className="ui-checkbox-group__legend">{legend}</legend>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      <div className={inline ? 'ui-checkbox-group__options ui-checkbox-group__options--inline' : 'ui-checkbox-group__options'}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            checked={value.includes(option.value)}
            disabled={option.disabled}
            aria-invalid={invalid || undefined}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
        ))}
      </div>
      {invalid ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
