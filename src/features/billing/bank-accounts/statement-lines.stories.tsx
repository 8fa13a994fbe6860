import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StatementLines } from './statement-lines';

const meta = {
  title: 'Bank accounts/Statement lines',
  component: StatementLines,
  parameters: { session: 'user', layout: 'padded', route: '/bank-accounts/1', routePattern: '/bank-accounts/:id' },
  args: { accountId: 1 },
} satisfies Meta<typeof StatementLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded cheque account's six lines, newest first; the filter keeps the reconciled two. */
export const FilteredByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Statement lines' });
    await expect(await within(table).findByText('T NGATA')).toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await userEvent.selectOptions(canvas.getByLabelText('Show'), 'Reconciled');
    // The previous page stays in view until the filtered one arrives.
    await waitFor(() => expect(within(table).queryByText('T NGATA')).not.toBeInTheDocument());
    await expect(within(table).getByText('PLACEMAKERS')).toBeInTheDocument();
    await expect(within(table).getAllByText('Reconciled')).toHaveLength(2);
  },
};

/** An account with no lines says so. */
export const Empty: Story = {
  args: { accountId: 3 },
  parameters: { route: '/bank-accounts/3' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No lines yet. Import a statement above.')).toBeInTheDocument();
  },
};
