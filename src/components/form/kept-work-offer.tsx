// The offer of work kept in this browser (restore or discard), and the notice when kept work could
// not be read or the browser refuses to keep more.
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import { Button } from '../button/button';
import { StatusMessage } from '../status-message/status-message';
import './form-layout.css';
import './kept-work.css';

const KEPT_WORK_MESSAGES = {
  corrupt: 'Unsaved changes kept in this browser could not be read, so they were discarded.',
  refused:
    'Your changes are not being kept in this browser: its storage is full or turned off. Save them before you leave this page or sign out.',
} as const;

export interface KeptWorkOfferProps {
  /** When the work was kept (ISO date and time). */
  savedAt: string;
  /** More to say, e.g. that the record changed since, or that passwords are not kept. */
  note?: ReactNode;
  headingLevel?: 2 | 3;
  onRestore: () => void;
  onDiscard: () => void;
}

export function KeptWorkOffer({ savedAt, note, headingLevel = 2, onRestore, onDiscard }: KeptWorkOfferProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="ui-card ui-kept-work" role="region" aria-label="Unsaved changes">
      <Heading className="ui-kept-work__title">You have unsaved changes</Heading>
      <p>
        Changes you made on {formatDateTime(savedAt)} were not saved to the server, but were kept in this browser.
        {note ? <> {note}</> : null}
      </p>
      <div className="ui-form__actions">
        <Button onClick={onRestore}>Restore my changes</Button>
        <Button variant="secondary" onClick={onDiscard}>
          Discard them
        </Button>
      </div>
    </div>
  );
}

/** A live region, always in the page: says when kept work was unreadable, or cannot be kept. */
export function KeptWorkNotice({ corrupt, refused }: { corrupt: boolean; refused: boolean }) {
  return (
    <StatusMessage tone={refused ? 'warning' : 'info'}>
      {refused ? KEPT_WORK_MESSAGES.refused : corrupt ? KEPT_WORK_MESSAGES.corrupt : null}
    </StatusMessage>
  );
}
