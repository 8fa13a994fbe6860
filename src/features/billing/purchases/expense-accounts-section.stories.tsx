import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ExpenseAccountsSection } from './expense-accounts-section';

const meta = {
  title: 'Purchases/Expense accounts',
  component: ExpenseAccountsSection,
  args: { businessId: 1, businessName: 'Kiwi Home Renovations Ltd' },
  parameters: { session: 'user' },
} satisfies Meta<typeof ExpenseAccountsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Added: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Rename Vehicle' });
    await userEvent.type(canvas.getByRole('textbox', { name: /^New account/ }), 'Scaffold hire');
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(await canvas.findByText('Account added: Scaffold hire.')).toBeInTheDocument();
  },
};

export const ABlankNameKeepsTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Rename Vehicle' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(canvas.queryByText(/^Account added/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /^New account/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
