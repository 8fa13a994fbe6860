import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CreditNoteDocumentModel } from './credit-note-document-model';
import { CreditNoteDocument } from './credit-note-document';

const lines: CreditNoteDocumentModel = {
  title: 'Credit Note',
  taxInvoice: true,
  currency: 'NZD',
  pricesIncludeGst: false,
  issuer: {
    name: 'Kiwi Home Renovations Ltd',
    addressLines: ['18 Karangahape Road', 'Auckland 1010'],
    gstNumber: '49-091-850',
  },
  recipient: { name: 'Sophie Turner', addressLines: ['1 Queen Street', 'Auckland 1010'] },
  number: 'RENO-CN-0003',
  issueDate: '2026-11-20',
  invoiceNumber: 'RENO-0042',
  invoiceIssueDate: '2026-11-01',
  reason: 'Two sheets of plasterboard returned unused.',
  corrected: null,
  lines: [{ key: 2, description: 'Plasterboard supply', quantity: '2', unitPrice: 3250, tax: '15%', amount: 6500 }],
  taxBreakdown: [{ taxCode: 'STANDARD', taxRate: 1500, net: 6500, gst: 975, total: 7475 }],
  subtotal: 6500,
  gst: 975,
  total: 7475,
  invoiceTotal: 179550,
  invoiceGst: 17550,
  correctedTotal: 172075,
  correctedGst: 16575,
};

const meta = {
  title: 'Invoicing/Credit note document',
  component: CreditNoteDocument,
  args: { document: lines },
} satisfies Meta<typeof CreditNoteDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomeLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Credit Note' })).toBeInTheDocument();
    await expect(canvas.getByText('GST number: 49-091-850')).toBeInTheDocument();
    await expect(canvas.getByText('GST credited')).toBeInTheDocument();
  },
};

export const AnAmount: Story = {
  args: { document: { ...lines, lines: [], corrected: 'An amount of the invoice, split over its GST rates in proportion.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Credit Note' })).toBeInTheDocument();
    await expect(canvas.getByText('An amount of the invoice, split over its GST rates in proportion.')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Lines credited' })).not.toBeInTheDocument();
  },
};
