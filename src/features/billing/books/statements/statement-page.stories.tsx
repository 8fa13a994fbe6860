import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatementPage } from './statement-page';

// Client 1 (Sophie Turner) has seeded invoices of Kiwi Home Renovations (mocks/seed/seed-invoices.ts).
const meta = {
  title: 'Screens/Statement',
  component: StatementPage,
  parameters: { session: 'user', route: '/clients/1/statement', routePattern: '/clients/:id/statement' },
} satisfies Meta<typeof StatementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Activity: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: /^Activity statement for/ })).toBeInTheDocument();
  },
};

export const Outstanding: Story = {
  parameters: { route: '/clients/1/statement?view=outstanding' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: /^Outstanding statement for/ })).toBeInTheDocument();
  },
};

export const ClientNotFound: Story = {
  parameters: { route: '/clients/9999/statement' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Client not found' })).toBeInTheDocument();
  },
};
