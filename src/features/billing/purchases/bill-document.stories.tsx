import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BillDocument, type BillDocumentModel } from './bill-document';

/** $200.00 + GST and $50.00 zero-rated, prices exclusive: $280.00, GST $30.00. */
const BILL: BillDocumentModel = {
  kind: 'BILL',
  status: 'AWAITING_PAYMENT',
  supplierName: 'Timber Yard Ltd',
  supplierGstNumber: '35-901-981',
  date: '2026-11-20',
  dueDate: '2026-12-20',
  quoteNumber: 'Q-0042',
  pricesIncludeGst: false,
  lines: [
    { description: 'Decking timber', accountName: 'Materials', taxCode: 'STANDARD', quantity: '4', unitPrice: 5000, amount: 20_000 },
    { description: 'Imported fixings', accountName: 'Materials', taxCode: 'ZERO', quantity: '1', unitPrice: 5000, amount: 5000 },
  ],
  subtotal: 25_000,
  gst: 3000,
  total: 28_000,
  gstClaimed: 3000,
  paid: 0,
  balance: 28_000,
};

const meta = {
  title: 'Billing/Purchases/Bill document',
  component: BillDocument,
  args: { bill: BILL },
} satisfies Meta<typeof BillDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Claimed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Timber Yard Ltd (GST 35-901-981)')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Totals')).toHaveTextContent('Total$280.00GST claimed$30.00');
    await expect(canvas.getByText('Q-0042')).toBeInTheDocument();
  },
};

/** Over $200 from a supplier whose GST number is not recorded: shown, not claimed, and why. */
export const NotClaimed: Story = {
  args: {
    bill: {
      ...BILL,
      supplierGstNumber: undefined,
      gstClaimed: 0,
      gstNotClaimedReason:
        'GST of $30.00 not claimed: the bill is over $200.00 including GST and Timber Yard Ltd’s GST number is not recorded.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Timber Yard Ltd (no GST number recorded)')).toBeInTheDocument();
    await expect(canvas.getByText(/GST of \$30\.00 not claimed/)).toBeInTheDocument();
  },
};

/** The editor's preview: named, with its heading; an expense has no due date. */
export const Preview: Story = {
  args: {
    bill: { ...BILL, kind: 'EXPENSE', status: 'PAID', paid: 28_000, balance: 0 },
    label: 'Preview of the expense',
    heading: 'Preview of the expense',
  },
  play: async ({ canvasElement }) => {
    const preview = within(canvasElement).getByRole('article', { name: 'Preview of the expense' });
    await expect(within(preview).getByRole('heading', { name: 'Preview of the expense' })).toBeInTheDocument();
    await expect(within(preview).queryByText('Due')).not.toBeInTheDocument();
    await expect(within(preview).getByLabelText('Totals')).toHaveTextContent('Owing$0.00');
  },
};
