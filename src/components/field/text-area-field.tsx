// A labelled multi-line text box, with the same hint, tip and error wiring as TextField.
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import { describedBy, useFieldIds } from './field-ids';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
  tooltip?: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, hint, tooltip, error, id, className, rows = 4, ...textAreaProps }: TextAreaFieldProps) {
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
      <textarea
        {...textAreaProps}
        id={controlId}
        rows={rows}
        className="ui-field__control ui-field__control--multiline"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hint ? hintId : null, invalid ? errorId : null, textAreaProps['aria-describedby'])}
      />
    </FieldFrame>
  );
}
