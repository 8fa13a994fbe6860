// The label row, hint and error message around any form control. The control itself is the
// caller's, described by `describedBy(hintId, errorId)`.
import type { ReactNode } from 'react';
import { InfoTip } from '../info-tip/info-tip';
import { FieldError } from './field-error';
import './field.css';

export interface FieldFrameProps {
  controlId: string;
  hintId: string;
  errorId: string;
  label: string;
  hint?: ReactNode;
  tooltip?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function FieldFrame({ controlId, hintId, errorId, label, hint, tooltip, error, className, children }: FieldFrameProps) {
  const invalid = Boolean(error);
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')} data-invalid={invalid || undefined}>
      <div className="ui-field__label-row">
        <label className="ui-field__label" htmlFor={controlId}>
          {label}
        </label>
        {tooltip ? <InfoTip label={`More about ${label}`}>{tooltip}</InfoTip> : null}
      </div>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      {invalid ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
