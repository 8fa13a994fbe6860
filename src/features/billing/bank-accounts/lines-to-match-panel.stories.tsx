import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { apiUrl } from '@/testing/api-url';
import { LinesToMatchPanel } from './lines-to-match-panel';

const meta = {
  title: 'Dashboard/Bank lines to match',
  component: LinesToMatchPanel,
  parameters: { session: 'user', layout: 'padded' },
} satisfies Meta<typeof LinesToMatchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed: the cheque account has four lines to match; the rent account none, so it is not listed. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Business cheque account (Kiwi Home Renovations Ltd)' });
    await expect(link).toHaveAttribute('href', '/bank-accounts/1?status=TO_MATCH');
    await expect(canvas.getByText(/4 lines to match/)).toBeInTheDocument();
    await expect(canvas.queryByText(/Rent account/)).not.toBeInTheDocument();
  },
};

/** One business chosen on the dashboard whose accounts are all matched. */
export const AllMatched: Story = {
  args: { businessId: 3 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Every imported statement line is matched/)).toBeInTheDocument();
  },
};

/** No accounts at all. */
export const NoAccounts: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/bank-accounts'), () => HttpResponse.json([]))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Add one to import its statements' })).toBeInTheDocument();
  },
};
