import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { InvoiceDocumentModel } from './invoice-document-model';
import { InvoiceDocument } from './invoice-document';

const taxInvoice: InvoiceDocumentModel = {
  title: 'Tax Invoice',
  taxInvoice: true,
  status: 'PARTIALLY_PAID',
  overdue: false,
  number: 'RENO-0042',
  issueDate: '2026-11-02',
  dueDate: '2026-11-16',
  reference: 'PO-778',
  currency: 'NZD',
  pricesIncludeGst: false,
  issuer: {
    name: 'Kiwi Home Renovations Ltd',
    addressLines: ['18 Karangahape Road', 'Newton', 'Auckland 1010'],
    phone: '+64 9 555 0142',
    email: 'accounts@kiwihomereno.co.nz',
    gstNumber: '49-091-850',
  },
  recipient: {
    name: 'Sophie Turner',
    addressLines: ['24 Ponsonby Road', 'Ponsonby', 'Auckland 1011'],
    email: 'sophie.turner@example.co.nz',
  },
  lines: [
    { key: 1, description: 'Bathroom strip-out and demolition', quantity: '1', unitPrice: 185000, tax: '15%', amount: 185000 },
    { key: 2, description: 'Wall and floor tiling labour (m²)', quantity: '12.5', unitPrice: 8500, tax: '15%', amount: 106250 },
    { key: 3, description: 'Building consent fee (council disbursement)', quantity: '1', unitPrice: 45000, tax: 'Exempt', amount: 45000 },
  ],
  linesTotal: 336250,
  discountTotal: 16813,
  discountLabel: 'Discount (5%)',
  subtotal: 319437,
  gst: 41684,
  total: 361121,
  paid: 100000,
  credited: 0,
  balance: 261121,
  taxBreakdown: [
    { taxCode: 'STANDARD', taxRate: 1500, net: 277687, gst: 41653, total: 319340 },
    { taxCode: 'EXEMPT', taxRate: 0, net: 42750, gst: 0, total: 42750 },
  ],
  paymentInstructions: 'Please pay into ASB account 12-3045-0678912-00, quoting the invoice number.',
  notes: 'Thank you for your business.',
  voidReason: null,
};

const meta = {
  title: 'Invoicing/Invoice document',
  component: InvoiceDocument,
  args: { document: taxInvoice },
} satisfies Meta<typeof InvoiceDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TaxInvoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tax Invoice' })).toBeInTheDocument();
    await expect(canvas.getByText('GST number: 49-091-850')).toBeInTheDocument();
    await expect(canvas.getByText('Balance due')).toBeInTheDocument();
  },
};

export const NotGstRegistered: Story = {
  args: {
    document: {
      ...taxInvoice,
      title: 'Invoice',
      taxInvoice: false,
      number: 'SLR-0007',
      issuer: { name: 'Southern Lakes Rentals', addressLines: ['7 Shotover Street', 'Queenstown 9300'] },
      lines: [{ key: 1, description: 'Lakeside apartment, nights', quantity: '3', unitPrice: 24000, tax: 'Exempt', amount: 72000 }],
      linesTotal: 72000,
      discountTotal: 0,
      discountLabel: null,
      subtotal: 72000,
      gst: 0,
      total: 72000,
      paid: 0,
      balance: 72000,
      taxBreakdown: [{ taxCode: 'EXEMPT', taxRate: 0, net: 72000, gst: 0, total: 72000 }],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Southern Lakes Rentals is not registered for GST.')).toBeInTheDocument();
  },
};

export const Draft: Story = {
  args: { document: { ...taxInvoice, status: 'DRAFT', number: null, paid: 0, balance: taxInvoice.total, pricesIncludeGst: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Draft – not yet issued')).toBeInTheDocument();
    await expect(canvas.getByText('Assigned when issued')).toBeInTheDocument();
  },
};

export const Void: Story = {
  args: { document: { ...taxInvoice, status: 'VOID', paid: 0, voidReason: 'Raised against the wrong job.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Void: Raised against the wrong job.')).toBeInTheDocument();
  },
};
