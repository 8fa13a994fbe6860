import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'Invoicing/Status badge',
  component: StatusBadge,
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = { args: { status: 'DRAFT' } };
export const Issued: Story = { args: { status: 'ISSUED' } };
export const PartlyPaid: Story = { args: { status: 'PARTIALLY_PAID' } };
export const Paid: Story = { args: { status: 'PAID' } };
export const Void: Story = { args: { status: 'VOID' } };

export const IssuedAndOverdue: Story = {
  args: { status: 'ISSUED', overdue: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Issued')).toBeInTheDocument();
    await expect(canvas.getByText('Overdue')).toBeInTheDocument();
  },
};
