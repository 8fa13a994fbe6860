import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_NAME_MESSAGE } from '@/lib/requests/expense-accounts';
import { renderRoute, signInAs } from '@/testing/render';
import { call } from '../../../../mocks/testing/call';

const SLOW = { timeout: 5000 };

const section = () => screen.getByRole('region', { name: 'Accounts of Kiwi Home Renovations Ltd' });
const names = () =>
  within(section())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent ?? within(item).getByRole('textbox').getAttribute('value'));

describe('the expense accounts beside the suppliers', () => {
  it('lists the starting accounts, adds one, and refuses a blank or repeated name beside the field, keeping what was typed', async () => {
    const token = await signInAs('user');
    const { user } = renderRoute('/suppliers');
    await screen.findByRole('region', { name: 'Accounts of Kiwi Home Renovations Ltd' }, SLOW);
    await waitFor(() => expect(names()).toEqual(['Fees', 'Materials', 'Rent paid', 'Subcontractors', 'Tools', 'Vehicle']));

    const field = within(section()).getByRole('textbox', { name: /^New account/ });
    await user.click(within(section()).getByRole('button', { name: 'Add account' }));
    expect(field).toHaveAccessibleDescription(`Error: ${ACCOUNT_NAME_MESSAGE}`);

    await user.type(field, ' materials ');
    await user.click(within(section()).getByRole('button', { name: 'Add account' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription("Error: This business already has an account called 'materials'."));
    expect(field).toHaveValue(' materials ');

    await user.clear(field);
    await user.type(field, 'Scaffolding');
    await user.click(within(section()).getByRole('button', { name: 'Add account' }));
    expect(await within(section()).findByText('Account added: Scaffolding.')).toBeInTheDocument();
    expect(field).toHaveValue('');
    await waitFor(() => expect(names()).toContain('Scaffolding'));
    const stored = await call('GET', '/api/businesses/1/expense-accounts', { token });
    expect((stored.json as unknown as Array<{ name: string }>).map((account) => account.name)).toContain('Scaffolding');
  });

  it('renames an account in place', async () => {
    await signInAs('user');
    const { user } = renderRoute('/suppliers');
    await screen.findByRole('region', { name: 'Accounts of Kiwi Home Renovations Ltd' }, SLOW);
    await user.click(await within(section()).findByRole('button', { name: 'Rename Fees' }));
    const rename = within(section()).getByRole('textbox', { name: /^New name for Fees/ });
    await user.clear(rename);
    await user.type(rename, 'Professional fees');
    await user.click(within(section()).getByRole('button', { name: 'Save' }));
    expect(await within(section()).findByText('Renamed Fees to Professional fees.')).toBeInTheDocument();
    await waitFor(() => expect(names()).toContain('Professional fees'));
    expect(names()).not.toContain('Fees');
  });
});
