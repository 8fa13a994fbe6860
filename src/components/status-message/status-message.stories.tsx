import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusMessage } from './status-message';

const meta = {
  title: 'Components/Status message',
  component: StatusMessage,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatusMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message in its live region: news waits for a pause, errors interrupt. */
const announces =
  (text: string | RegExp, live: 'polite' | 'assertive'): Story['play'] =>
  async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toHaveTextContent(text);
    await expect(region).toHaveAttribute('aria-live', live);
  };

export const Info: Story = {
  args: { tone: 'info', children: 'Invoices are numbered from the business’s sequence.' },
  play: announces('Invoices are numbered from the business’s sequence.', 'polite'),
};

export const Success: Story = {
  args: { tone: 'success', children: 'Profile updated successfully.' },
  play: announces('Profile updated successfully.', 'polite'),
};

export const Warning: Story = {
  args: { tone: 'warning', children: 'This business has no bank account yet.' },
  play: announces('This business has no bank account yet.', 'polite'),
};

export const Error: Story = {
  args: {
    tone: 'error',
    children: (
      <>
        <p>Error updating profile.</p>
        <p>An account with email ‘ann@example.nz’ already exists.</p>
      </>
    ),
  },
  play: announces('Error updating profile.An account with email ‘ann@example.nz’ already exists.', 'assertive'),
};

/** The live region waits, empty, for the next message. */
export const Empty: Story = { args: { tone: 'info', children: null }, play: announces(/^$/, 'polite') };
