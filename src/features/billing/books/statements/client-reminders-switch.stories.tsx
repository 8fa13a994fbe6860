import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ClientRemindersSwitch } from './client-reminders-switch';

const meta = {
  title: 'Books/Client reminders switch',
  component: ClientRemindersSwitch,
  parameters: { session: 'user', layout: 'padded' },
  args: { clientId: 1 },
} satisfies Meta<typeof ClientRemindersSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded client is reminded; switched off through the mock backend. */
export const SwitchedOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByLabelText('Send payment reminders to this client');
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(await canvas.findByText('Reminders are off for every invoice of this client.')).toBeInTheDocument();
    await expect(box).not.toBeChecked();
  },
};
