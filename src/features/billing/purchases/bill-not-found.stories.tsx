import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BillNotFound } from './bill-not-found';

const meta = {
  title: 'Purchases/Bill not found',
  component: BillNotFound,
} satisfies Meta<typeof BillNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoSuchBill: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Bill not found' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to bills' })).toHaveAttribute('href', '/bills');
  },
};
