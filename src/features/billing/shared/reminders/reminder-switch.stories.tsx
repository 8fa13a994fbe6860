import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReminderSwitch } from './reminder-switch';

const meta = {
  title: 'Billing/Reminder switch',
  component: ReminderSwitch,
  parameters: { layout: 'padded' },
  args: {
    label: 'Send payment reminders to this client',
    checked: true,
    onSwitch: fn(() => Promise.resolve()),
    said: (enabled: boolean) => (enabled ? 'Reminders are on.' : 'Reminders are off for every invoice of this client.'),
  },
} satisfies Meta<typeof ReminderSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Switched off: saved at once and said so. */
export const SwitchedOff: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Send payment reminders to this client'));
    await expect(args.onSwitch).toHaveBeenCalledWith(false);
    await expect(await canvas.findByText('Reminders are off for every invoice of this client.')).toBeInTheDocument();
  },
};

/** Not saved: said so, and the box is as it was. */
export const Refused: Story = {
  args: {
    onSwitch: fn(() => Promise.reject(new Error('offline'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Send payment reminders to this client'));
    await expect(await canvas.findByText('The setting could not be saved. Please try again.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Send payment reminders to this client')).toBeChecked();
  },
};
