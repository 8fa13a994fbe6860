import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RECEIPT_MESSAGES } from '@/lib/receipts';
import { ReceiptsPanel } from './receipts-panel';

const meta = {
  title: 'Purchases/Receipts panel',
  component: ReceiptsPanel,
  parameters: { session: 'user' },
  // The seeded part-paid bill and the PDF invoice attached to it.
  args: {
    bill: {
      id: 1,
      status: 'PART_PAID',
      receipts: [
        {
          id: 1,
          fileName: 'placemakers-tax-invoice.pdf',
          contentType: 'application/pdf',
          size: 620,
          attachedBy: 'user',
          attachedAt: '2026-11-06T01:00:00Z',
        },
      ],
    },
  },
} satisfies Meta<typeof ReceiptsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAPdf: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/placemakers-tax-invoice\.pdf/, { selector: 'p' })).toHaveTextContent('(620 bytes)');
    await expect(canvas.getByLabelText('Take a photo')).toHaveAttribute('capture', 'environment');
  },
};

export const None: Story = {
  args: { bill: { id: 1, status: 'AWAITING_PAYMENT', receipts: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No receipt attached yet.')).toBeInTheDocument();
  },
};

/** A file named like a PDF that is not one: refused in the page before anything is sent. */
export const WrongType: Story = {
  args: { bill: { id: 1, status: 'AWAITING_PAYMENT', receipts: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fake = new File(['not a pdf at all'], 'receipt.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText('Choose files'), fake);
    await expect(await canvas.findByText(`receipt.pdf: ${RECEIPT_MESSAGES.wrongType}`)).toBeInTheDocument();
  },
};

/** A void bill keeps its receipts and takes no more. */
export const VoidBill: Story = {
  args: { bill: { id: 1, status: 'VOID', receipts: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByLabelText('Choose files')).toBeNull();
  },
};
