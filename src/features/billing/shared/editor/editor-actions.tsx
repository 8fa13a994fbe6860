// The bar under the form: what went wrong (with Reload the draft after someone else's change), Save
// draft, Issue invoice (not for quotes), Cancel, and whether the changes are kept in this browser.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button/button';
import { StatusMessage } from '@/components/status-message/status-message';

export type EditorOutcome = { text: ReactNode; reload?: boolean };

interface EditorActionsProps {
  outcome: EditorOutcome | null;
  /** Offer Reload the draft (editing a draft). */
  onReload: (() => void) | null;
  busy: 'save' | 'issue' | null;
  /** Issue invoice; absent where there is nothing to issue (the quote editor). */
  onIssue?: () => void;
  cancelTo: string;
  /** Unsaved changes: 'kept' in this browser, or 'not-kept' (the browser refused). */
  changes: 'kept' | 'not-kept' | null;
}

export function EditorActions({ outcome, onReload, busy, onIssue, cancelTo, changes }: EditorActionsProps) {
  return (
    <div className="invoice-editor__actions">
      <StatusMessage tone="error">
        {outcome ? (
          <>
            <div>{outcome.text}</div>
            {outcome.reload && onReload ? (
              <Button variant="secondary" size="small" onClick={onReload}>
                Reload the draft
              </Button>
            ) : null}
          </>
        ) : null}
      </StatusMessage>
      <div className="ui-form__actions">
        <Button type="submit" variant="secondary" busy={busy === 'save'} busyLabel="Saving…">
          Save draft
        </Button>
        {onIssue ? (
          <Button busy={busy === 'issue'} busyLabel="Issuing…" onClick={onIssue}>
            Issue invoice
          </Button>
        ) : null}
        <Link to={cancelTo}>Cancel</Link>
        {changes === 'kept' ? <span className="invoice-editor__saved-note">Changes kept in this browser until you save.</span> : null}
        {changes === 'not-kept' ? <span className="invoice-editor__saved-note">Changes not kept in this browser: save them.</span> : null}
      </div>
    </div>
  );
}
