// A run's progress: n of N, the client being sent, and Stop (after the current client, so no email
// is half-sent). Not a live region: hundreds of updates would drown a screen reader; the bar's
// value is read when asked, and the summary is announced at the end.
import { Button } from '@/components/button/button';
import type { RunProgress } from './send-statement-run';
import './statement-runs.css';

interface StatementRunProgressProps {
  progress: RunProgress;
  stopping: boolean;
  onStop: () => void;
}

export function StatementRunProgress({ progress, stopping, onStop }: StatementRunProgressProps) {
  const { done, total, current } = progress;
  const position = current === null ? done : done + 1;
  const text = current === null ? `${done} of ${total} done` : `Sending ${position} of ${total}: ${current}`;
  return (
    <div className="statement-run-progress">
      <progress max={Math.max(total, 1)} value={done} aria-label="Statements sent" aria-valuetext={`${done} of ${total}`} />
      <p className="statement-run-progress__text">{text}</p>
      <Button variant="secondary" busy={stopping} busyLabel="Stopping after this client…" onClick={onStop}>
        Stop the run
      </Button>
    </div>
  );
}
