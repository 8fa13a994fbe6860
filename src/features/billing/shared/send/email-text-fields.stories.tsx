import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailTextFields } from './email-text-fields';

const meta = {
  title: 'Billing/Email subject and message',
  component: EmailTextFields,
  args: {
    values: { subject: 'Invoice RENO-0042', message: 'Kia ora Aroha,\n\nPlease find attached invoice RENO-0042.' },
    errors: {},
    onChange: fn(),
    rows: 8,
  },
} satisfies Meta<typeof EmailTextFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both are required, and each keystroke reports its field. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const subject = canvas.getByRole('textbox', { name: /Subject/ });
    await expect(subject).toHaveValue('Invoice RENO-0042');
    await expect(subject).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveAttribute('rows', '8');
    await userEvent.type(subject, '!');
    await expect(args.onChange).toHaveBeenLastCalledWith('subject', 'Invoice RENO-0042!');
  },
};

/** What is wrong shows under its field. */
export const WithErrors: Story = {
  args: { values: { subject: '', message: 'Hi {nmae}' }, errors: { subject: 'Enter a subject.', message: 'Unknown placeholder {nmae}.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toHaveAccessibleDescription(/Enter a subject\./);
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription(/Unknown placeholder \{nmae\}\./);
  },
};
