import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, formatDate, todayIn } from '@/lib/calendar-date';
import { gstPeriodOf, recentGstPeriods } from '@/lib/gst-periods';
import { renderRoute, signInAs } from '@/testing/render';
import { setMockDate } from '../../../../../mocks/runtime/clock';
import { call } from '../../../../../mocks/testing/call';

const SLOW = { timeout: 5000 };

/** An invoice of Kiwi Home Renovations to Sophie Turner, issued on `issueDate`. */
async function issuedOn(token: string, issueDate: string, lines: Array<Record<string, unknown>>) {
  const draft = await call('POST', '/api/invoices', {
    token,
    body: { businessId: 1, clientId: 1, issueDate, dueDate: addDays(issueDate, 30), reference: 'GST page test', lines },
  });
  return call('POST', `/api/invoices/${draft.json.id as number}/issue`, { token, body: { version: 0 } });
}

describe('the GST return page', () => {
  it('offers only businesses with a GST number and opens the documents behind a figure', async () => {
    const token = await signInAs('user');
    const period = gstPeriodOf('TWO_MONTHLY', todayIn());
    // An invoice issued on the period's first day: $200.00 standard, $50.00 zero-rated, $500.00 exempt.
    const issued = await issuedOn(token, period.start, [
      { description: 'Labour', quantity: '1', unitPrice: 20000, taxCode: 'STANDARD' },
      { description: 'Export design', quantity: '1', unitPrice: 5000, taxCode: 'ZERO' },
      { description: 'Consent fee', quantity: '1', unitPrice: 50000, taxCode: 'EXEMPT' },
    ]);
    const { user } = renderRoute('/gst-return');
    expect(await screen.findByRole('button', { name: /^Box 15:/ }, SLOW)).toBeInTheDocument();
    const business = screen.getByRole('combobox', { name: 'Business' });
    expect(
      within(business)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Kiwi Home Renovations Ltd']);
    await user.click(screen.getByRole('button', { name: /^Box 6:/ }));
    const list = await screen.findByRole('region', { name: 'Documents behind box 6' });
    const row = within(list)
      .getByRole('rowheader', { name: `Invoice ${issued.json.number as string}` })
      .closest('tr')!;
    // Counted in box 6: the zero-rated $50.00 of the $780.00 invoice.
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([formatDate(period.start), 'Sophie Turner', '$780.00', '$50.00']);
  });

  it('lists a credit note issued in the period as a negative sale, opening the credit note', async () => {
    const token = await signInAs('user');
    const period = gstPeriodOf('TWO_MONTHLY', todayIn());
    const issued = await issuedOn(token, period.start, [{ description: 'Labour', quantity: '1', unitPrice: 20000, taxCode: 'STANDARD' }]);
    const note = await call('POST', `/api/invoices/${issued.json.id as number}/credit-notes`, {
      token,
      body: { version: issued.json.version, kind: 'AMOUNT', amount: 4600, reason: 'Discount agreed' },
    });
    expect(note.status).toBe(201);
    const { user } = renderRoute(`/gst-return?business=1&period=${period.period}`);
    await user.click(await screen.findByRole('button', { name: /^Box 5:/ }, SLOW));
    const list = await screen.findByRole('region', { name: 'Documents behind box 5' });
    const link = within(list).getByRole('link', { name: `Credit note ${note.json.number as string}` });
    expect(link).toHaveAttribute('href', `/credit-notes/${note.json.id as number}`);
    const cells = within(link.closest('tr')!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([formatDate(todayIn()), 'Sophie Turner', '-$46.00', '-$46.00']);
  });

  it('says a business without a GST number files no return', async () => {
    await signInAs('user');
    renderRoute('/gst-return?business=3');
    expect(await screen.findByText('Southern Lakes Rentals has no GST number, so it files no GST return.', {}, SLOW)).toBeInTheDocument();
  });

  it('follows the server’s clock: moved four months ahead, its current period is offered and shown', async () => {
    const token = await signInAs('user');
    const later = addDays(todayIn(), 122);
    setMockDate(later);
    const period = gstPeriodOf('TWO_MONTHLY', later);
    const issued = await issuedOn(token, period.start, [{ description: 'Labour', quantity: '1', unitPrice: 20000, taxCode: 'STANDARD' }]);
    const { user } = renderRoute('/gst-return?business=1');
    const periods = await screen.findByRole('combobox', { name: 'Period' }, SLOW);
    await waitFor(() => expect(periods).toHaveValue(period.period), SLOW);
    await user.click(await screen.findByRole('button', { name: /^Box 5:/ }, SLOW));
    const list = await screen.findByRole('region', { name: 'Documents behind box 5' }, SLOW);
    expect(within(list).getByRole('rowheader', { name: `Invoice ${issued.json.number as string}` })).toBeInTheDocument();
    expect(screen.queryByText('That period has not started yet. Choose an earlier one.')).not.toBeInTheDocument();
  });

  it('shows zeros and says so for a period without sales', async () => {
    await signInAs('user');
    const oldest = recentGstPeriods('TWO_MONTHLY', todayIn(), 12).at(-1)!;
    renderRoute(`/gst-return?business=1&period=${oldest.period}`);
    expect(await screen.findByText('No sales in this period.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Box 10:/ })).toHaveTextContent('$0.00');
  });

  it('shows the purchases boxes beside the sales, opens the bills behind box 11 with why GST is not claimed, and says what is to pay', async () => {
    const token = await signInAs('user');
    const period = gstPeriodOf('TWO_MONTHLY', todayIn());
    const bill = (supplierId: number, unitPrice: number) =>
      call('POST', '/api/bills', {
        token,
        body: {
          businessId: 1,
          kind: 'BILL',
          supplierId,
          supplierReference: `GST-PAGE-${supplierId}`,
          date: period.start,
          dueDate: period.end,
          pricesIncludeGst: true,
          approve: true,
          lines: [{ description: 'Work', quantity: '1', unitPrice, taxCode: 'STANDARD', accountId: 2 }],
        },
      });
    await bill(2, 4600); // Sparks Electrical: $46.00 including $6.00 GST, claimed
    await bill(4, 23000); // Tama's: over $200 without a GST number, not claimed
    const { user } = renderRoute(`/gst-return?business=1&period=${period.period}`);
    const box15 = await screen.findByRole('button', { name: /^Box 15:/ }, SLOW);
    const figure = (n: number) => Number(screen.getByRole('button', { name: new RegExp(`^Box ${n}:`) }).textContent.replace(/[$,]/g, ''));
    expect(figure(15)).toBeCloseTo(figure(10) - figure(14), 2);
    expect(box15).toBeInTheDocument();
    expect(screen.getByText(/^(GST to pay|Refund due): \$/)).toBeInTheDocument();
    expect(screen.getByText(/not claimed: over \$200 including GST without the supplier’s GST number/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Box 11:/ }));
    const list = await screen.findByRole('region', { name: 'Documents behind box 11' });
    const claimed = within(list).getByRole('rowheader', { name: 'Bill GST-PAGE-2' }).closest('tr')!;
    expect(
      within(claimed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([formatDate(period.start), 'Sparks Electrical Ltd', '$46.00', '$46.00', '']);
    const refused = within(list).getByRole('rowheader', { name: 'Bill GST-PAGE-4' }).closest('tr')!;
    expect(
      within(refused)
        .getAllByRole('cell')
        .slice(2, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['$230.00', '$0.00']);
    expect(refused).toHaveTextContent(/GST of \$30\.00 not claimed/);
    // Every figure opens documents that add up to it, to the cent.
    for (const box of ['5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15']) {
      const button = screen.getByRole('button', { name: new RegExp(`^Box ${box}:`) });
      if (button.getAttribute('aria-pressed') !== 'true') await user.click(button);
      const region = await screen.findByRole('region', { name: `Documents behind box ${box}` });
      expect(within(region).getByText(`These add up to box ${box}`).nextElementSibling).toHaveTextContent(button.textContent);
      expect(within(region).queryByRole('alert')).toBeNull();
    }
    await user.click(screen.getByRole('button', { name: /^Box 11:/ }));
    await user.click(
      within(await screen.findByRole('region', { name: 'Documents behind box 11' })).getByRole('link', { name: 'Bill GST-PAGE-2' }),
    );
    expect(await screen.findByRole('heading', { name: 'Bill from Sparks Electrical Ltd (GST-PAGE-2)' }, SLOW)).toBeInTheDocument();
  });
});
