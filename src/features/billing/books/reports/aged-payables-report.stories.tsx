import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AGED_PAYABLES } from '@/testing/report-fixtures';
import { AgedPayablesReport } from './aged-payables-report';

const meta = {
  title: 'Reports/Aged payables',
  component: AgedPayablesReport,
  args: { report: AGED_PAYABLES },
} satisfies Meta<typeof AgedPayablesReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Balances by supplier in the five buckets; a supplier opens its bills, oldest due first. */
export const BySupplier: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: 'Total $279.89 $0.00 $115.00 $0.00 $0.00 $394.89' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Placemakers Newmarket: $394.89 owed. Show the bills' }));
    const bills = canvas.getByRole('table', { name: 'Bills from Placemakers Newmarket' });
    await expect(
      within(bills)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['BillDueDays past dueTotalBalance', expect.stringContaining('PM-881'), expect.stringContaining('Not yet due')]);
  },
};

export const NothingOwed: Story = {
  args: {
    report: { ...AGED_PAYABLES, suppliers: [], totals: { CURRENT: 0, DAYS_1_30: 0, DAYS_31_60: 0, DAYS_61_90: 0, OVER_90: 0, total: 0 } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing is owed to suppliers.')).toBeInTheDocument();
  },
};
