import type { ReactNode } from 'react';

/** An error message under a control; "Error:" is spoken, not shown. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="ui-field__error">
      <span className="ui-field__error-icon" aria-hidden="true" />
      <span className="visually-hidden">Error:</span> <span>{children}</span>
    </p>
  );
}
