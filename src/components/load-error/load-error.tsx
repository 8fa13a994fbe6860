// What a screen (or a part of one) shows when its data could not be loaded: what failed, why if
// known, and Try again. The kit imports no API code, so the caller words the reason.
import { Button } from '../button/button';
import { StatusMessage } from '../status-message/status-message';
import '../form/form-layout.css';

export interface LoadErrorProps {
  /** What could not be loaded, e.g. "The invoices could not be loaded." */
  message: string;
  /** Why, when known: the server's or the network's words. */
  detail?: string;
  onRetry: () => void;
  /** A retry is under way: the button shows it and ignores presses. */
  retrying?: boolean;
}

export function LoadError({ message, detail, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div className="ui-form">
      <StatusMessage tone="error">
        <p>{message}</p>
        {detail ? <p>{detail}</p> : null}
      </StatusMessage>
      <div className="ui-form__actions">
        <Button variant="secondary" busy={retrying} onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  );
}
