import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Info: Story = { args: { tone: 'info', children: 'Invoices are numbered from the business’s sequence.' } };

export const Success: Story = { args: { tone: 'success', children: 'Profile updated successfully.' } };

export const Warning: Story = { args: { tone: 'warning', children: 'This business has no bank account yet.' } };

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
};

/** The live region waits, empty, for the next message. */
export const Empty: Story = { args: { tone: 'info', children: null } };
