// The refund form on a seeded invoice: RENO-0038 (id 16), paid in full, then credited $276.00, so
// that much is owed to the client.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useInvoice } from '@/api/invoices';
import { RecordRefundForm } from './record-refund-form';

function RefundForm({ onDone, onCancel }: { onDone: (message: string) => void; onCancel: () => void }) {
  const invoice = useInvoice(16);
  if (!invoice.data) return <p role="status">Loading...</p>;
  return <RecordRefundForm invoice={invoice.data} onDone={onDone} onCancel={onCancel} />;
}

const meta = {
  title: 'Invoicing/Record refund form',
  component: RefundForm,
  args: { onDone: fn(), onCancel: fn() },
  parameters: { session: 'user' },
} satisfies Meta<typeof RefundForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offered: all the credit owed, dated today, by bank transfer. */
export const CreditOwed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Credit owed to the client: $276.00.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Amount')).toHaveValue('276.00');
  },
};

/** More than is owed is refused before anything is sent. */
export const TooMuch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByLabelText('Amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    await userEvent.click(canvas.getByRole('button', { name: 'Record refund' }));
    await expect(await canvas.findByText('A refund cannot be more than the credit owed of $276.00.')).toBeInTheDocument();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
