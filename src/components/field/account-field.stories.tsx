import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountField } from './account-field';

const meta = {
  title: 'Components/Account field',
  component: AccountField,
  args: { kind: 'username', required: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Username: Story = {};

export const Email: Story = { args: { kind: 'email', error: 'Enter an email address like name@example.com' } };

export const NewPassword: Story = {
  args: { kind: 'new-password', required: false, placeholder: 'Leave blank to keep current password' },
};
