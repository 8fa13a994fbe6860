import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PROFIT_AND_LOSS } from '@/testing/report-fixtures';
import { ReportDocuments } from './report-documents';

const meta = {
  title: 'Reports/Report documents',
  component: ReportDocuments,
  args: { caption: 'Sales: the documents behind it', documents: PROFIT_AND_LOSS.income[0]!.documents, party: 'Client' },
} satisfies Meta<typeof ReportDocuments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each document opens itself; a credit note counts negative, and they add up to the account. */
export const InvoiceAndCreditNote: Story = {
  play: async ({ canvasElement }) => {
    const documents = within(canvasElement).getByRole('region', { name: 'Sales: the documents behind it' });
    await expect(within(documents).getByRole('link', { name: 'Invoice RENO-0001' })).toHaveAttribute('href', '/invoices/1');
    await expect(within(documents).getByRole('link', { name: 'Credit note CN-0001' })).toHaveAttribute('href', '/credit-notes/2');
    await expect(within(documents).getByText(/^These add up to/)).toHaveTextContent('These add up to $3,000.00.');
  },
};
