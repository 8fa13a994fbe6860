import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BankAccount } from '@/api/types';
import { BankAccountForm } from './bank-account-form';

const RENT: BankAccount = {
  id: 3,
  version: 0,
  businessId: 3,
  businessName: 'Southern Lakes Rentals',
  name: 'Rent account',
  accountNumber: '38-9000-0765434-000',
  lineCount: 0,
  linesToMatch: 0,
  createdAt: '2026-03-01T00:00:00Z',
  updatedAt: '2026-03-01T00:00:00Z',
};

const meta = {
  title: 'Bank accounts/Account form',
  component: BankAccountForm,
  parameters: { session: 'user', layout: 'padded' },
  args: { account: null, onDone: fn(), onCancel: fn() },
} satisfies Meta<typeof BankAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new account: every field is checked before anything is sent, in the server's words. */
export const NewAccountChecked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Account number'), '05-0001-0123452-00');
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(await canvas.findByText('Choose the business this account belongs to.')).toBeInTheDocument();
    await expect(canvas.getByText('Enter a name for the account, e.g. Rent account.')).toBeInTheDocument();
    await expect(canvas.getByText('The first two digits are not a New Zealand bank number.')).toBeInTheDocument();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Renaming: the business is fixed, the name and number start as saved. */
export const Rename: Story = {
  args: { account: RENT },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Business')).not.toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText('Account name'));
    await userEvent.type(canvas.getByLabelText('Account name'), 'Bond account');
    await userEvent.click(canvas.getByRole('button', { name: 'Save account' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(expect.objectContaining({ name: 'Bond account', version: 1 })));
  },
};

/** An account with statement lines keeps its number: the field says why it cannot change. */
export const NumberFixedOnceLinesExist: Story = {
  args: { account: { ...RENT, id: 1, lineCount: 6, linesToMatch: 4 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Account number')).toHaveAttribute('readonly');
    await expect(
      canvas.getByText('This account has statement lines, so its number stays as it is. Add a new account for another number.'),
    ).toBeInTheDocument();
  },
};
