import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GstReturnFiling } from './gst-return-filing';
import { FILED_RETURN, OPEN_RETURN } from './gst-return-fixture';

const meta = {
  title: 'Invoicing/GST return filing',
  component: GstReturnFiling,
  args: {
    report: OPEN_RETURN,
    today: '2026-11-27',
    mayReopen: false,
    onFile: fn(() => Promise.resolve()),
    onReopen: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof GstReturnFiling>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ended period: a date before the period's end is refused beside the field; today's is sent. */
export const MarkFiled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByLabelText('Filed with IRD on');
    await expect(date).toHaveValue('2026-11-27');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-10-31');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as filed' }));
    await expect(await canvas.findByText(/A return is filed after its period ends/)).toBeInTheDocument();
    await expect(args.onFile).not.toHaveBeenCalled();
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-20');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as filed' }));
    await expect(args.onFile).toHaveBeenCalledWith('2026-11-20');
  },
};

/** A period still running cannot be filed yet. */
export const NotEnded: Story = {
  args: { report: { ...OPEN_RETURN, period: '2026-12', start: '2026-11-01', end: '2026-12-31' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This period ends on 31 Dec 2026/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Mark as filed' })).not.toBeInTheDocument();
  },
};

/** Filed, seen by a user: "Filed on … by …", the history, and no way to reopen. */
export const Filed: Story = {
  args: { report: FILED_RETURN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Filed on 20 Nov 2026 by user.');
    await expect(canvas.getByRole('listitem')).toHaveTextContent(
      'Filed by user, 20 Nov 2026, 3:00 pm: Filed on 20 Nov 2026: GST to pay $90.00.',
    );
    await expect(canvas.queryByRole('button', { name: /Reopen/ })).not.toBeInTheDocument();
  },
};

/** An administrator reopens it: a reason is required, then sent. */
export const ReopenAsAdmin: Story = {
  args: { report: FILED_RETURN, mayReopen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen this return…' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen return' }));
    await expect(await canvas.findByText(/Say why the return is reopened/)).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/Why reopen it\?/), 'A bill was keyed twice');
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen return' }));
    await expect(args.onReopen).toHaveBeenCalledWith('A bill was keyed twice');
  },
};
