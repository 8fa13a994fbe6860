import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadError } from './load-error';

const meta = {
  title: 'Components/Load error',
  component: LoadError,
  args: { message: 'The invoices could not be loaded.', detail: 'The server did not answer. Please try again.', onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReason: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const MessageOnly: Story = {
  args: { message: 'Failed to fetch users', detail: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Failed to fetch users$/);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Try again was pressed and the answer is awaited. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('The invoices could not be loaded.The server did not answer. Please try again.');
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};
