// The payment and void forms of the invoice view, on a seeded invoice (11: RENO-0033, partly paid).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { useInvoice } from '@/api/invoices';
import { RecordPaymentForm } from './record-payment-form';
import { VoidInvoiceForm } from './void-invoice-form';

interface ActionFormProps {
  form: 'payment' | 'void';
  onDone: (message: string) => void;
  onCancel: () => void;
}

function ActionForm({ form, onDone, onCancel }: ActionFormProps) {
  const invoice = useInvoice(11);
  if (!invoice.data) return <p role="status">Loading...</p>;
  return form === 'payment' ? (
    <RecordPaymentForm invoice={invoice.data} onDone={onDone} onCancel={onCancel} />
  ) : (
    <VoidInvoiceForm invoice={invoice.data} onDone={onDone} onCancel={onCancel} />
  );
}

const meta = {
  title: 'Invoicing/Invoice action forms',
  component: ActionForm,
  args: { onDone: fn(), onCancel: fn() },
  parameters: { session: 'user' },
} satisfies Meta<typeof ActionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RecordPayment: Story = {
  args: { form: 'payment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Amount')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Date paid')).toBeInTheDocument();
  },
};

export const VoidInvoice: Story = {
  args: { form: 'void' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Reason')).toBeInTheDocument();
  },
};
