import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReportTable } from './report-table';

const meta = {
  title: 'Reports/Report table',
  component: ReportTable,
  args: {
    caption: 'Income',
    labels: ['Account', 'Amount'],
    amounts: 1,
    emptyMessage: 'No income in this range.',
    rows: [
      { key: 'sales', cells: ['Sales', '$3,000.00'] },
      { key: 'total', total: true, cells: ['Total income', '$3,000.00'] },
    ],
  },
} satisfies Meta<typeof ReportTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Row headers name each row; amounts and totals aligned at the end. */
export const WithTotal: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Income' });
    await expect(within(table).getByRole('rowheader', { name: 'Total income' }).closest('tr')).toHaveClass('report-table__total');
    await expect(within(table).getByRole('columnheader', { name: 'Amount' })).toHaveClass('report-table__num');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No income in this range.' })).toBeInTheDocument();
  },
};
