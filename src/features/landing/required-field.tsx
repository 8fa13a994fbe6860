// A required field of the contact form: its label, its control (drawn by the caller, given the
// wiring) and, after a failed submit, its message, tied to the control by aria-describedby.
import type { ReactNode } from 'react';
import { contactFieldIds } from './contact-validation';

interface ControlWiring {
  id: string;
  name: string;
  required: true;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface RequiredFieldProps {
  name: string;
  label: string;
  error: string | undefined;
  control: (wiring: ControlWiring) => ReactNode;
}

export function RequiredField({ name, label, error, control }: RequiredFieldProps) {
  const { control: id, error: errorId } = contactFieldIds(name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control({
        id,
        name,
        required: true,
        'aria-invalid': error !== undefined,
        'aria-describedby': error === undefined ? undefined : errorId,
      })}
      {error === undefined ? null : (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
