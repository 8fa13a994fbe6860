// The bar under the form: what went wrong (with Reload the draft after someone else's change), Save
// draft, Issue invoice (not for quotes; a bill's Save and approve), Cancel, and whether the changes
// are kept in this browser.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button/button';
import { StatusMessage } from '@/components/status-message/status-message';
import { useEditorView } from './editor-context';

export type EditorOutcome = { text: ReactNode; reload?: boolean };

interface EditorActionsProps {
  /** Offer Reload the draft (editing a draft). */
  onReload: (() => void) | null;
  busy: 'save' | 'issue' | null;
  /** Issue invoice; absent where there is nothing to issue (the quote editor). */
  onIssue?: () => void;
  cancelTo: string;
  /** The words of the buttons, where the document's differ (a bill's Save and approve). */
  words?: { save: string; issue: string; issuing: string };
}

const INVOICE_WORDS = { save: 'Save draft', issue: 'Issue invoice', issuing: 'Issuing…' };

export function EditorActions({ onReload, busy, onIssue, cancelTo, words = INVOICE_WORDS }: EditorActionsProps) {
  const { outcome, changes } = useEditorView();
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
          {words.save}
        </Button>
        {onIssue ? (
          <Button busy={busy === 'issue'} busyLabel={words.issuing} onClick={onIssue}>
            {words.issue}
          </Button>
        ) : null}
        <Link to={cancelTo}>Cancel</Link>
        {changes === 'kept' ? <span className="invoice-editor__saved-note">Changes kept in this browser until you save.</span> : null}
        {changes === 'not-kept' ? <span className="invoice-editor__saved-note">Changes not kept in this browser: save them.</span> : null}
      </div>
    </div>
  );
}
