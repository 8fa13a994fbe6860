import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Default: Story = {};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Payment within 20 days.' } };

export const Error: Story = { args: { error: 'Keep notes under 500 characters' } };
