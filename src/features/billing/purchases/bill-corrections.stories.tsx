import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BillCorrections } from './bill-corrections';

const meta = {
  title: 'Purchases/Bill corrections',
  component: BillCorrections,
  args: { bill: { id: 7, kind: 'BILL', status: 'PART_PAID', balance: 10_000, businessId: 1 } },
} satisfies Meta<typeof BillCorrections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bill still owing: a credit note or a new bill, each dated today. */
export const OwingBill: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Record a credit note' })).toHaveAttribute(
      'href',
      '/bills/new?kind=CREDIT_NOTE&credits=7',
    );
    await expect(canvas.getByRole('link', { name: 'Enter a new bill' })).toHaveAttribute('href', '/bills/new?business=1');
  },
};

/** Nothing owed: a credit note cannot reduce it, so only a new bill is offered. */
export const PaidBill: Story = {
  args: { bill: { id: 7, kind: 'BILL', status: 'PAID', balance: 0, businessId: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Record a credit note' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Enter a new bill' })).toBeInTheDocument();
  },
};
