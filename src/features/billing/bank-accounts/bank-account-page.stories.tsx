import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BankAccountPage } from './bank-account-page';

const meta = {
  title: 'Screens/Bank account',
  component: BankAccountPage,
  parameters: { session: 'user', route: '/bank-accounts/1', routePattern: '/bank-accounts/:id' },
} satisfies Meta<typeof BankAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded cheque account: its number, how many lines wait, the import, matching and the lines. */
export const Account: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Business cheque account' })).toBeInTheDocument();
    await expect(canvas.getByText('Kiwi Home Renovations Ltd · 12-3140-0123452-000 · 4 to match')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Statement file (CSV or OFX)')).toBeInTheDocument();
    const lines = await canvas.findByRole('table', { name: 'Statement lines' });
    await expect(await within(lines).findByText('T NGATA')).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Match' })).toBeInTheDocument();
  },
};

/** An address that names no account. */
export const NotFound: Story = {
  parameters: { route: '/bank-accounts/99' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Bank account not found' })).toBeInTheDocument();
  },
};
