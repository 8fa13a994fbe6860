import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BankStatementLine } from '@/api/types';
import type { OpenBill, OpenInvoice } from '../matching/types';
import { MatchSplit } from './match-split';

const LINE: BankStatementLine = {
  id: 7,
  accountId: 1,
  date: '2026-05-20',
  amount: 60_000,
  payee: 'H KIM',
  particulars: 'RENT',
  status: 'TO_MATCH',
  importedAt: '2026-05-21T00:00:00Z',
  importedBy: 'user',
};

const invoice = (id: number, number: string, balance: number, issueDate: string): OpenInvoice => ({
  id,
  number,
  businessId: 3,
  clientId: 6,
  clientName: 'Hannah Kim',
  issueDate,
  dueDate: issueDate,
  balance,
});

const INVOICES = [
  invoice(1, 'SLR-0005', 45_000, '2026-05-01'),
  invoice(2, 'SLR-0006', 45_000, '2026-05-08'),
  invoice(3, 'SLR-0009', 45_000, '2026-06-01'),
];

const meta = {
  title: 'Bank accounts/Match a line',
  component: MatchSplit,
  parameters: { layout: 'padded' },
  args: { line: LINE, invoices: INVOICES, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof MatchSplit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** $600 over two $450 invoices: the first paid in full, $150 of the second; an invoice issued after the line is not offered. */
export const Split: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add SLR-0009' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add SLR-0005' }));
    await expect(canvas.getByText(/The other \$150\.00 is an overpayment/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add SLR-0006' }));
    await expect(canvas.queryByText(/is an overpayment/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm this match' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      allocations: [
        { invoiceId: 1, amount: 45_000 },
        { invoiceId: 2, amount: 15_000 },
      ],
    });
  },
};

/** An amount typed for an invoice is kept; one above its balance is refused with the reason. */
export const TypedAmount: Story = {
  args: { initial: [1, 2] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Amount for SLR-0006'), '500');
    await expect(canvas.getByText('Invoice SLR-0006 has $450.00 left to pay; $500.00 is more.')).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText('Amount for SLR-0006'));
    await userEvent.type(canvas.getByLabelText('Amount for SLR-0006'), 'abc');
    await expect(canvas.getByText(/Write the amount for SLR-0006 as dollars and cents/)).toBeInTheDocument();
  },
};

/** $600 for one $450 invoice: the other $150 is kept as credit owed to the client (decision 232). */
export const Overpayment: Story = {
  args: { initial: [1] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'The other $150.00 is an overpayment: it is kept as credit owed to Hannah Kim, to use on a later invoice or refund.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm this match' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ allocations: [{ invoiceId: 1, amount: 45_000 }], creditClientId: 6 });
  },
};

const BILL: OpenBill = {
  id: 11,
  number: 'PM-881',
  supplierId: 1,
  supplierName: 'Placemakers Newmarket',
  issueDate: '2026-05-02',
  dueDate: '2026-05-20',
  balance: 80_000,
};

/** Money out pays bills: one chosen pays $400 of it; more than the bills chosen is refused (an expense instead). */
export const MoneyOut: Story = {
  args: { line: { ...LINE, amount: -40_000, payee: 'PLACEMAKERS' }, bills: [BILL] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose the bills this payment pays, or record it as an expense.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add PM-881' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm this match' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ allocations: [{ billId: 11, amount: 40_000 }] });
  },
};
