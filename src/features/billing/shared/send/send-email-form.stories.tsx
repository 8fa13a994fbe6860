import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SendEmailForm } from './send-email-form';
import { SAMPLE_SENDABLE } from './sample-sendable';

const DOCUMENT = SAMPLE_SENDABLE;

const meta = {
  title: 'Billing/Send email form',
  component: SendEmailForm,
  args: {
    document: DOCUMENT,
    template: { subject: 'Credit note {number} from {business}', message: 'Kia ora {client}, credit of {total}.' },
    onSent: fn(),
    onCancel: fn(),
  },
  parameters: { session: 'user' },
} satisfies Meta<typeof SendEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilledFromTheTemplate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Subject')).toHaveValue('Credit note RENO-CN-0001 from Kiwi Home Renovations Ltd');
    await expect(canvas.getByLabelText('Message')).toHaveValue('Kia ora Mere Tūhoe, credit of $115.00.');
  },
};

export const AWrongAddressAmongSeveral: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const to = canvas.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, 'mere@example.com, not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(/not-an-address/)).toBeInTheDocument();
    await expect(to).toHaveValue('mere@example.com, not-an-address');
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

export const SentToSeveral: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('To'), ', accounts@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(args.onSent).toHaveBeenCalledWith(
        expect.objectContaining({
          documentNumber: 'RENO-CN-0001',
          to: ['mere@example.com', 'accounts@example.com'],
          subject: 'Credit note RENO-CN-0001 from Kiwi Home Renovations Ltd',
        }),
      ),
    );
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
