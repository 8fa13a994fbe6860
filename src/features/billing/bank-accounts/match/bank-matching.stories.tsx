import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { BankAccount } from '@/api/types';
import { apiUrl } from '@/testing/api-url';
import { viewportGlobals } from '@/testing/story-viewports';
import { BankMatching } from './bank-matching';

/** The seed's cheque account of Kiwi Home Renovations (business 1). */
const CHEQUE: BankAccount = {
  id: 1,
  version: 0,
  businessId: 1,
  businessName: 'Kiwi Home Renovations Ltd',
  name: 'Business cheque account',
  accountNumber: '12-3140-0123452-000',
  lineCount: 6,
  linesToMatch: 4,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const meta = {
  title: 'Bank accounts/Match',
  component: BankMatching,
  parameters: { session: 'user', layout: 'padded', route: '/bank-accounts/1', routePattern: '/bank-accounts/:id' },
  args: { account: CHEQUE },
} satisfies Meta<typeof BankMatching>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded lines to match, each beside its suggestion or none; the keys are said on screen. */
export const ToMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Statement lines to match' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByRole('listitem', { name: /to Z ENERGY/ })).toHaveTextContent(/Pays|An expense/);
    await expect(canvas.getByText(/Keys: ↑ ↓ or j k move/)).toBeInTheDocument();
    await expect(canvas.getByText('Statement closing balance')).toBeInTheDocument();
    await expect(canvas.getByText(/still to match\.$/)).toBeInTheDocument();
  },
};

/** The reconciled filter shows the seed's two reconciled lines, each with Undo. */
export const Reconciled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reconciled (2)' }, { timeout: 5000 }));
    const list = canvas.getByRole('list', { name: 'Statement lines to match' });
    await expect(within(list).getAllByRole('button', { name: 'Undo' })).toHaveLength(2);
    await expect(within(list).getByRole('listitem', { name: /to PLACEMAKERS/ })).toBeInTheDocument();
  },
};

/** Choosing the invoices of a line without a suggestion opens the split form. */
export const ChooseInvoices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Statement lines to match' }, { timeout: 5000 });
    const row = within(list)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('button', { name: /Change|Choose invoices/ }));
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: /Change|Choose invoices/ }));
    await expect(await canvas.findByRole('region', { name: /^Match \$/ })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Find an invoice (number or client)')).toBeInTheDocument();
  },
};

const page = <T,>(content: T[]) => ({ content, page: { size: 2000, number: 0, totalElements: content.length, totalPages: 1 } });
const SURE_LINE = {
  id: 70,
  accountId: 1,
  date: '2026-05-20',
  amount: 45_000,
  payee: 'H KIM',
  particulars: 'RENO-0900',
  status: 'TO_MATCH',
  importedAt: '2026-05-21T00:00:00Z',
  importedBy: 'user',
};
const OPEN = {
  id: 900,
  version: 1,
  status: 'ISSUED',
  number: 'RENO-0900',
  businessId: 1,
  businessName: 'Kiwi Home Renovations Ltd',
  clientId: 1,
  clientName: 'Hannah Kim',
  issueDate: '2026-05-01',
  dueDate: '2026-05-15',
  currency: 'NZD',
  total: 45_000,
  paid: 0,
  balance: 45_000,
  overdue: false,
  updatedAt: '2026-05-01T00:00:00Z',
};

/** On a phone: the sure match is confirmed with one tap; the lines stack. */
export const PhoneConfirmSure: Story = {
  globals: viewportGlobals('phone'),
  parameters: {
    msw: {
      handlers: [
        http.get(apiUrl('/api/bank-accounts/1/lines'), () => HttpResponse.json(page([SURE_LINE]))),
        http.get(apiUrl('/api/invoices'), () => HttpResponse.json(page([OPEN]))),
        http.post(apiUrl('/api/bank-accounts/1/matches'), () =>
          HttpResponse.json({ matched: 1, lines: [{ ...SURE_LINE, status: 'RECONCILED' }] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('listitem', { name: /from H KIM/ }, { timeout: 5000 });
    await expect(row).toHaveTextContent('Sure Pays RENO-0900 $450.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm all 1 sure match' }));
    await expect(await canvas.findByText('Confirmed 1 sure match.')).toBeInTheDocument();
  },
};
