import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BillCredits } from './bill-credits';

const meta = {
  title: 'Purchases/Bill credits',
  component: BillCredits,
  args: {
    bill: {
      kind: 'BILL',
      credited: 11500,
      creditNotes: [
        { id: 8, status: 'PAID', date: '2026-11-20', supplierReference: 'CN-17', total: 11500 },
        { id: 9, status: 'VOID', date: '2026-11-21', total: 2300 },
      ],
    },
  },
} satisfies Meta<typeof BillCredits>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreditNotesOfABill: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Credit notes' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /-\$115\.00 \(CN-17\)/ })).toHaveAttribute('href', '/bills/8');
    // A void credit note is listed, struck through, and not added in.
    await expect(canvas.getByRole('link', { name: /-\$23\.00/ })).toHaveAttribute('href', '/bills/9');
    await expect(canvas.getByText(/Void/)).toBeInTheDocument();
    await expect(canvas.getByText('Credited in all: $115.00.')).toBeInTheDocument();
  },
};

export const TheBillACreditNoteReduces: Story = {
  args: { bill: { kind: 'CREDIT_NOTE', credited: 0, creditNotes: [], creditsBillId: 3, creditsBillTitle: 'INV-7001' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Bill credited' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'INV-7001' })).toHaveAttribute('href', '/bills/3');
  },
};

export const ABillWithoutCreditNotesShowsNothing: Story = {
  args: { bill: { kind: 'BILL', credited: 0, creditNotes: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
