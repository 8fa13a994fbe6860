import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PeriodLockedNotice } from './period-locked-notice';

const meta = {
  title: 'Invoicing/Period locked notice',
  component: PeriodLockedNotice,
  args: {
    locked: {
      businessId: 1,
      period: '2026-10',
      start: '2026-09-01',
      end: '2026-10-31',
      filedOn: '2026-11-20',
      filedBy: 'user',
      field: 'paidOn',
      today: '2026-11-27',
    },
    onRedate: fn(),
  },
} satisfies Meta<typeof PeriodLockedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names the filed return and who filed it; the button dates the correction today. */
export const Locked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Locked GST period' })).toHaveTextContent(
      'The GST return for 1 Sept 2026 to 31 Oct 2026 was filed on 20 Nov 2026 by user.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Date it today (27 Nov 2026)' }));
    await expect(args.onRedate).toHaveBeenCalledWith('2026-11-27');
  },
};
