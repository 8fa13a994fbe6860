import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ActivityStatement, OutstandingStatement } from '@/api/types';
import { StatementDocument } from './statement-document';
import { activityModel, outstandingModel } from './statement-model';

const parties = {
  clientId: 1,
  business: {
    code: 'BUS-0001',
    name: 'Kiwi Home Renovations Ltd',
    addressLines: ['18 Karangahape Road', 'Auckland 1010'],
    gstNumber: '49-091-850',
  },
  client: { name: 'Sophie Turner', addressLines: ['24 Ponsonby Road', 'Auckland 1011'], email: 'sophie.turner@example.co.nz' },
};

const activity: ActivityStatement = {
  ...parties,
  from: '2026-09-01',
  to: '2026-11-23',
  openingBalance: 115000,
  lines: [
    { kind: 'PAYMENT', id: 1, invoiceId: 3, date: '2026-09-10', number: 'RENO-0030', amount: 115000, balance: 0 },
    {
      kind: 'INVOICE',
      id: 4,
      invoiceId: 4,
      date: '2026-10-01',
      dueDate: '2026-10-15',
      number: 'RENO-0034',
      amount: 230000,
      balance: 230000,
    },
    { kind: 'CREDIT_NOTE', id: 1, invoiceId: 4, date: '2026-10-05', number: 'RENO-CN-0001', amount: 23000, balance: 207000 },
    { kind: 'PAYMENT', id: 2, invoiceId: 4, date: '2026-10-20', number: 'RENO-0034', amount: 100000, balance: 107000 },
  ],
  totalCharged: 230000,
  totalCredited: 238000,
  closingBalance: 107000,
};

const outstanding: OutstandingStatement = {
  ...parties,
  asAt: '2026-11-23',
  items: [
    {
      invoiceId: 4,
      number: 'RENO-0034',
      date: '2026-10-01',
      dueDate: '2026-10-15',
      total: 230000,
      balance: 107000,
      daysPastDue: 39,
      bucket: 'DAYS_31_60',
    },
  ],
  buckets: [
    { bucket: 'CURRENT', amount: 0 },
    { bucket: 'DAYS_1_30', amount: 0 },
    { bucket: 'DAYS_31_60', amount: 107000 },
    { bucket: 'DAYS_61_90', amount: 0 },
    { bucket: 'OVER_90', amount: 0 },
  ],
  totalOutstanding: 107000,
  creditOwed: 0,
  netBalance: 107000,
};

const meta = {
  title: 'Documents/Statement',
  component: StatementDocument,
  args: { doc: activityModel(activity) },
} satisfies Meta<typeof StatementDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Activity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Closing balance').nextSibling).toHaveTextContent('$1,070.00');
    await expect(canvas.getByText('Credit note')).toBeInTheDocument();
  },
};

export const Outstanding: Story = {
  args: { doc: outstandingModel(outstanding) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Total owing').nextSibling).toHaveTextContent('$1,070.00');
  },
};

export const NothingOwing: Story = {
  args: {
    doc: outstandingModel({
      ...outstanding,
      items: [],
      buckets: outstanding.buckets.map((b) => ({ ...b, amount: 0 })),
      totalOutstanding: 0,
      netBalance: 0,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing is owing.')).toBeInTheDocument();
  },
};
