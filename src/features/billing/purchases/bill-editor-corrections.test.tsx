// A bill that can no longer be changed, in the bill editor: one dated in a filed GST period (a new
// date cannot take it out of the filed return) and one with payments (it cannot be voided either).
// Each offers the corrections the server accepts, dated today.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/lib/calendar-date';
import { gstPeriodOf } from '@/lib/gst-periods';
import { renderRoute, signInAs } from '@/testing/render';
import { today } from '../../../../mocks/runtime/clock';
import { db } from '../../../../mocks/runtime/db';
import { postPurchase, purchaseLine } from '../../../../mocks/testing/bills';
import { call } from '../../../../mocks/testing/call';

beforeAll(() => {
  // jsdom does not lay out, so it has no scrolling.
  Element.prototype.scrollIntoView = () => {};
});

const SLOW = { timeout: 10_000 };

describe('a bill that can no longer be changed', () => {
  it(
    'refuses a change to an approved bill of a filed period without offering a new date, and offers a credit note dated today',
    { timeout: 60_000 },
    async () => {
      const token = await signInAs('user');
      const previous = gstPeriodOf('TWO_MONTHLY', addDays(gstPeriodOf('TWO_MONTHLY', today()).start, -1));
      const date = addDays(previous.start, 3);
      const { id } = await postPurchase(token, { date, pricesIncludeGst: false, lines: [purchaseLine('Cable, 100 m', 20_000)] });
      const filed = await call('POST', `/api/businesses/1/gst-returns/${previous.period}/filing`, { token, body: { filedOn: today() } });
      expect(filed.status).toBe(200);
      const { user } = renderRoute(`/bills/${String(id)}/edit`);
      const quantity = await screen.findByLabelText('Quantity, line 1', {}, SLOW);
      await waitFor(() => expect(screen.getByLabelText('Account, line 1')).toHaveValue('1'), SLOW);
      await user.clear(quantity);
      await user.type(quantity, '2');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));

      const notice = await screen.findByRole('group', { name: 'Locked GST period' }, SLOW);
      // Its own date counts in the filed return: a new date cannot take it out, so none is offered.
      expect(within(notice).queryByRole('button', { name: /^Date it today/ })).not.toBeInTheDocument();
      expect(notice).toHaveTextContent('This bill counts in that return, so it can no longer be changed');
      expect(within(notice).getByRole('link', { name: 'Record a credit note' })).toHaveAttribute(
        'href',
        `/bills/new?kind=CREDIT_NOTE&credits=${String(id)}`,
      );
      expect(within(notice).getByRole('link', { name: 'Enter a new bill' })).toHaveAttribute('href', '/bills/new?business=1');
      expect(quantity).toHaveValue('2');
      expect(db.bills.findFirst((q) => q.where({ id }))).toMatchObject({ date, total: 23_000 });
    },
  );

  it('does not open a paid-into bill, and offers the corrections that can be made (it cannot be voided)', { timeout: 60_000 }, async () => {
    const token = await signInAs('user');
    const { id } = await postPurchase(token, { date: today(), lines: [purchaseLine('Cable, 100 m', 20_000)] });
    const paid = await call('POST', `/api/bills/${String(id)}/payments`, { token, body: { amount: 5000, paidOn: today() } });
    expect(paid.status).toBe(200);
    // What the page says cannot be done is refused by the server.
    expect((await call('POST', `/api/bills/${String(id)}/void`, { token })).status).toBe(409);

    renderRoute(`/bills/${String(id)}/edit`);
    const said = await screen.findByText(/can no longer be changed/, {}, SLOW);
    expect(said).toHaveTextContent('it has payments');
    expect(said).not.toHaveTextContent('Void it');
    expect(screen.getByRole('link', { name: 'Record a credit note' })).toHaveAttribute(
      'href',
      `/bills/new?kind=CREDIT_NOTE&credits=${String(id)}`,
    );
    expect(screen.getByRole('link', { name: 'Enter a new bill' })).toHaveAttribute('href', '/bills/new?business=1');
  });
});
