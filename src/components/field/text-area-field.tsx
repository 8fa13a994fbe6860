// A labelled multi-line text box, with the same hint, tip and error wiring as TextField.
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import { useField } from './use-field';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
  tooltip?: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, hint, tooltip, error, id, className, rows = 4, ...textAreaProps }: TextAreaFieldProps) {
  const { frame, control } = useField({ id, label, hint, tooltip, error, className, describedBy: textAreaProps['aria-describedby'] });
  return (
    <FieldFrame {...frame}>
      <textarea {...textAreaProps} {...control} rows={rows} className="ui-field__control ui-field__control--multiline" />
    </FieldFrame>
  );
}
