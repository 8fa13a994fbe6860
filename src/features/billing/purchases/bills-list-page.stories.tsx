import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BillsListPage } from './bills-list-page';

const meta = {
  title: 'Screens/Bills',
  component: BillsListPage,
  parameters: { session: 'user', route: '/bills', routePattern: '/bills' },
} satisfies Meta<typeof BillsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Seeded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('rowheader', { name: 'Sparks Electrical Ltd' })).toBeInTheDocument();
  },
};

export const Drafts: Story = {
  parameters: { route: '/bills?status=DRAFT' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Draft', { selector: '.invoice-status' })).toBeInTheDocument();
  },
};
