// A saved schedule's state: status, next date, the problem the server found (deleted client, an
// issue refused), pause/resume/end (end is final, so it asks first), and the invoices it made.
import { Link } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { useScheduleAction, type ScheduleAction } from '@/api/recurring';
import type { Schedule } from '@/api/types';
import { Button } from '@/components/button/button';
import { useConfirm } from '@/components/dialog/use-confirm';
import { StatusMessage } from '@/components/status-message/status-message';
import { invoicePath } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { formatMoney } from '@/lib/money';
import { describeFrequency } from '@/lib/schedule-dates';
import { StatusBadge } from '@/features/billing/shared/status-badge';
import { SCHEDULE_STATUS_LABELS } from './schedule-labels';

export function ScheduleStatusPanel({ schedule }: { schedule: Schedule }) {
  const action = useScheduleAction();
  const { confirm, dialog } = useConfirm();
  const run = async (name: ScheduleAction) => {
    if (
      name === 'end' &&
      !(await confirm({
        title: 'End this schedule?',
        detail: 'No more invoices will be made. Ending is final; the invoices already made stay as they are.',
        confirmLabel: 'End schedule',
      }))
    )
      return;
    action.mutate({ id: schedule.id, version: schedule.version, action: name });
  };
  const rule = {
    frequency: schedule.frequency,
    startDate: schedule.startDate,
    ...(schedule.lastDayOfMonth ? { dayOfMonth: 'LAST' as const } : schedule.dayOfMonth ? { dayOfMonth: schedule.dayOfMonth } : {}),
  };
  return (
    <section className="ui-card invoice-editor__section" aria-labelledby="schedule-state">
      {dialog}
      <h2 id="schedule-state" className="invoice-section-title">
        {SCHEDULE_STATUS_LABELS[schedule.status]}: {describeFrequency(rule)}, {formatMoney(schedule.total, { currency: schedule.currency })}{' '}
        each
      </h2>
      <div className="schedule-status">
        <span>{schedule.nextDate ? `Next invoice ${formatDate(schedule.nextDate)}` : 'No more invoices'}</span>
        {schedule.status === 'ACTIVE' ? (
          <Button variant="secondary" size="small" busy={action.isPending} onClick={() => void run('pause')}>
            Pause
          </Button>
        ) : null}
        {schedule.status === 'PAUSED' ? (
          <Button variant="secondary" size="small" busy={action.isPending} onClick={() => void run('resume')}>
            Resume
          </Button>
        ) : null}
        {schedule.status !== 'ENDED' ? (
          <Button variant="secondary" size="small" onClick={() => void run('end')}>
            End schedule
          </Button>
        ) : null}
      </div>
      {schedule.status === 'PAUSED' ? (
        <p className="invoice-editor__note">Dates that pass while paused are not billed when it resumes.</p>
      ) : null}
      {schedule.pausedReason ? <StatusMessage tone="error">{schedule.pausedReason}</StatusMessage> : null}
      {schedule.problem ? <StatusMessage tone="error">{schedule.problem}</StatusMessage> : null}
      {action.isError ? (
        <StatusMessage tone="error">{errorMessage(action.error, 'The schedule could not be changed. Please try again.')}</StatusMessage>
      ) : null}
      <h3 className="invoice-editor__label">Invoices made ({schedule.invoices.length})</h3>
      {schedule.invoices.length === 0 ? (
        <p className="invoice-editor__note">None yet.</p>
      ) : (
        <ul aria-label="Invoices made by this schedule" className="schedule-invoices">
          {schedule.invoices.map((invoice) => (
            <li key={invoice.id}>
              <Link to={invoicePath(invoice.id)}>{invoice.number ?? `Draft ${invoice.id}`}</Link> {formatDate(invoice.issueDate)}{' '}
              {formatMoney(invoice.total, { currency: schedule.currency })} <StatusBadge status={invoice.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
