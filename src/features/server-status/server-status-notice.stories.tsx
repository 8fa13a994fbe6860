import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expect, userEvent, within } from 'storybook/test';
import { ServerStatusNotice } from './server-status-notice';

const meta = {
  title: 'Server status/Notice',
  component: ServerStatusNotice,
  args: { onRetry: fn() },
} satisfies Meta<typeof ServerStatusNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waking: Story = {
  args: { phase: 'waking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('The server is still waking up — try again shortly.');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  },
};

export const Ready: Story = {
  args: { phase: 'ready' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^Server ready\.$/);
  },
};

export const Unreachable: Story = {
  args: { phase: 'unreachable' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('server unreachable — please retry');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Nothing to say, but the live region stays, so the next message is announced. */
export const Hidden: Story = {
  args: { phase: 'hidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^$/);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
