import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReportsPage } from './reports-page';

const meta = {
  title: 'Screens/Reports',
  component: ReportsPage,
  parameters: { session: 'user', route: '/reports', routePattern: '/reports' },
} satisfies Meta<typeof ReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Profit and loss for the financial year to the server's today, from the seeded documents. */
export const ProfitAndLoss: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /^Profit and loss:/ })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Report' })).toHaveValue('profit-and-loss');
  },
};

export const JobCosting: Story = {
  parameters: { route: '/reports?report=job-costing' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Quotes' })).toBeInTheDocument();
  },
};

export const AgedPayables: Story = {
  parameters: { route: '/reports?report=aged-payables' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Owed to suppliers' })).toBeInTheDocument();
  },
};

/** A range ending before it starts is refused in the page, the typed dates kept. */
export const BackwardsRange: Story = {
  parameters: { route: '/reports?from=2026-06-01&to=2026-05-01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The start date must be on or before the end date.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-06-01');
  },
};
