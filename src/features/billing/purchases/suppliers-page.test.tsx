import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keptWorkKey } from '@/lib/kept-work';
import { renderRoute, signInAs } from '@/testing/render';

const SLOW = { timeout: 5000 };

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the suppliers page', () => {
  it('lists the suppliers of the user’s first business and offers only the user’s businesses', async () => {
    await signInAs('user');
    renderRoute('/suppliers');
    const table = await screen.findByRole('table', { name: 'Suppliers of Kiwi Home Renovations Ltd' }, SLOW);
    await waitFor(() => expect(names(table)).toContain('Placemakers Newmarket'));
    expect(names(table)).toEqual(['Placemakers Newmarket', 'Sparks Electrical Ltd', 'Tama’s Rubbish Removal', 'Z Energy']);
    const rubbish = within(table).getByRole('rowheader', { name: 'Tama’s Rubbish Removal' }).closest('tr')!;
    expect(within(rubbish).getByText('Not recorded')).toBeInTheDocument();
    const business = screen.getByRole('combobox', { name: 'Business' });
    expect(
      within(business)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kiwi Home Renovations Ltd', 'Southern Lakes Rentals']);
  });

  it('refuses a GST number failing the check digit in the page, keeping what was typed, then adds the supplier', async () => {
    await signInAs('user');
    const { user } = renderRoute('/suppliers?business=3');
    const form = await screen.findByRole('heading', { name: 'Add a supplier to Southern Lakes Rentals' }, SLOW);
    const card = form.closest('section')!;
    await user.type(within(card).getByRole('textbox', { name: /^Name/ }), 'Remarkables Roofing');
    await user.type(within(card).getByRole('textbox', { name: /^GST number/ }), '49-091-851');
    await user.click(within(card).getByRole('button', { name: 'Add supplier' }));
    const gst = within(card).getByRole('textbox', { name: /^GST number/ });
    expect(gst).toHaveAccessibleDescription(expect.stringContaining('fails the IRD’s check digit'));
    expect(gst).toHaveFocus();
    expect(within(card).getByRole('textbox', { name: /^Name/ })).toHaveValue('Remarkables Roofing');
    // Kept in this browser while unsaved.
    await waitFor(() => expect(localStorage.getItem(keptWorkKey({ kind: 'supplier', owner: 'user' }))).toContain('Remarkables Roofing'));

    await user.clear(gst);
    await user.type(gst, '49-091-850');
    await user.click(within(card).getByRole('button', { name: 'Add supplier' }));
    expect(await within(card).findByText('Supplier added: Remarkables Roofing.', {}, SLOW)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Suppliers of Southern Lakes Rentals' });
    await waitFor(() => expect(names(table)).toContain('Remarkables Roofing'));
    expect(localStorage.getItem(keptWorkKey({ kind: 'supplier', owner: 'user' }))).toBeNull();
  });

  it('edits a supplier, and shows the server’s refusal of a name already used beside the form', async () => {
    await signInAs('user');
    const { user } = renderRoute('/suppliers?business=1');
    await user.click(await screen.findByRole('button', { name: 'Edit Z Energy' }, SLOW));
    const card = screen.getByRole('heading', { name: 'Edit supplier Z Energy' }).closest('section')!;
    const name = within(card).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Sparks Electrical Ltd');
    await user.click(within(card).getByRole('button', { name: 'Save supplier' }));
    expect(
      await within(card).findByText("This business already has a supplier called 'Sparks Electrical Ltd'.", {}, SLOW),
    ).toBeInTheDocument();
    expect(name).toHaveValue('Sparks Electrical Ltd');
    await user.clear(name);
    await user.type(name, 'Z Energy Newmarket');
    await user.click(within(card).getByRole('button', { name: 'Save supplier' }));
    expect(await screen.findByText('Supplier updated: Z Energy Newmarket.', {}, SLOW)).toBeInTheDocument();
  });

  it('says so when the address names a business the user may not see', async () => {
    await signInAs('user');
    renderRoute('/suppliers?business=2');
    expect(await screen.findByText('That business is not one you may see. Choose one of yours.', {}, SLOW)).toBeInTheDocument();
  });

  it('offers the way back only to a page of the bills', async () => {
    await signInAs('user');
    const { unmount } = renderRoute('/suppliers?business=1&back=https%3A%2F%2Fexample.com%2F');
    await screen.findByRole('heading', { name: 'Add a supplier to Kiwi Home Renovations Ltd' }, SLOW);
    expect(screen.queryByRole('link', { name: 'Back to the bill' })).not.toBeInTheDocument();
    unmount();
    renderRoute('/suppliers?business=1&back=%2Fbills%2F3%2Fedit');
    expect(await screen.findByRole('link', { name: 'Back to the bill' }, SLOW)).toHaveAttribute('href', '/bills/3/edit');
  });
});
