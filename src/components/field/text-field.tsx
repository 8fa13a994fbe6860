// A labelled text input (text, email, password, search, tel, url, number, date) with an optional hint,
// tip and error message, all tied to the input with aria-describedby.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './field-frame';
import { describedBy, useFieldIds } from './field-ids';

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
  const { controlId, hintId, errorId } = useFieldIds(id);
  const invalid = Boolean(error);
  return (
    <FieldFrame
      controlId={controlId}
      hintId={hintId}
      errorId={errorId}
      label={label}
      hint={hint}
      tooltip={tooltip}
      error={error}
      className={className}
    >
      <input
        {...inputProps}
        id={controlId}
        type={type}
        className="ui-field__control"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hint ? hintId : null, invalid ? errorId : null, inputProps['aria-describedby'])}
      />
    </FieldFrame>
  );
}
