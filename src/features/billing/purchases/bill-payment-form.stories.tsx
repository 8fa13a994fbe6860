import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Bill } from '@/api/types';
import { BillPaymentForm } from './bill-payment-form';

const BILL: Bill = {
  id: 2,
  businessId: 1,
  kind: 'BILL',
  status: 'AWAITING_PAYMENT',
  supplierId: 2,
  supplierName: 'Sparks Electrical Ltd',
  date: '2026-11-16',
  dueDate: '2026-12-06',
  pricesIncludeGst: true,
  lines: [
    {
      description: 'Kitchen rewire',
      quantity: '1',
      unitPrice: 115000,
      taxCode: 'STANDARD',
      accountId: 2,
      accountName: 'Subcontractors',
      amount: 115000,
    },
  ],
  taxBreakdown: [{ taxCode: 'STANDARD', net: 100000, gst: 15000, total: 115000 }],
  subtotal: 100000,
  gst: 15000,
  total: 115000,
  gstClaimed: 15000,
  payments: [],
  paid: 0,
  credited: 0,
  creditNotes: [],
  balance: 115000,
  receipts: [],
  createdBy: 'user',
  createdAt: '2026-11-16T01:00:00Z',
};

const meta = {
  title: 'Purchases/Bill payment form',
  component: BillPaymentForm,
  parameters: { session: 'user' },
  args: { bill: BILL, onDone: fn(), onCancel: fn() },
} satisfies Meta<typeof BillPaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than is owed is refused beside the amount, and nothing is sent. */
export const MoreThanOwed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: /^Amount paid/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '2000');
    await userEvent.click(canvas.getByRole('button', { name: 'Record payment' }));
    await expect(amount).toHaveAccessibleDescription(expect.stringContaining('cannot be more than the $1,150.00 still owed'));
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
