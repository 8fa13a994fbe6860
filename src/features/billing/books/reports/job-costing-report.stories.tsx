import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { JOB_COSTING } from '@/testing/report-fixtures';
import { JobCostingReport } from './job-costing-report';

const meta = {
  title: 'Reports/Job costing',
  component: JobCostingReport,
  args: { report: JOB_COSTING },
} satisfies Meta<typeof JobCostingReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Per quote: quoted, invoiced, costs and the margins; a quote's costs open its bills. */
export const Quotes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /^Q-0012 Sophie Turner Accepted \$10,000\.00 \$4,000\.00/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Costs of Q-0012: $2,500.00. Show the bills' }));
    await expect(canvas.getByRole('region', { name: 'Costs of Q-0012' })).toHaveTextContent('Tane Tiling');
  },
};

export const NoJobs: Story = {
  args: { report: { ...JOB_COSTING, rows: [], totals: { quoted: 0, invoiced: 0, costs: 0, margin: 0, expectedMargin: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No accepted quotes, and no costs tagged with a quote.')).toBeInTheDocument();
  },
};
