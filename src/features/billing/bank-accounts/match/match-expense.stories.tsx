import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BankStatementLine } from '@/api/types';
import { MatchExpense } from './match-expense';

const LINE: BankStatementLine = {
  id: 9,
  accountId: 1,
  date: '2026-05-20',
  amount: -11_500,
  payee: 'Placemakers Newmarket',
  status: 'TO_MATCH',
  importedAt: '2026-05-21T00:00:00Z',
  importedBy: 'user',
};

const meta = {
  title: 'Bank accounts/Record an expense',
  component: MatchExpense,
  parameters: { layout: 'padded' },
  args: {
    line: LINE,
    accounts: [
      { id: 1, businessId: 1, name: 'Materials' },
      { id: 3, businessId: 1, name: 'Vehicle' },
    ],
    suppliers: [
      { id: 1, businessId: 1, name: 'Placemakers Newmarket' },
      { id: 3, businessId: 1, name: 'Z Energy' },
    ],
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof MatchExpense>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account is asked for; the payee's supplier is chosen already; GST 15 % unless changed. */
export const Record: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Record the expense' }));
    await expect(canvas.getByText('Choose the account the expense is filed under.')).toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByLabelText('Account'), 'Materials');
    await userEvent.selectOptions(canvas.getByLabelText('GST'), 'Zero-rated');
    await userEvent.click(canvas.getByRole('button', { name: 'Record the expense' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ accountId: 1, taxCode: 'ZERO', supplierId: 1 });
  },
};

/** A payee that is no supplier: none is chosen, and the server files it under the payee's name. */
export const UnknownPayee: Story = {
  args: { line: { ...LINE, payee: 'CORNER DAIRY' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Supplier')).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'CORNER DAIRY (from the payee)' })).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText('Account'), 'Vehicle');
    await userEvent.click(canvas.getByRole('button', { name: 'Record the expense' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ accountId: 3, taxCode: 'STANDARD' });
  },
};
