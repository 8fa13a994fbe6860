import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatementRunSummary } from './statement-run-summary';

const meta = {
  title: 'Billing/Statement run summary',
  component: StatementRunSummary,
  parameters: { route: '/statement-runs' },
  args: {
    statementDate: '2026-11-30',
    empty: false,
    summary: {
      sent: 478,
      waiting: 0,
      skipped: [{ clientId: 13, clientName: 'Month-end Client 013', reason: 'No email address on record.' }],
      failed: [
        {
          clientId: 7,
          clientName: 'Month-end Client 007',
          email: 'owner007@bounce.test',
          reason: 'The mail server for owner007@bounce.test refused it: the address does not exist.',
        },
      ],
    },
  },
} satisfies Meta<typeof StatementRunSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counts, then each failed and skipped client with why, linked to its statement. */
export const Finished: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sent').nextElementSibling).toHaveTextContent('478');
    const failed = canvas.getByRole('region', { name: 'Clients whose statement failed' });
    await expect(within(failed).getByRole('link', { name: 'Month-end Client 007' })).toHaveAttribute('href', '/clients/7/statement');
    await expect(failed).toHaveTextContent('The mail server for owner007@bounce.test refused it');
    await expect(
      within(canvas.getByRole('region', { name: 'Clients skipped' })).getByText('No email address on record.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByText('Not sent yet')).not.toBeInTheDocument();
  },
};

/** Stopped part-way: what is left, and that starting again sends nobody twice. */
export const Stopped: Story = {
  args: { summary: { sent: 120, waiting: 358, skipped: [], failed: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not sent yet').nextElementSibling).toHaveTextContent('358');
    await expect(
      canvas.getByText('The run was stopped. Start it again to send the 358 left: clients already sent are not sent again.'),
    ).toBeInTheDocument();
  },
};

/** Nobody owes anything on the statement date. */
export const NobodyOwes: Story = {
  args: { empty: true, summary: { sent: 0, waiting: 0, skipped: [], failed: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No client owes anything as at 30 Nov 2026, so there is no statement to send.'),
    ).toBeInTheDocument();
  },
};
