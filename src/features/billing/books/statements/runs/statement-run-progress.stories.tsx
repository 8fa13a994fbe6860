import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatementRunProgress } from './statement-run-progress';

const meta = {
  title: 'Billing/Statement run progress',
  component: StatementRunProgress,
  args: { progress: { done: 122, total: 480, current: 'Month-end Client 123' }, stopping: false, onStop: fn() },
} satisfies Meta<typeof StatementRunProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** n of N and the client being sent; Stop asks to stop after it. */
export const Sending: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Statements sent' });
    await expect(bar).toHaveAttribute('value', '122');
    await expect(bar).toHaveAttribute('aria-valuetext', '122 of 480');
    await expect(canvas.getByText('Sending 123 of 480: Month-end Client 123')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop the run' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

/** Once asked, the button says it is stopping and takes no second press. */
export const Stopping: Story = {
  args: { stopping: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Stop/ });
    await expect(button).toHaveTextContent('Stopping after this client…');
    await userEvent.click(button);
    await expect(args.onStop).not.toHaveBeenCalled();
  },
};
