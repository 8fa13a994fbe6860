// Asked by Logout when the user has unsaved work (kept in this browser, or on screen): keep it on
// this device for their next sign-in, discard it, or cancel. Loaded only when it is needed.
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { formatList } from '@/lib/format';
import type { UnsavedWorkSummary } from '@/lib/kept-work';

export type LogoutAnswer = 'keep' | 'discard' | 'cancel';

export interface LogoutQuestionProps {
  username: string;
  work: UnsavedWorkSummary;
  onAnswer: (answer: LogoutAnswer) => void;
}

export default function LogoutQuestion({ username, work, onAnswer }: LogoutQuestionProps) {
  const anyKept = work.kept.length > 0;
  return (
    <ConfirmDialog
      open
      title="You have unsaved work"
      confirmLabel={anyKept ? 'Keep it on this device' : 'Log out anyway'}
      cancelLabel="Cancel"
      alternative={anyKept ? { label: 'Discard it', tone: 'danger', onClick: () => onAnswer('discard') } : undefined}
      onConfirm={() => onAnswer('keep')}
      onCancel={() => onAnswer('cancel')}
    >
      {anyKept ? (
        <p>
          Not saved yet: {formatList(work.kept)}. Kept on this device, it is offered back when you sign in again as {username}; anyone who
          signs in as {username} here can see it.
        </p>
      ) : null}
      {work.notKept.length > 0 ? (
        <p>This browser could not keep your changes to {formatList(work.notKept)}: logging out loses them.</p>
      ) : null}
    </ConfirmDialog>
  );
}
