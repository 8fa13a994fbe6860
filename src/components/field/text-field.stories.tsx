import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Components/Text field',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email', autoComplete: 'email' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input).toBeValid();
  },
};

export const WithHint: Story = {
  args: { hint: 'Invoices are sent from this address.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invoices are sent from this address.');
  },
};

export const WithTooltip: Story = {
  args: { label: 'GST number', type: 'text', tooltip: '8 or 9 digits, as on your IRD letter, e.g. 123-456-789.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More about GST number' })).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('8 or 9 digits');
  },
};

export const Focus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText('Email')).toHaveFocus();
  },
};

export const Password: Story = {
  args: { label: 'New Password', type: 'password', autoComplete: 'new-password', placeholder: 'Leave blank to keep current password' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('New Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('placeholder', 'Leave blank to keep current password');
  },
};

export const ReadOnly: Story = {
  args: { label: 'Username', type: 'text', readOnly: true, value: 'user' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('user');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'user@invoicing.example.nz' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('user@invoicing.example.nz');
  },
};

export const Error: Story = {
  args: { error: 'Enter an email address like name@example.com', defaultValue: 'user@', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Error: Enter an email address like name@example.com');
  },
};
