// The invoice's payment reminders (docs/sending.md#reminders): whether they go out and why not, the
// ones the server sent, the next one, and the switch for this invoice. Reminders are sent by the
// server's clock, so this asks the server each time the page opens.
import { useInvoiceReminders, useSwitchInvoiceReminders } from '@/api/reminders';
import type { Invoice } from '@/api/types';
import { errorMessage } from '@/api/errors';
import { LoadError } from '@/components/load-error/load-error';
import { formatDate } from '@/lib/calendar-date';
import { formatDateTime } from '@/lib/format';
import { describeTiming } from '@/lib/reminders';
import { CardSection } from '@/features/billing/shared/card-section';
import { money } from '@/features/billing/shared/invoice-labels';
import { ReminderSwitch } from '@/features/billing/shared/reminders/reminder-switch';
import { REMINDER_STATE_WORDS } from '@/features/billing/shared/reminders/reminder-words';

export function InvoiceReminders({ invoice }: { invoice: Pick<Invoice, 'id' | 'status'> }) {
  const reminders = useInvoiceReminders(invoice.id, invoice.status !== 'DRAFT');
  const toggle = useSwitchInvoiceReminders(invoice.id);
  if (invoice.status === 'DRAFT') return null;
  const data = reminders.data;
  return (
    <CardSection heading="Payment reminders" className="no-print">
      {reminders.isError ? (
        <LoadError
          message="The reminders could not be loaded."
          detail={errorMessage(reminders.error, 'Please try again.')}
          onRetry={() => void reminders.refetch()}
        />
      ) : !data ? (
        <p role="status">Loading the reminders…</p>
      ) : (
        <>
          <p>{REMINDER_STATE_WORDS[data.state]}</p>
          {data.next ? (
            <p>
              Next: {describeTiming(data.next).toLowerCase()}, on <time dateTime={data.next.date}>{formatDate(data.next.date)}</time>.
            </p>
          ) : null}
          {data.sent.length === 0 ? (
            <p>No reminder has been sent.</p>
          ) : (
            <ul aria-label="Reminders sent">
              {data.sent.map((sent) => (
                <li key={sent.sentAt}>
                  {sent.bounced === undefined ? (
                    <>
                      {describeTiming(sent)}: sent <time dateTime={sent.sentAt}>{formatDateTime(sent.sentAt)}</time> to{' '}
                      {sent.to.join(', ')}, asking for {money(sent.balance, sent.currency)}.
                    </>
                  ) : (
                    <>
                      {describeTiming(sent)}: <strong>not delivered</strong> on{' '}
                      <time dateTime={sent.sentAt}>{formatDateTime(sent.sentAt)}</time>: {sent.bounced} Nothing reached the client.
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          <ReminderSwitch
            label="Send payment reminders for this invoice"
            checked={data.invoiceEnabled}
            disabled={data.state === 'SETTLED'}
            onSwitch={(enabled) => toggle.mutateAsync(enabled)}
            said={(enabled) => (enabled ? 'Reminders are on for this invoice.' : 'Reminders are off for this invoice.')}
          />
        </>
      )}
    </CardSection>
  );
}
