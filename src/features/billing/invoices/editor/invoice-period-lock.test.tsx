// An invoice dated in a filed GST period: the server refuses it (409 period-locked), the editor
// says so beside the date and offers to date it today, keeping everything typed; then it saves.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { addDays, formatDate } from '@/lib/calendar-date';
import { gstPeriodOf } from '@/lib/gst-periods';
import { renderRoute, signInAs } from '@/testing/render';
import { today } from '../../../../../mocks/runtime/clock';
import { db } from '../../../../../mocks/runtime/db';

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

it('refuses a date in a filed period plainly, and dates the invoice today on request with the lines kept', async () => {
  const current = gstPeriodOf('TWO_MONTHLY', today());
  const previous = gstPeriodOf('TWO_MONTHLY', addDays(current.start, -1));
  await db.gstFilings.create({
    id: 1,
    businessId: 1,
    period: previous.period,
    start: previous.start,
    end: previous.end,
    filing: { filedOn: today(), filedBy: 'user', filedAt: new Date().toISOString() },
    figures: { box8: 0, box12: 0, adjustments: [], basis: 'INVOICE' },
    events: [],
  });
  await signInAs('user');
  const { user } = renderRoute('/create-invoice');
  await screen.findByLabelText('Description, line 1');
  await user.selectOptions(screen.getByLabelText('Business'), 'Kiwi Home Renovations Ltd');
  const picker = screen.getByRole('combobox', { name: 'Client' });
  await waitFor(() => expect(picker).toHaveAttribute('placeholder', 'Type to search'));
  await user.type(picker, 'soph');
  await user.keyboard('{Enter}');
  const issueDate = screen.getByLabelText('Issue date');
  await user.clear(issueDate);
  await user.type(issueDate, addDays(previous.start, 5));
  await user.type(screen.getByLabelText('Description, line 1'), 'Deck repair');
  await user.type(screen.getByLabelText('Unit price, line 1'), '640');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));

  const notice = await screen.findByRole('group', { name: 'Locked GST period' }, { timeout: 5000 });
  expect(notice).toHaveTextContent(`The GST return for ${formatDate(previous.start)} to ${formatDate(previous.end)} was filed`);
  expect(screen.getByText(/so that period is locked: this invoice, dated/)).toBeInTheDocument();
  await user.click(within(notice).getByRole('button', { name: `Date it today (${formatDate(today())})` }));
  expect(screen.getByLabelText('Issue date')).toHaveValue(today());
  expect(screen.getByLabelText('Description, line 1')).toHaveValue('Deck repair');
  expect(screen.getByLabelText('Unit price, line 1')).toHaveValue('640');

  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Draft saved. It gets its number when it is issued.', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(db.invoices.all().some((invoice) => invoice.issueDate === today() && invoice.lines[0]?.description === 'Deck repair')).toBe(true);
});
