// The wake indicator's look, one state at a time. Fixed in place, so appearing and hiding never
// moves the page; the live region is always present, so changes are announced.
import type { ServerPhase } from './use-server-status';
import '@/components/spinner/spinner.css';
import './server-status-notice.css';

const SERVER_MESSAGES: Record<Exclude<ServerPhase, 'hidden'>, string> = {
  waking: 'The server is still waking up — try again shortly.',
  ready: 'Server ready.',
  unreachable: 'server unreachable — please retry',
};

interface ServerStatusNoticeProps {
  phase: ServerPhase;
  onRetry: () => void;
}

export function ServerStatusNotice({ phase, onRetry }: ServerStatusNoticeProps) {
  return (
    <div className="server-status" data-phase={phase}>
      <p className="server-status__message" role="status" aria-live="polite">
        {phase === 'waking' && <span className="ui-spinner server-status__spinner" aria-hidden="true" />}
        {phase === 'hidden' ? '' : SERVER_MESSAGES[phase]}
      </p>
      {phase === 'unreachable' && (
        <button type="button" className="server-status__retry" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
