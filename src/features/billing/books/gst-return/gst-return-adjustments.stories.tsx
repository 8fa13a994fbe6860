import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GstReturnAdjustments } from './gst-return-adjustments';

const meta = {
  title: 'Invoicing/GST return adjustments',
  component: GstReturnAdjustments,
  args: {
    businessId: 1,
    box: '13',
    adjustments: [
      { period: '2026-10', start: '2026-09-01', end: '2026-10-31', outputTax: 0, inputTax: 6000, debit: 0, credit: 6000 },
      { period: '2026-08', start: '2026-07-01', end: '2026-08-31', outputTax: 1500, inputTax: 0, debit: 1500, credit: 0 },
    ],
  },
} satisfies Meta<typeof GstReturnAdjustments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Box 13 lists the credits: the late GST claim on Sep–Oct's return, opening that return. */
export const Credits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: /Credit adjustments from filed returns \(1\)/ })).toBeInTheDocument();
    const link = canvas.getByRole('link', { name: '1 Sept 2026 to 31 Oct 2026' });
    await expect(link).toHaveAttribute('href', '/gst-return?business=1&period=2026-10');
    await expect(canvas.getByRole('row', { name: /1 Sept 2026/ })).toHaveTextContent('+$60.00');
  },
};

/** Box 9 lists the debits. */
export const Debits: Story = {
  args: { box: '9' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: /Debit adjustments from filed returns \(1\)/ })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '1 Jul 2026 to 31 Aug 2026' })).toBeInTheDocument();
  },
};

export const None: Story = {
  args: { adjustments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No filed return has changed since it was filed.')).toBeInTheDocument();
  },
};
