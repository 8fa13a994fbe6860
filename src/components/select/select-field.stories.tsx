import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SelectField } from './select-field';

const meta = {
  title: 'Components/Select field',
  component: SelectField,
  args: {
    label: 'Linked Business',
    placeholder: 'Choose a business',
    options: [
      { value: '1', label: 'Kiwi Home Renovations Ltd' },
      { value: '2', label: 'Southern Lakes Rentals' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Linked Business' });
    await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a business',
      'Kiwi Home Renovations Ltd',
      'Southern Lakes Rentals',
    ]);
    await userEvent.selectOptions(select, 'Southern Lakes Rentals');
    await expect(select).toHaveValue('2');
  },
};

export const WithHintAndTip: Story = {
  args: { hint: 'The business that issues this client’s invoices.', tooltip: 'Only businesses you manage are listed.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Linked Business' })).toHaveAccessibleDescription(
      'The business that issues this client’s invoices.',
    );
    await expect(canvas.getByRole('button', { name: 'More about Linked Business' })).toHaveAccessibleDescription(
      'Only businesses you manage are listed.',
    );
  },
};

export const Focus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Linked Business' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Linked Business' })).toBeDisabled();
  },
};

export const Error: Story = {
  args: { error: 'Choose the business this client belongs to', required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /^Linked Business/ });
    await expect(select).toBeRequired();
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Error: Choose the business this client belongs to');
  },
};
