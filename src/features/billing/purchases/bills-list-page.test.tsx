import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/calendar-date';
import { renderRoute, signInAs } from '@/testing/render';
import { call } from '../../../../mocks/testing/call';

const SLOW = { timeout: 5000 };

describe('the bills list', () => {
  it('lists the seeded bills and expenses newest first, filters by status, and opens a bill', async () => {
    await signInAs('user');
    const { user } = renderRoute('/bills');
    const table = await screen.findByRole('table', { name: 'Bills and expenses' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(5));
    const suppliers = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(suppliers).toEqual([
      'Placemakers Newmarket',
      'Z Energy',
      'Sparks Electrical Ltd',
      'Tama’s Rubbish Removal',
      'Placemakers Newmarket',
    ]);
    const rubbish = within(table).getByRole('rowheader', { name: 'Tama’s Rubbish Removal' }).closest('tr')!;
    // No GST from an unregistered supplier: nothing claimed.
    expect(
      within(rubbish)
        .getAllByRole('cell')
        .slice(-3)
        .map((cell) => cell.textContent),
    ).toEqual(['$350.00', '$0.00', '$0.00']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'PART_PAID');
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(1));
    await user.click(within(table).getByRole('link', { name: 'Placemakers Newmarket' }));
    expect(await screen.findByRole('heading', { name: 'Bill from Placemakers Newmarket (INV-448812)' }, SLOW)).toBeInTheDocument();
  });

  it('opens the bill editor for a new bill or expense of the business chosen on the list', async () => {
    await signInAs('user');
    const { user } = renderRoute('/bills');
    expect(await screen.findByRole('link', { name: 'New bill' }, SLOW)).toHaveAttribute('href', '/bills/new');
    await screen.findByRole('option', { name: 'Kiwi Home Renovations Ltd' }, SLOW);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Business' }), 'Kiwi Home Renovations Ltd');
    expect(screen.getByRole('link', { name: 'New bill' })).toHaveAttribute('href', '/bills/new?business=1');
    await user.click(screen.getByRole('link', { name: 'New expense' }));
    expect(await screen.findByRole('button', { name: 'Save expense' }, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Business')).toHaveValue('1');
  });

  it('shows a supplier credit note as its kind, its total and GST negative, owing nothing', async () => {
    const token = await signInAs('user');
    const line = { description: 'Timber', quantity: '1', taxCode: 'STANDARD', accountId: 1 };
    const common = { businessId: 1, supplierId: 2, pricesIncludeGst: true };
    const bill = await call('POST', '/api/bills', {
      token,
      body: { ...common, kind: 'BILL', date: addDays(todayIn(), -1), approve: true, lines: [{ ...line, unitPrice: 46000 }] },
    });
    const note = await call('POST', '/api/bills', {
      token,
      body: {
        ...common,
        kind: 'CREDIT_NOTE',
        creditsBillId: bill.json.id,
        date: todayIn(),
        supplierReference: 'CN-5',
        lines: [{ ...line, unitPrice: 11500 }],
      },
    });
    expect(note.status).toBe(201);
    renderRoute('/bills');
    const table = await screen.findByRole('table', { name: 'Bills and expenses' }, SLOW);
    const row = (await within(table).findByRole('cell', { name: 'CN-5' }, SLOW)).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(-5)
        .map((cell) => cell.textContent),
    ).toEqual(['Credit note', 'Applied', '-$115.00', '-$15.00', '$0.00']);
  });
});
