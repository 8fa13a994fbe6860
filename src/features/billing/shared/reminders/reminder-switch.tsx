// Reminders on or off for one invoice or one client (docs/sending.md#reminders): a checkbox that
// saves at once, says what it did, and on a refusal shows the server's reason with the box as it was.
import { useState } from 'react';
import { errorMessage } from '@/api/errors';
import { Checkbox } from '@/components/checkbox-group/checkbox';
import { StatusMessage } from '@/components/status-message/status-message';

interface ReminderSwitchProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  /** Saves the new setting; rejects with the server's refusal. */
  onSwitch: (enabled: boolean) => Promise<unknown>;
  /** What the saved setting means, e.g. "Reminders are off for this client." */
  said: (enabled: boolean) => string;
}

export function ReminderSwitch({ label, checked, disabled = false, onSwitch, said }: ReminderSwitchProps) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  return (
    <div className="reminder-switch no-print">
      <Checkbox
        label={label}
        checked={checked}
        disabled={disabled || pending}
        aria-busy={pending}
        onChange={(event) => {
          const enabled = event.target.checked;
          setPending(true);
          setOutcome(null);
          onSwitch(enabled)
            .then(
              () => setOutcome({ tone: 'success', text: said(enabled) }),
              (error: unknown) =>
                setOutcome({ tone: 'error', text: errorMessage(error, 'The setting could not be saved. Please try again.') }),
            )
            .finally(() => setPending(false));
        }}
      />
      <StatusMessage tone={outcome?.tone ?? 'success'}>{outcome?.text ?? null}</StatusMessage>
    </div>
  );
}
