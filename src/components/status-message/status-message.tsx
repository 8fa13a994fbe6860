// An inline message in a live region. The region is always in the page, so a message that appears
// is announced (politely, or at once for errors); an empty message shows nothing.
import type { ReactNode } from 'react';
import './status-message.css';

type StatusTone = 'info' | 'success' | 'warning' | 'error';

export interface StatusMessageProps {
  tone?: StatusTone;
  /** The message; nothing (null, false, '') keeps the live region empty. */
  children?: ReactNode;
  id?: string;
  className?: string;
}

export function StatusMessage({ tone = 'info', children, id, className }: StatusMessageProps) {
  const empty = children === null || children === undefined || children === false || children === '';
  return (
    <div
      id={id}
      role="status"
      // Errors interrupt; other news waits for a pause.
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={['ui-status-region', className].filter(Boolean).join(' ')}
    >
      {empty ? null : (
        <div className={`ui-status ui-status--${tone}`} data-tone={tone}>
          <span className="ui-status__icon" aria-hidden="true" />
          <div className="ui-status__body">{children}</div>
        </div>
      )}
    </div>
  );
}
