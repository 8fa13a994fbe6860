import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvoiceDocument } from '@/features/billing/shared/document/invoice-document';
import type { InvoiceDocumentModel } from '@/features/billing/shared/document/invoice-document-model';

const QUOTE: InvoiceDocumentModel = {
  title: 'Quote',
  taxInvoice: true,
  status: 'ISSUED',
  overdue: false,
  number: 'RENO-Q-0012',
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  reference: null,
  currency: 'NZD',
  pricesIncludeGst: false,
  issuer: {
    name: 'Kiwi Home Renovations Ltd',
    addressLines: ['12 Mahuhu Crescent', 'Auckland 1010'],
    gstNumber: '49-091-850',
  },
  recipient: { name: 'Sophie Turner', addressLines: ['8 Ponsonby Road', 'Auckland 1011'] },
  lines: [{ key: 1, description: 'Bathroom strip-out and demolition', quantity: '1', unitPrice: 185000, tax: '15%', amount: 185000 }],
  linesTotal: 185000,
  discountTotal: 0,
  discountLabel: null,
  subtotal: 185000,
  gst: 27750,
  total: 212750,
  paid: 0,
  credited: 0,
  balance: 212750,
  taxBreakdown: [{ taxCode: 'STANDARD', taxRate: 1500, net: 185000, gst: 27750, total: 212750 }],
  paymentInstructions: null,
  notes: null,
  voidReason: null,
  quote: {
    validUntil: '2026-12-02',
    terms: 'A 30% deposit confirms the booking.',
    stamp: 'Accepted',
    variations: [{ reference: 'RENO-Q-0012-V1', description: 'Heated towel rail added', total: 73600 }],
    contractTotal: 286350,
  },
};

const meta = {
  title: 'Invoicing/Quote document',
  component: InvoiceDocument,
  args: { document: QUOTE },
} satisfies Meta<typeof InvoiceDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accepted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Quote' })).toBeInTheDocument();
    await expect(canvas.getByText('Total with variations: $2,863.50')).toBeInTheDocument();
  },
};

export const DraftQuote: Story = {
  args: {
    document: {
      ...QUOTE,
      number: null,
      status: 'DRAFT',
      quote: { ...QUOTE.quote!, stamp: 'Draft – not yet sent', variations: [], contractTotal: null },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Assigned when sent')).toBeInTheDocument();
  },
};
