import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager } from './pager';

const meta = {
  title: 'Invoicing/Pager',
  component: Pager,
  args: { onPage: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A middle page: both ways open; the next page asks for the server's index of page 3 (2). */
export const MiddlePage: Story = {
  args: { pageIndex: 1, totalPages: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 2 of 5')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};

/** The first page: there is no page before it. */
export const FirstPage: Story = {
  args: { pageIndex: undefined, totalPages: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};
