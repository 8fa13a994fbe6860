import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StatementRunsPage } from './statement-runs-page';

// Kiwi Home Renovations has seeded clients owing (mocks/seed/seed-invoices.ts).
const meta = {
  title: 'Screens/Statement runs',
  component: StatementRunsPage,
  parameters: { session: 'user', route: '/statement-runs' },
} satisfies Meta<typeof StatementRunsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a run: the business's choice of statement and the one action. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Each client with a balance gets', {}, { timeout: 8000 })).toHaveValue('OUTSTANDING');
    await expect(await canvas.findByRole('button', { name: 'Send the month-end statements' })).toBeEnabled();
  },
};

/** A run over the seeded clients owing, to its summary. */
export const Run: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send the month-end statements' }, { timeout: 8000 }));
    await expect(
      await canvas.findByText(/^The run is done: \d+ sent, \d+ skipped, \d+ failed\.$/, {}, { timeout: 60_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Summary' })).toBeInTheDocument();
  },
};
