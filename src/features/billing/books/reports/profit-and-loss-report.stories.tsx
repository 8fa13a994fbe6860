import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PROFIT_AND_LOSS } from '@/testing/report-fixtures';
import { ProfitAndLossReport } from './profit-and-loss-report';

const meta = {
  title: 'Reports/Profit and loss',
  component: ProfitAndLossReport,
  args: { report: PROFIT_AND_LOSS },
} satisfies Meta<typeof ProfitAndLossReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Income and expenses by account; a loss is said as one. */
export const Loss: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Net loss: $699.90');
    await expect(canvas.getByRole('row', { name: 'Total expenses $3,699.90' })).toBeInTheDocument();
  },
};

/** An account opens the documents it is made of, adding up to it. */
export const AccountDocuments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Materials: $1,199.90. Show the documents' }));
    const documents = canvas.getByRole('region', { name: 'Materials: the documents behind it' });
    await expect(within(documents).getByRole('link', { name: 'Bill PM-881' })).toHaveAttribute('href', '/bills/3');
    await expect(within(documents).getByText(/^These add up to/)).toHaveTextContent('These add up to $1,199.90.');
  },
};
