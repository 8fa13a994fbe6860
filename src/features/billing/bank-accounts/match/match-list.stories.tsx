import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BankStatementLine } from '@/api/types';
import type { MatchRow } from './match-view';

import { MatchList } from './match-list';

const line = (id: number, amount: number, payee: string, status: BankStatementLine['status'] = 'TO_MATCH'): BankStatementLine => ({
  id,
  accountId: 1,
  date: '2026-05-20',
  amount,
  payee,
  status,
  importedAt: '2026-05-21T00:00:00Z',
  importedBy: 'user',
});

const ROWS: MatchRow[] = [
  {
    line: line(1, 45_000, 'H KIM'),
    suggestions: [
      {
        lineId: 1,
        allocations: [{ documentKind: 'invoice', documentId: 5, label: 'SLR-0005', amount: 45_000, balanceBefore: 45_000 }],
        excess: 0,
        outcome: 'exact',
        rule: 'invoice-number',
        confidence: 'sure',
        score: 98,
        reason: 'SLR-0005 is in the reference, and the amount is its balance.',
      },
    ],
  },
  { line: line(2, 12_000, 'UNKNOWN'), suggestions: [] },
  {
    line: {
      ...line(3, 9_000, 'J SMITH', 'RECONCILED'),
      payments: [{ invoiceId: 4, invoiceNumber: 'SLR-0004', paymentId: 9, amount: 9_000 }],
    },
    suggestions: [],
  },
];

const meta = {
  title: 'Bank accounts/Match list',
  component: MatchList,
  parameters: { layout: 'padded' },
  args: { rows: ROWS, actions: { confirm: fn(), undo: fn(), change: fn(), expense: fn(), undoing: () => false } },
} satisfies Meta<typeof MatchList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** j and k move between lines, Enter confirms, c changes, u undoes; each line says why and how sure. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Sure Pays SLR-0005 $450.00');
    await expect(items[0]).toHaveTextContent('SLR-0005 is in the reference');
    items[0]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.actions.confirm).toHaveBeenCalledWith(ROWS[0]);
    await userEvent.keyboard('j');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('c');
    await expect(args.actions.change).toHaveBeenCalledWith(ROWS[1]);
    await userEvent.keyboard('s');
    await expect(items[2]).toHaveFocus();
    await expect(items[2]).toHaveTextContent('Paid SLR-0004 $90.00');
    await userEvent.keyboard('u');
    await expect(args.actions.undo).toHaveBeenCalledWith(ROWS[2]);
    await userEvent.keyboard('k');
    await expect(items[1]).toHaveFocus();
  },
};

const MONEY_OUT_AND_OVER: MatchRow[] = [
  {
    line: line(4, -11_500, 'PLACEMAKERS'),
    suggestions: [
      {
        lineId: 4,
        allocations: [],
        excess: 11_500,
        excessKind: 'expense',
        outcome: 'expense',
        rule: 'expense',
        confidence: 'possible',
        score: 40,
        reason: 'Record it as an expense, with its account and GST.',
      },
    ],
  },
  {
    line: line(5, 50_000, 'H KIM'),
    suggestions: [
      {
        lineId: 5,
        allocations: [{ documentKind: 'invoice', documentId: 5, label: 'SLR-0005', amount: 45_000, balanceBefore: 45_000 }],
        excess: 5_000,
        excessKind: 'credit-owed',
        partyId: 6,
        outcome: 'over',
        rule: 'invoice-number',
        confidence: 'likely',
        score: 75,
        reason: 'Invoice SLR-0005 is named in the reference; the amount is $50.00 more than its balance: credit owed to Hannah Kim.',
      },
    ],
  },
  {
    line: {
      ...line(6, 60_000, 'H KIM', 'RECONCILED'),
      payments: [{ invoiceId: 5, invoiceNumber: 'SLR-0005', paymentId: 9, amount: 45_000 }],
      credit: { creditId: 2, clientId: 6, clientName: 'Hannah Kim', amount: 15_000 },
    },
    suggestions: [],
  },
];

/** Money out: e records it as an expense; an overpayment is confirmed with the rest kept as the client's credit. */
export const MoneyOutAndOverpayment: Story = {
  args: { rows: MONEY_OUT_AND_OVER },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Possible An expense');
    await expect(within(items[0]!).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    items[0]?.focus();
    await userEvent.keyboard('e');
    await expect(args.actions.expense).toHaveBeenCalledWith(MONEY_OUT_AND_OVER[0]);
    await expect(items[1]).toHaveTextContent('Pays SLR-0005 $450.00; $50.00 kept as credit owed');
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Confirm' }));
    await expect(args.actions.confirm).toHaveBeenCalledWith(MONEY_OUT_AND_OVER[1]);
    await expect(items[2]).toHaveTextContent('Paid SLR-0005 $450.00; $150.00 credit owed to Hannah Kim');
  },
};

const MANY: MatchRow[] = Array.from({ length: 150 }, (_, index) => ({
  line: line(100 + index, 1_000 + index, `PAYER ${index}`),
  suggestions: [],
}));

/** A long statement draws 100 lines at first; moving past the last draws the next ones and keeps the focus moving. */
export const LongStatement: Story = {
  args: { rows: MANY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(100);
    await expect(canvas.getByText(/100 of 150 lines shown/)).toBeInTheDocument();
    canvas.getAllByRole('listitem')[99]?.focus();
    await userEvent.keyboard('j');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(150);
    await expect(canvas.getByRole('listitem', { name: /from PAYER 100 / })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument();
  },
};
