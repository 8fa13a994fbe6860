// A bill payment dated in a filed GST period: refused beside its date with the lock named, then
// dated today with one press (the amount and reference kept) and recorded.
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { addDays, formatDate } from '@/lib/calendar-date';
import { gstPeriodOf } from '@/lib/gst-periods';
import { renderRoute, signInAs } from '@/testing/render';
import { today } from '../../../../mocks/runtime/clock';
import { call } from '../../../../mocks/testing/call';

const SLOW = { timeout: 5000 };

it('refuses a payment dated in a filed period, and records it today on request with what was typed kept', async () => {
  const token = await signInAs('user');
  const current = gstPeriodOf('TWO_MONTHLY', today());
  const previous = gstPeriodOf('TWO_MONTHLY', addDays(current.start, -1));
  const lockedDay = addDays(previous.start, 20);
  const bill = await call('POST', '/api/bills', {
    token,
    body: {
      businessId: 1,
      kind: 'BILL',
      supplierId: 1,
      supplierReference: 'INV-88',
      date: addDays(previous.start, 2),
      dueDate: addDays(previous.start, 30),
      pricesIncludeGst: true,
      approve: true,
      lines: [{ description: 'Framing timber', quantity: '1', unitPrice: 23000, taxCode: 'STANDARD', accountId: 1 }],
    },
  });
  expect(bill.status).toBe(201);
  const filed = await call('POST', `/api/businesses/1/gst-returns/${previous.period}/filing`, { token, body: { filedOn: today() } });
  expect(filed.status).toBe(200);

  const { user } = renderRoute(`/bills/${String(bill.json.id)}`);
  await user.click(await screen.findByRole('button', { name: 'Record a payment' }, SLOW));
  const amount = await screen.findByRole('textbox', { name: /^Amount paid/ }, SLOW);
  await user.clear(amount);
  await user.type(amount, '100');
  const date = screen.getByLabelText(/^Date paid/);
  await user.clear(date);
  await user.type(date, lockedDay);
  await user.type(screen.getByLabelText(/^Reference/), 'Cheque 1042');
  await user.click(screen.getByRole('button', { name: 'Record payment' }));

  expect(await screen.findByRole('group', { name: 'Locked GST period' }, SLOW)).toHaveTextContent(
    `The GST return for ${formatDate(previous.start)} to ${formatDate(previous.end)} was filed on ${formatDate(today())} by user.`,
  );
  expect(date).toHaveAccessibleDescription(expect.stringContaining('so that period is locked: this payment'));
  await user.click(screen.getByRole('button', { name: `Date it today (${formatDate(today())})` }));
  expect(date).toHaveValue(today());
  expect(amount).toHaveValue('100');
  expect(screen.getByLabelText(/^Reference/)).toHaveValue('Cheque 1042');
  expect(screen.queryByRole('group', { name: 'Locked GST period' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Record payment' }));
  expect(await screen.findByText('Payment of $100.00 recorded. $130.00 is left to pay.', {}, SLOW)).toBeInTheDocument();
});
