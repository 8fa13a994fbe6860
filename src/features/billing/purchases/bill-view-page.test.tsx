import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/calendar-date';
import { keptWorkKey } from '@/lib/kept-work';
import { renderRoute, signInAs } from '@/testing/render';
import { postPurchase, purchaseLine } from '../../../../mocks/testing/bills';

const SLOW = { timeout: 5000 };

/** A bill of Kiwi Home Renovations from Placemakers: $100.00 + GST and $50.00 zero-rated ($165.00). */
const billOf = (token: string, overrides: Record<string, unknown> = {}) =>
  postPurchase(token, {
    supplierReference: 'INV-77',
    date: addDays(todayIn(), -3),
    dueDate: addDays(todayIn(), 17),
    pricesIncludeGst: false,
    lines: [
      purchaseLine('Framing nails', 2500, { quantity: '4' }),
      purchaseLine('Imported hinges', 5000, { taxCode: 'ZERO', accountId: 4 }),
    ],
    ...overrides,
  });

describe('the bill page', () => {
  it('shows the lines with their accounts and treatments, and takes a part payment, refusing more than is owed in the page', async () => {
    const token = await signInAs('user');
    const bill = await billOf(token);
    const { user } = renderRoute(`/bills/${bill.id}`);
    expect(await screen.findByRole('heading', { name: 'Bill from Placemakers Newmarket (INV-77)' }, SLOW)).toBeInTheDocument();
    const hinges = screen.getByRole('rowheader', { name: 'Imported hinges' }).closest('tr')!;
    expect(
      within(hinges)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Tools', 'Zero-rated', '1', '$50.00', '$50.00']);
    expect(screen.getByLabelText('Totals')).toHaveTextContent('Subtotal (excl. GST)$150.00GST$15.00Total$165.00GST claimed$15.00');

    await user.click(screen.getByRole('button', { name: 'Record a payment' }));
    const amount = await screen.findByRole('textbox', { name: /^Amount paid/ }, SLOW);
    expect(amount).toHaveValue('165.00');
    await user.clear(amount);
    await user.type(amount, '200');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('The payment cannot be more than the $165.00 still owed.'));
    expect(amount).toHaveValue('200');
    await waitFor(() => expect(localStorage.getItem(keptWorkKey({ kind: 'bill-payment', owner: 'user', id: bill.id }))).toContain('200'));

    await user.clear(amount);
    await user.type(amount, '65');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment of $65.00 recorded. $100.00 is left to pay.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Part paid')).toBeInTheDocument();
    expect(screen.getByLabelText('Totals')).toHaveTextContent('Owing$100.00');
  });

  it('says why the GST of a bill over $200 from a supplier without a GST number is not claimed', async () => {
    const token = await signInAs('user');
    const bill = await billOf(token, {
      supplierId: 4,
      lines: [{ description: 'Demolition clean-up', quantity: '1', unitPrice: 30000, taxCode: 'STANDARD', accountId: 2 }],
    });
    renderRoute(`/bills/${bill.id}`);
    expect(await screen.findByText(/GST of \$45\.00 not claimed: the bill is over \$200\.00 including GST/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Totals')).toHaveTextContent('GST claimed$0.00');
  });

  it('says so for a bill that does not exist', async () => {
    await signInAs('user');
    renderRoute('/bills/99999');
    expect(await screen.findByRole('heading', { name: 'Bill not found' }, SLOW)).toBeInTheDocument();
  });
});
