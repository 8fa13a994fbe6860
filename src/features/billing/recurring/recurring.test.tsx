import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/testing/api-url';
import { renderRoute, renderWithProviders, signInAs } from '@/testing/render';
import { setMockDate } from '../../../../mocks/runtime/clock';
import { db } from '../../../../mocks/runtime/db';
import { server } from '../../../../mocks/runtime/node';
import { seed } from '../../../../mocks/seed/seed';
import { call } from '../../../../mocks/testing/call';
import { scheduleBody } from '../../../../mocks/testing/schedules';
import { defaultFields, type ScheduleFields } from './schedule-form';
import { ScheduleSection } from './schedule-section';

const SLOW = { timeout: 5000 };

function Section({ start, fields }: { start: string; fields: Partial<ScheduleFields> }) {
  const [value, setValue] = useState<ScheduleFields>({ ...defaultFields(start), ...fields });
  return <ScheduleSection fields={value} setFields={setValue} startDate={start} onStartDate={() => undefined} errors={{}} />;
}

describe('recurring schedules', () => {
  it('previews the next six dates, day 31 on the last day of shorter months', async () => {
    renderWithProviders(<Section start="2027-01-31" fields={{ frequency: 'MONTHLY', day: '31' }} />);
    const dates = await screen.findByRole('list', { name: 'Next invoice dates' });
    expect(
      within(dates)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['31 Jan 2027', '28 Feb 2027', '31 Mar 2027', '30 Apr 2027', '31 May 2027', '30 Jun 2027']);
    expect(screen.getByText('In shorter months the invoice is made on the last day.')).toBeInTheDocument();
  });

  it('shows no dates while the end is before the start, and says so on the field', async () => {
    renderWithProviders(<Section start="2027-02-01" fields={{ endType: 'ON_DATE', endDate: '2027-01-01' }} />);
    expect(await screen.findByText('The dates show here once the start, the day and the end are valid.')).toBeInTheDocument();
  });

  it('lists the schedules with frequency in words and status, filtered by the address', async () => {
    await signInAs('user');
    renderRoute('/schedules');
    const weekly = await screen.findByRole('link', { name: 'Hannah Kim' }, SLOW);
    const row = weekly.closest('tr');
    if (!row) throw new Error('A schedule is a table row on a wide screen.');
    expect(within(row).getByText('Every week')).toBeInTheDocument();
    expect(within(row).getByText('$450.00')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('pages through the schedules with the shared pager, the page kept in the address', async () => {
    // Two pages, whatever the seed holds: the server's page metadata is what the pager follows.
    server.use(
      http.get(apiUrl('/api/schedules'), ({ request }) => {
        const number = Number(new URL(request.url).searchParams.get('page') ?? '0');
        return HttpResponse.json({ content: [], page: { size: 20, number, totalElements: 25, totalPages: 2 } });
      }),
    );
    await signInAs('user');
    const { user, router } = renderRoute('/schedules');
    const pages = await screen.findByRole('navigation', { name: 'Pages' }, SLOW);
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 2'));
    expect(router.state.location.search).toBe('?page=1');
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows only paused schedules with ?status=PAUSED', async () => {
    await signInAs('user');
    renderRoute('/schedules?status=PAUSED');
    expect(await screen.findByRole('link', { name: 'Priya Patel' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hannah Kim' })).not.toBeInTheDocument();
  });

  it('says why the server paused a schedule, in the list and on the schedule', async () => {
    const admin = await signInAs('admin');
    const schedule = await call('POST', '/api/schedules', { token: admin, body: scheduleBody({ startDate: '2027-02-01' }) });
    const reason = 'Paused: the server could not make its next invoice. Check its dates and lines, then resume it.';
    await db.schedules.update((q) => q.where({ id: Number(schedule.json.id) }), {
      data(draft) {
        draft.status = 'PAUSED';
        draft.pausedReason = reason;
      },
    });
    const { unmount } = renderRoute('/schedules?status=PAUSED');
    const link = await screen.findByRole('link', { name: 'Liam O’Connor' }, SLOW);
    const row = link.closest('tr');
    if (!row) throw new Error('A schedule is a table row on a wide screen.');
    expect(within(row).getByText(reason)).toBeInTheDocument();
    unmount();
    renderRoute(`/schedules/${String(schedule.json.id)}`);
    expect(await screen.findByText(reason, {}, SLOW)).toBeInTheDocument();
  });

  it('filters by business and client in the address', async () => {
    await signInAs('user');
    const { user, router } = renderRoute('/schedules?businessId=3');
    expect(await screen.findByRole('link', { name: 'Hannah Kim' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Priya Patel' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Business' })).toHaveValue('3');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Business' }), 'Kiwi Home Renovations Ltd');
    expect(await screen.findByRole('link', { name: 'Priya Patel' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hannah Kim' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?businessId=1');
    const client = screen.getByRole('combobox', { name: 'Client' });
    await waitFor(() => expect(within(client).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(client, 'Sophie Turner');
    expect(await screen.findByText('No schedules yet.', {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?businessId=1&clientId=1');
  });

  it('shows on the dashboard what schedules invoice in the next 30 days, with the total', async () => {
    setMockDate('2027-03-10');
    await seed('default'); // dated from the moved clock
    await signInAs('user');
    renderRoute('/dashboard');
    const panel = await screen.findByRole('region', { name: 'Recurring invoices in the next 30 days' }, SLOW);
    // Southern Lakes Rentals bills Hannah Kim $450.00 weekly from 13 March: 13, 20, 27 March and 3 April.
    expect(await within(panel).findAllByRole('link', { name: 'Hannah Kim' }, SLOW)).toHaveLength(4);
    expect(within(panel).getByText('13 Mar 2027')).toBeInTheDocument();
    expect(within(panel).getByText('$1,800.00')).toBeInTheDocument();
  });

  it('links an invoice a schedule made back to its schedule', async () => {
    setMockDate('2027-03-10');
    const token = await signInAs('admin');
    const made = await call('POST', '/api/schedules', { token, body: scheduleBody({ startDate: '2027-03-01' }) });
    const invoice = (made.json.invoices as Array<{ id: number }>)[0];
    if (!invoice) throw new Error('The schedule made its first invoice at once.');
    renderRoute(`/invoices/${invoice.id}`);
    const link = await screen.findByRole('link', { name: 'open the schedule' }, SLOW);
    expect(link).toHaveAttribute('href', `/schedules/${String(made.json.id)}`);
  });
});
