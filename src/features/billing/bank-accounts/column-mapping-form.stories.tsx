import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ColumnMappingForm } from './column-mapping-form';

const meta = {
  title: 'Bank accounts/Column mapping',
  component: ColumnMappingForm,
  parameters: { session: 'user', layout: 'padded' },
  args: {
    accountId: 3,
    headers: ['Transaction Date', 'Description', 'Money In', 'Money Out', 'Running Balance'],
    sample: [
      ['01/03/2026', 'Tenant bond', '1,800.00', '', '5,800.00'],
      ['03/03/2026', 'Council rates', '', '(412.35)', '5,387.65'],
    ],
    start: { date: 'Transaction Date', payee: 'Description' },
    onMapped: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ColumnMappingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No amount column chosen: said before anything is saved; then saved on the account and used. */
export const ChooseTheAmountColumns: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Council rates' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Use these columns' }));
    await expect(await canvas.findByText('Choose the amount column, or the debit and credit columns.')).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText('Money in (credit)'), 'Money In');
    await userEvent.selectOptions(canvas.getByLabelText('Money out (debit)'), 'Money Out');
    await userEvent.click(canvas.getByRole('button', { name: 'Use these columns' }));
    // Saved on the account first, then handed back.
    await waitFor(() =>
      expect(args.onMapped).toHaveBeenCalledWith({
        date: 'Transaction Date',
        payee: 'Description',
        credit: 'Money In',
        debit: 'Money Out',
      }),
    );
  },
};
