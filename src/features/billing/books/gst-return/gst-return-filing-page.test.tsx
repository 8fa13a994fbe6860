// The return screen's filing: a user marks the previous period filed and sees it as filed; an
// administrator reopens it with a reason, kept in its history; a late GST claim on a filed bill
// shows in the current return's box 13, opening the filed return it came from.
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { addDays, formatDate } from '@/lib/calendar-date';
import { gstPeriodOf } from '@/lib/gst-periods';
import { renderRoute, signInAs } from '@/testing/render';
import { today } from '../../../../../mocks/runtime/clock';
import { call } from '../../../../../mocks/testing/call';

const SLOW = { timeout: 5000 };
const periods = () => {
  const current = gstPeriodOf('TWO_MONTHLY', today());
  return { current, previous: gstPeriodOf('TWO_MONTHLY', addDays(current.start, -1)) };
};

it('marks a return filed, shows it as filed, and lets an administrator reopen it with a reason', async () => {
  await signInAs('admin');
  const { previous } = periods();
  const { user } = renderRoute(`/gst-return?business=1&period=${previous.period}`);
  await user.click(await screen.findByRole('button', { name: 'Mark as filed' }, SLOW));
  expect(
    await screen.findByText(`Filed on ${formatDate(today())} by admin. These are the figures as filed; the period is locked.`, {}, SLOW),
  ).toBeInTheDocument();
  expect(screen.getByText(new RegExp(`Filed on ${formatDate(today())} by admin$`))).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Reopen this return…' }));
  await user.type(screen.getByLabelText(/Why reopen it\?/), 'A bill was keyed twice');
  await user.click(screen.getByRole('button', { name: 'Reopen return' }));
  expect(await screen.findByRole('button', { name: 'Mark as filed' }, SLOW)).toBeInTheDocument();
  const history = within(screen.getByRole('list', { name: 'History' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(history).toEqual([
    expect.stringMatching(new RegExp(`^Filed by admin, ${formatDate(today())}, .*: Filed on ${formatDate(today())}: GST to pay \\$`)),
    expect.stringMatching(new RegExp(`^Reopened by admin, ${formatDate(today())}, .*: Reopened: A bill was keyed twice$`)),
  ]);
});

it('shows a late GST claim on a filed bill in the current return’s box 13, opening the filed return', async () => {
  const token = await signInAs('user');
  const { current, previous } = periods();
  // $460.00 including GST from a supplier without a GST number: its $60.00 GST is not claimed when filed.
  await call('POST', '/api/bills', {
    token,
    body: {
      businessId: 1,
      kind: 'BILL',
      supplierId: 4,
      date: addDays(previous.start, 3),
      dueDate: addDays(previous.start, 20),
      pricesIncludeGst: true,
      approve: true,
      lines: [{ description: 'Skip bin', quantity: '1', unitPrice: 46000, taxCode: 'STANDARD', accountId: 1 }],
    },
  });
  expect(
    (await call('POST', `/api/businesses/1/gst-returns/${previous.period}/filing`, { token, body: { filedOn: today() } })).status,
  ).toBe(200);
  const supplier = (await call('GET', '/api/suppliers/4', { token })).json as Record<string, unknown>;
  expect((await call('PUT', '/api/suppliers/4', { token, body: { ...supplier, gstNumber: '102-345-673' } })).status).toBe(200);

  const { user } = renderRoute(`/gst-return?business=1&period=${current.period}`);
  await user.click(await screen.findByRole('button', { name: /^Box 13: \$60\.00/ }, SLOW));
  const list = await screen.findByRole('region', { name: 'Documents behind box 13' });
  const row = within(list).getByRole('row', { name: new RegExp(formatDate(previous.start)) });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['$0.00', '+$60.00', '$60.00']);
  expect(within(row).getByRole('link')).toHaveAttribute('href', `/gst-return?business=1&period=${previous.period}`);
});
