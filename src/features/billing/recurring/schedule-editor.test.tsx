import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordJsonBodies } from '@/testing/watch-requests';
import { renderRoute, signInAs } from '@/testing/render';
import { setMockDate } from '../../../../mocks/runtime/clock';
import { db } from '../../../../mocks/runtime/db';
import { call } from '../../../../mocks/testing/call';
import { createSchedule } from '../../../../mocks/testing/schedules';

beforeAll(() => {
  // jsdom does not lay out, so it has no scrolling.
  Element.prototype.scrollIntoView = () => {};
});

const SLOW = { timeout: 5000 };

const shownDates = () =>
  within(screen.getByRole('list', { name: 'Next invoice dates' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the schedule editor', () => {
  it('takes a start date and an end, refuses an end before the start, and creates the schedule', async () => {
    setMockDate('2027-01-05');
    await signInAs('user');
    const { user } = renderRoute('/schedules/new');
    await screen.findByRole('heading', { level: 1, name: 'New recurring schedule' }, SLOW);
    await user.selectOptions(await screen.findByLabelText('Business', {}, SLOW), 'Kiwi Home Renovations Ltd');
    const picker = screen.getByRole('combobox', { name: 'Client' });
    await waitFor(() => expect(picker).toHaveAttribute('placeholder', 'Type to search'));
    await user.type(picker, 'soph');
    await user.keyboard('{Enter}');
    expect(screen.queryByLabelText('Issue date')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Due date')).not.toBeInTheDocument();

    const start = screen.getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2027-01-31');
    // The day follows the start: the 31st, the last day of shorter months.
    expect(shownDates()).toEqual(['31 Jan 2027', '28 Feb 2027', '31 Mar 2027', '30 Apr 2027', '31 May 2027', '30 Jun 2027']);
    await user.type(screen.getByLabelText('Description, line 1'), 'Rent, 4 Aro Street (residential)');
    await user.type(screen.getByLabelText('Quantity, line 1'), '1');
    await user.type(screen.getByLabelText('Unit price, line 1'), '2600');
    await user.selectOptions(screen.getByLabelText('GST, line 1'), 'Exempt (no GST)');
    await user.selectOptions(screen.getByLabelText('Ends'), 'ON_DATE');
    await user.type(screen.getByLabelText('End date'), '2027-01-15');

    const sent = recordJsonBodies('POST', /\/api\/schedules$/);
    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    expect(screen.getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('End date'));
    await user.type(screen.getByLabelText('End date'), '2027-04-30');
    expect(shownDates()).toEqual(['31 Jan 2027', '28 Feb 2027', '31 Mar 2027', '30 Apr 2027']);
    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    expect(await screen.findByText('Schedule created.', {}, SLOW)).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ startDate: '2027-01-31', dayOfMonth: 31, endType: 'ON_DATE', endDate: '2027-04-30', frequency: 'MONTHLY' }),
    ]);
    expect(db.schedules.all().at(-1)).toMatchObject({ startDate: '2027-01-31', endDate: '2027-04-30', status: 'ACTIVE' });
  });

  it('keeps what was typed in a new schedule, and the dashboard links back to it, where it is offered again', async () => {
    await signInAs('user');
    const first = renderRoute('/schedules/new');
    await screen.findByRole('heading', { level: 1, name: 'New recurring schedule' }, SLOW);
    await first.user.selectOptions(await screen.findByLabelText('Business', {}, SLOW), 'Kiwi Home Renovations Ltd');
    await first.user.type(screen.getByLabelText('Description, line 1'), 'Monthly lawn care');
    await waitFor(() => expect(localStorage.getItem('invoicing:unsaved-schedule:v1:user:new')).toContain('Monthly lawn care'));
    first.unmount();

    const { user, router } = renderRoute('/dashboard');
    const notice = await screen.findByRole('region', { name: 'Unsaved work' }, SLOW);
    expect(notice).toHaveTextContent('Your unsaved changes to a new recurring schedule are kept in this browser.');
    await user.click(within(notice).getByRole('link', { name: 'A new recurring schedule' }));
    expect(router.state.location.pathname).toBe('/schedules/new');
    expect(await screen.findByRole('heading', { name: 'You have unsaved changes' }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(screen.getByLabelText('Description, line 1')).toHaveValue('Monthly lawn care');
    expect(screen.getByLabelText('Business')).toHaveValue('1');
  });

  it('says so when the schedule’s client has been deleted', async () => {
    setMockDate('2027-01-10');
    const admin = await signInAs('admin');
    const client = await call('POST', '/api/admin/clients', { token: admin, body: { linkedBusinessId: 2, clientName: 'Short Stay' } });
    const schedule = await createSchedule(admin, { clientId: client.json.id, startDate: '2027-02-01' });
    expect((await call('DELETE', `/api/admin/clients/${String(client.json.id)}`, { token: admin })).status).toBe(204);
    setMockDate('2027-02-02');
    renderRoute(`/schedules/${schedule.id}`);
    expect(await screen.findByText(/the client was deleted/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Paused:/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recurring schedule: deleted client');
  });
});
