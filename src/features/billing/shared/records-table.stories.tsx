import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordsTable } from './records-table';

const meta = {
  title: 'Invoicing/Records table',
  component: RecordsTable,
  args: {
    label: 'Payments recorded',
    columns: ['Date', 'Method', 'Amount'],
    amounts: 1,
    children: (
      <tr>
        <td>3 Mar 2026</td>
        <td>Bank transfer</td>
        <td className="invoice-num">$1,150.00</td>
      </tr>
    ),
  },
} satisfies Meta<typeof RecordsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named, focusable region (so the keyboard can scroll it) holding the table, the amount heading aligned as its cells. */
export const Payments: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Payments recorded' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(within(region).getByRole('columnheader', { name: 'Amount' })).toHaveClass('invoice-num');
    await expect(within(region).getByRole('cell', { name: '$1,150.00' })).toBeInTheDocument();
  },
};
