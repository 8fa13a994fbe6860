import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'Invoicing/Status badge',
  component: StatusBadge,
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label a reader sees, and no "Overdue" beside it. */
const showsOnly =
  (label: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(new RegExp(`^${label}$`));
  };

export const Draft: Story = { args: { status: 'DRAFT' }, play: showsOnly('Draft') };
export const Issued: Story = { args: { status: 'ISSUED' }, play: showsOnly('Issued') };
export const PartlyPaid: Story = { args: { status: 'PARTIALLY_PAID' }, play: showsOnly('Partly paid') };
export const Paid: Story = { args: { status: 'PAID' }, play: showsOnly('Paid') };
export const Void: Story = { args: { status: 'VOID' }, play: showsOnly('Void') };

export const IssuedAndOverdue: Story = {
  args: { status: 'ISSUED', overdue: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Issued')).toBeInTheDocument();
    await expect(canvas.getByText('Overdue')).toBeInTheDocument();
  },
};
