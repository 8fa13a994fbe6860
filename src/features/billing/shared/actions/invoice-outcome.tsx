// The invoice view's one message: the outcome of the last action (or the editor's "Draft saved."
// brought along in the navigation), with a way to reload the invoice when it changed meanwhile.
import type { ReactNode } from 'react';
import { errorMessage, fieldErrorsFrom, httpStatusOf } from '@/api/errors';
import { isStaleVersion } from '@/api/invoices';
import { Button } from '@/components/button/button';
import { StatusMessage } from '@/components/status-message/status-message';
import { STALE_INVOICE } from './invoice-change-failure';

export type Outcome = { tone: 'success' | 'error'; text: ReactNode; reload?: boolean } | null;

/** The message the previous screen passed in the history state (`{ flash, tone? }`). */
export function flashOf(state: unknown): Outcome {
  if (typeof state !== 'object' || state === null || !('flash' in state) || typeof state.flash !== 'string') return null;
  return { tone: 'tone' in state && state.tone === 'error' ? 'error' : 'success', text: state.flash };
}

/** A refused change: someone else's change first (reload), or the server's reasons, listed when there are several. */
export function failureOf(error: unknown, fallback: string): NonNullable<Outcome> {
  if (isStaleVersion(error)) return { tone: 'error', text: STALE_INVOICE, reload: true };
  const fields = Object.values(fieldErrorsFrom(error));
  const message = errorMessage(error, fallback);
  return {
    tone: 'error',
    reload: httpStatusOf(error) === 409,
    text:
      fields.length > 1 ? (
        <>
          <p>{fallback}</p>
          <ul>
            {fields.map((field) => (
              <li key={field}>{field}</li>
            ))}
          </ul>
        </>
      ) : (
        message
      ),
  };
}

export function OutcomeMessage({ outcome, onReload }: { outcome: Outcome; onReload: () => void }) {
  return (
    <div className="no-print">
      <StatusMessage tone={outcome?.tone ?? 'info'}>
        {outcome ? (
          <>
            <div>{outcome.text}</div>
            {outcome.reload ? (
              <Button variant="secondary" size="small" onClick={onReload}>
                Reload the invoice
              </Button>
            ) : null}
          </>
        ) : null}
      </StatusMessage>
    </div>
  );
}
