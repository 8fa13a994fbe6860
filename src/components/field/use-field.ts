// The wiring every labelled control shares: ids, the frame's props (label, hint, tip, error), and
// the control's id, aria-invalid and aria-describedby (hint, error, and any the caller adds).
import type { ReactNode } from 'react';
import { describedBy, useFieldIds } from './field-ids';

export interface FieldOptions {
  id?: string | undefined;
  label: string;
  hint?: ReactNode;
  tooltip?: ReactNode;
  error?: string | null | undefined;
  className?: string | undefined;
  /** Further ids that describe the control. */
  describedBy?: string | undefined;
}

export function useField({ id, label, hint, tooltip, error, className, describedBy: extra }: FieldOptions) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const invalid = Boolean(error);
  return {
    invalid,
    frame: { controlId, hintId, errorId, label, hint, tooltip, error, className },
    control: {
      id: controlId,
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedBy(hint ? hintId : null, invalid ? errorId : null, extra),
    },
  };
}
