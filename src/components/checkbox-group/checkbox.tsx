// One labelled checkbox; the whole row is the click target (at least 24 px high).
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, className, ...inputProps }: CheckboxProps) {
  return (
    <label className={['ui-checkbox', className].filter(Boolean).join(' ')}>
      <input {...inputProps} type="checkbox" className="ui-checkbox__input" />
      <span className="ui-checkbox__label">{label}</span>
    </label>
  );
}
