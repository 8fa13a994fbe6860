// The dashboard's payment reminders (docs/sending.md#reminders): what the server sent today and what
// its rules will send tomorrow (a payment meanwhile stops a reminder), for one business or all.
import { Link } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { useReminderOverview } from '@/api/reminders';
import type { PlannedReminder, SentReminder } from '@/api/types';
import { LoadError } from '@/components/load-error/load-error';
import { invoicePath, paths } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { describeTiming } from '@/lib/reminders';
import { CardSection } from '@/features/billing/shared/card-section';
import { money } from '@/features/billing/shared/invoice-labels';
import './reminders.css';

function ReminderList({ label, items, none }: { label: string; items: Array<SentReminder | PlannedReminder>; none: string }) {
  if (items.length === 0) return <p>{none}</p>;
  return (
    <ul className="reminders-panel__list" aria-label={label}>
      {items.map((item) => (
        <li key={`${String(item.invoiceId)}:${String(item.days)}:${item.relation}`}>
          <Link to={invoicePath(item.invoiceId)}>{item.invoiceNumber}</Link> {item.clientName}, {money(item.balance, item.currency)} ·{' '}
          {describeTiming(item).toLowerCase()}
          {'bounced' in item && item.bounced !== undefined ? ' · not delivered: the address was refused' : null}
        </li>
      ))}
    </ul>
  );
}

export function RemindersPanel({ businessId }: { businessId: number | undefined }) {
  const overview = useReminderOverview(businessId);
  const data = overview.data;
  return (
    <CardSection heading="Payment reminders">
      {overview.isError ? (
        <LoadError
          message="The reminders could not be loaded."
          detail={errorMessage(overview.error, 'Please try again.')}
          onRetry={() => void overview.refetch()}
        />
      ) : !data ? (
        <p role="status">Loading...</p>
      ) : (
        <div className="reminders-panel">
          <div>
            <h3>Sent today, {formatDate(data.today)}</h3>
            <ReminderList label="Reminders sent today" items={data.sentToday} none="None sent today." />
          </div>
          <div>
            <h3>To send tomorrow</h3>
            <ReminderList label="Reminders to send tomorrow" items={data.dueTomorrow} none="None due tomorrow." />
          </div>
          <p className="reminders-panel__rules">
            <Link to={paths.emailTemplates}>Reminder rules</Link>
          </p>
        </div>
      )}
    </CardSection>
  );
}
