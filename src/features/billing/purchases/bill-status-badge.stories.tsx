import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BillStatusBadge } from './bill-status-badge';

const meta = {
  title: 'Purchases/Bill status badge',
  component: BillStatusBadge,
  args: { status: 'AWAITING_PAYMENT' },
} satisfies Meta<typeof BillStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingPayment: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Awaiting payment')).toHaveAttribute('data-status', 'ISSUED');
  },
};

export const PartPaid: Story = {
  args: { status: 'PART_PAID' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Part paid')).toHaveAttribute('data-status', 'PARTIALLY_PAID');
  },
};
