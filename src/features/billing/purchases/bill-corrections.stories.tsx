import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Bill } from '@/api/types';
import { BillCorrections, LockedBillNotice } from './bill-corrections';

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

/** An approved bill dated in a filed period: the lock is named, no new date offered, the corrections are. */
export const InALockedPeriod: Story = {
  render: (args) => (
    <LockedBillNotice
      bill={args.bill as Bill}
      locked={{
        businessId: 1,
        period: '2026-10',
        start: '2026-09-01',
        end: '2026-10-31',
        filedOn: '2026-11-20',
        filedBy: 'user',
        field: 'date',
        today: '2026-11-27',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Locked GST period' });
    await expect(group).toHaveTextContent('The GST return for 1 Sept 2026 to 31 Oct 2026 was filed on 20 Nov 2026 by user.');
    await expect(within(group).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(group).getByRole('link', { name: 'Record a credit note' })).toBeInTheDocument();
  },
};
