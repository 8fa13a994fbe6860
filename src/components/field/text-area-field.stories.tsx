import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextAreaField } from './text-area-field';

const meta = {
  title: 'Components/Text area field',
  component: TextAreaField,
  args: { label: 'Notes', hint: 'Printed at the bottom of each invoice.' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const notes = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await expect(notes).toHaveAccessibleDescription('Printed at the bottom of each invoice.');
    await userEvent.type(notes, 'Thank you.{Enter}Bank: 12-3456');
    await expect(notes).toHaveValue('Thank you.\nBank: 12-3456');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Payment within 20 days.' },
  play: async ({ canvasElement }) => {
    const notes = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await expect(notes).toBeDisabled();
    await expect(notes).toHaveValue('Payment within 20 days.');
  },
};

export const Error: Story = {
  args: { error: 'Keep notes under 500 characters' },
  play: async ({ canvasElement }) => {
    const notes = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await expect(notes).toBeInvalid();
    await expect(notes).toHaveAccessibleDescription('Printed at the bottom of each invoice. Error: Keep notes under 500 characters');
  },
};
