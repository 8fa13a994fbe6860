// /schedules: every recurring schedule the user may see, with its client, frequency in words, next
// date, last invoice and status; the filters (status, business, client) and page live in the
// address. On a phone each row is a card.
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { useSchedules } from '@/api/recurring';
import type { ScheduleListItem } from '@/api/types';
import { ButtonLink } from '@/components/button/button-link';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { paths, schedulePath } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { formatMoney } from '@/lib/money';
import { describeFrequency } from '@/lib/schedule-dates';
import { Pager } from '@/features/billing/shared/list/pager';
import { ScheduleFilters, scheduleFiltersFrom } from './schedule-filters';
import { SCHEDULE_STATUS_LABELS } from './schedule-labels';
import './recurring.css';

const PAGE_SIZE = 20;

const frequencyOf = (row: ScheduleListItem) =>
  describeFrequency({
    frequency: row.frequency,
    startDate: row.startDate,
    ...(row.lastDayOfMonth ? { dayOfMonth: 'LAST' as const } : row.dayOfMonth ? { dayOfMonth: row.dayOfMonth } : {}),
  });

const COLUMNS: readonly DataTableColumn<ScheduleListItem>[] = [
  {
    id: 'client',
    header: 'Client',
    rowHeader: true,
    cell: (row) => <Link to={schedulePath(row.id)}>{row.clientName ?? 'Client deleted'}</Link>,
  },
  { id: 'business', header: 'Business', cell: (row) => row.businessName },
  { id: 'frequency', header: 'Frequency', cell: frequencyOf },
  { id: 'amount', header: 'Amount', align: 'end', nowrap: true, cell: (row) => formatMoney(row.total, { currency: row.currency }) },
  { id: 'next', header: 'Next date', nowrap: true, cell: (row) => (row.nextDate ? formatDate(row.nextDate) : '—') },
  {
    id: 'last',
    header: 'Last invoice',
    cell: (row) => (row.lastInvoice ? `${row.lastInvoice.number ?? 'Draft'} · ${formatDate(row.lastInvoice.issueDate)}` : 'None yet'),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) =>
      row.pausedReason ? (
        <>
          {SCHEDULE_STATUS_LABELS[row.status]}
          <span className="schedule-list__reason">{row.pausedReason}</span>
        </>
      ) : row.problem ? (
        `${SCHEDULE_STATUS_LABELS[row.status]} (needs attention)`
      ) : (
        SCHEDULE_STATUS_LABELS[row.status]
      ),
  },
];

export function SchedulesListPage() {
  const [params, setParams] = useSearchParams();
  const filters = scheduleFiltersFrom(params);
  const { status, ...owner } = filters;
  const page = /^\d{1,5}$/.test(params.get('page') ?? '') ? Number(params.get('page')) : 0;
  const schedules = useSchedules({ page, size: PAGE_SIZE, ...owner, ...(status ? { status: [status] } : {}) });
  const totalPages = schedules.data?.page.totalPages ?? 0;
  const go = (next: Record<string, string | null>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next))
        if (value === null) updated.delete(key);
        else updated.set(key, value);
      return updated;
    });

  return (
    <Page title="Recurring invoices" description="Rent and fees billed on a schedule.">
      <div className="schedule-status">
        <ScheduleFilters filters={filters} go={go} />
        <ButtonLink to={paths.newSchedule}>New schedule</ButtonLink>
      </div>
      {schedules.isError ? (
        <LoadError
          message="The schedules could not be loaded."
          detail={errorMessage(schedules.error, 'Please try again.')}
          onRetry={() => void schedules.refetch()}
        />
      ) : (
        <DataTable
          caption="Recurring schedules"
          captionHidden
          columns={COLUMNS}
          rows={schedules.data?.content ?? []}
          rowKey={(row) => row.id}
          loading={schedules.isPending}
          loadingMessage="Loading schedules…"
          emptyMessage="No schedules yet."
          card={{ title: 'client', facts: ['frequency', 'amount', 'next', 'last', 'status'] }}
        />
      )}
      {totalPages > 1 ? <Pager pageIndex={page} totalPages={totalPages} onPage={(index) => go({ page: String(index) })} /> : null}
    </Page>
  );
}
