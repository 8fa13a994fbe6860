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

export const MessageOnly: Story = { args: { message: 'Failed to fetch users', detail: undefined } };

/** Try again was pressed and the answer is awaited. */
export const Retrying: Story = { args: { retrying: true } };
