// A labelled text input (text, email, password, search, tel, url, number, date) with an optional hint,
// tip and error message, all tied to the input with aria-describedby.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './field-frame';
import { useField } from './use-field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  hint?: ReactNode;
  /** Extra help behind a "?" button (reachable by keyboard). */
  tooltip?: ReactNode;
  /** The message shown under the input; marks it invalid. */
  error?: string | null;
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'number' | 'date';
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, tooltip, error, id, className, type = 'text', ...inputProps }: TextFieldProps) {
  const { frame, control } = useField({ id, label, hint, tooltip, error, className, describedBy: inputProps['aria-describedby'] });
  return (
    <FieldFrame {...frame}>
      <input {...inputProps} {...control} type={type} className="ui-field__control" />
    </FieldFrame>
  );
}
