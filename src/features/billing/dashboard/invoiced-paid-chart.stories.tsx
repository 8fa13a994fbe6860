import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InvoicedPaidChart } from './invoiced-paid-chart';

const months = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

const meta = {
  title: 'Invoicing/Invoiced and paid chart',
  component: InvoicedPaidChart,
  args: {
    currency: 'NZD',
    monthly: months.map((month, i) => ({ month, invoiced: ((i * 7919) % 11) * 110_000 + 50_000, paid: ((i * 104729) % 7) * 120_000 })),
  },
} satisfies Meta<typeof InvoicedPaidChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the figures as a table' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(13);
  },
};

export const NothingYet: Story = {
  args: { monthly: months.map((month) => ({ month, invoiced: 0, paid: 0 })) },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Invoiced and paid, last 12 months' });
    await expect(chart).toHaveAccessibleDescription(/\$0\.00 invoiced and \$0\.00 paid in total\./);
  },
};

/** A month whose credit notes exceed what it invoiced: its bar hangs below the zero line. */
export const ACreditedMonth: Story = {
  args: {
    monthly: months.map((month, i) => ({ month, invoiced: i === 10 ? -85_000 : 240_000 + i * 10_000, paid: i === 10 ? 0 : 200_000 })),
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Invoiced and paid, last 12 months' });
    const heights = [...chart.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('height')));
    await expect(heights.every((height) => height >= 0)).toBe(true);
    await expect(chart).toHaveTextContent('-$1,000');
  },
};
