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

export const Waking: Story = { args: { phase: 'waking' } };

export const Ready: Story = { args: { phase: 'ready' } };

export const Unreachable: Story = {
  args: { phase: 'unreachable' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('server unreachable — please retry');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Hidden: Story = { args: { phase: 'hidden' } };
