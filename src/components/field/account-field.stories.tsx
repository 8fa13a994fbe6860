import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

export const Username: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /^Username/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('autocomplete', 'username');
    await expect(input).toHaveAttribute('maxlength', '50');
  },
};

export const Email: Story = {
  args: { kind: 'email', error: 'Enter an email address like name@example.com' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /^Email/ });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Error: Enter an email address like name@example.com');
  },
};

export const NewPassword: Story = {
  args: { kind: 'new-password', required: false, placeholder: 'Leave blank to keep current password' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAttribute('placeholder', 'Leave blank to keep current password');
    await expect(input).not.toBeRequired();
  },
};
