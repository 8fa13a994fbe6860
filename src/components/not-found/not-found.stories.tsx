import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './not-found';

const meta = {
  title: 'Components/Not found',
  component: NotFound,
  args: {
    title: 'Invoice not found',
    message: 'There is no invoice at this address. It may have been a draft that was deleted.',
    link: { to: '/invoice-history', label: 'Go to the invoice history' },
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to the invoice history' })).toHaveAttribute('href', '/invoice-history');
  },
};
