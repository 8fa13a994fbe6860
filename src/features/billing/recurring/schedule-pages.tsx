// /schedules/new and /schedules/:id: the editor once the businesses (and the schedule) and the
// company's today (a new schedule's proposed start) are loaded;
// an existing schedule shows its status, pause/resume/end and the invoices it made above the form.
import { useLocation, useParams } from 'react-router-dom';
import { httpStatusOf } from '@/api/errors';
import { useInvoicingBusinesses } from '@/api/invoices';
import { useSchedule } from '@/api/recurring';
import { NotFound } from '@/components/not-found/not-found';
import { Page } from '@/components/page/page';
import { StatusMessage } from '@/components/status-message/status-message';
import { paths } from '@/config/paths';
import { LoadFailure, Loading, NoBusiness } from '@/features/billing/shared/editor/editor-states';
import { useCompanyToday } from '@/features/billing/shared/use-server-today';
import { ScheduleEditor } from './schedule-editor';
import { ScheduleStatusPanel } from './schedule-status-panel';

export function NewSchedulePage() {
  const businesses = useInvoicingBusinesses();
  const today = useCompanyToday();
  const title = 'New recurring schedule';
  if (businesses.isError)
    return <LoadFailure title={title} what="Your businesses" error={businesses.error} retry={() => void businesses.refetch()} />;
  if (today.error !== null) return <LoadFailure title={title} what="Today’s date" error={today.error} retry={today.retry} />;
  if (businesses.isPending || today.today === null) return <Loading title={title} />;
  if (businesses.data.length === 0) return <NoBusiness title={title} />;
  return (
    <Page title={title} description="Bill rent and fees on a schedule: each invoice is made on its date." width="full">
      <ScheduleEditor key="new" businesses={businesses.data} schedule={null} today={today.today} />
    </Page>
  );
}

export function SchedulePage() {
  const { id } = useParams();
  const scheduleId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : null;
  const businesses = useInvoicingBusinesses();
  const schedule = useSchedule(scheduleId);
  const today = useCompanyToday();
  const flash = (useLocation().state as { flash?: string } | null)?.flash;
  const title = 'Recurring schedule';
  const missing = {
    title: 'Schedule not found',
    message: 'There is no schedule at this address.',
    link: { to: paths.schedules, label: 'All schedules' },
  };
  if (scheduleId === null || httpStatusOf(schedule.error) === 404) return <NotFound {...missing} />;
  if (businesses.isPending || schedule.isPending || (today.today === null && today.error === null)) return <Loading title={title} />;
  if (businesses.isError)
    return <LoadFailure title={title} what="Your businesses" error={businesses.error} retry={() => void businesses.refetch()} />;
  if (schedule.isError)
    return <LoadFailure title={title} what="The schedule" error={schedule.error} retry={() => void schedule.refetch()} />;
  if (today.error !== null) return <LoadFailure title={title} what="Today’s date" error={today.error} retry={today.retry} />;
  if (today.today === null) return <Loading title={title} />;
  const data = schedule.data;
  return (
    <Page title={`${title}: ${data.clientName ?? 'deleted client'}`} width="full">
      {flash ? <StatusMessage tone="success">{flash}</StatusMessage> : null}
      <ScheduleEditor
        key={`${data.id}-${data.version}`}
        businesses={businesses.data}
        schedule={data}
        today={today.today}
        header={<ScheduleStatusPanel schedule={data} />}
      />
    </Page>
  );
}
