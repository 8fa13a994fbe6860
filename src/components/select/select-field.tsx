// A labelled native <select>: the most robust choice on phones, with screen readers and with
// browser autofill. Same hint, tip and error wiring as TextField.
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from '../field/field-frame';
import { useField } from '../field/use-field';
import './select-field.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a business"; it has the value "". */
  placeholder?: string;
  hint?: ReactNode;
  tooltip?: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, options, placeholder, hint, tooltip, error, id, className, ...selectProps }: SelectFieldProps) {
  const { frame, control } = useField({ id, label, hint, tooltip, error, className, describedBy: selectProps['aria-describedby'] });
  return (
    <FieldFrame {...frame}>
      <select {...selectProps} {...control} className="ui-field__control ui-select">
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
