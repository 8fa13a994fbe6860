// Payment reminders on or off for every invoice of one client (docs/sending.md#reminders), on the
// client's statement page: the page where a business looks at what one client owes.
import { useClientReminders, useSwitchClientReminders } from '@/api/reminders';
import { ReminderSwitch } from '@/features/billing/shared/reminders/reminder-switch';

export function ClientRemindersSwitch({ clientId }: { clientId: number }) {
  const setting = useClientReminders(clientId);
  const toggle = useSwitchClientReminders(clientId);
  if (!setting.data) return null;
  return (
    <ReminderSwitch
      label="Send payment reminders to this client"
      checked={setting.data.enabled}
      onSwitch={(enabled) => toggle.mutateAsync(enabled)}
      said={(enabled) =>
        enabled ? 'Reminders are on for this client’s unpaid invoices.' : 'Reminders are off for every invoice of this client.'
      }
    />
  );
}
