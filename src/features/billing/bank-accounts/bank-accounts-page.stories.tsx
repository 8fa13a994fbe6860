import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BankAccountsPage } from './bank-accounts-page';

const meta = {
  title: 'Screens/Bank accounts',
  component: BankAccountsPage,
  parameters: { session: 'user', route: '/bank-accounts', routePattern: '/bank-accounts' },
} satisfies Meta<typeof BankAccountsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's two businesses' accounts (the seed's): how many lines wait to be matched. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Business cheque account' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Rent account' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Rent trust account' })).not.toBeInTheDocument();
    await expect(canvas.getByText('No lines yet')).toBeInTheDocument();
  },
};

/** Adding an account: a mistyped number is refused beside the field, and what was typed stays. */
export const AddWithAMistypedNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a bank account' }));
    await userEvent.selectOptions(
      await canvas.findByLabelText('Business'),
      await canvas.findByRole('option', { name: 'Kiwi Home Renovations Ltd' }),
    );
    await userEvent.type(canvas.getByLabelText('Account name'), 'Savings');
    await userEvent.type(canvas.getByLabelText('Account number'), '01-0902-0068388-00');
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(
      await canvas.findByText('This account number fails the bank’s check digits: look for a mistyped digit.'),
    ).toBeInTheDocument();
    await expect(canvas.getByLabelText('Account number')).toHaveValue('01-0902-0068388-00');
    await userEvent.clear(canvas.getByLabelText('Account number'));
    await userEvent.type(canvas.getByLabelText('Account number'), '01-0902-0068389-00');
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(await canvas.findByText('Savings (01-0902-0068389-000) added.')).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'Savings' })).toBeInTheDocument();
  },
};
