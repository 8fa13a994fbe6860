import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiUrl } from '@/testing/api-url';
import SendEmailDialog from './send-email-dialog';
import { SAMPLE_SENDABLE } from './sample-sendable';

const DOCUMENT = SAMPLE_SENDABLE;

const meta = {
  title: 'Billing/Send email dialog',
  component: SendEmailDialog,
  args: { document: DOCUMENT, onSent: fn(), onClose: fn() },
  parameters: { session: 'user' },
} satisfies Meta<typeof SendEmailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog is drawn over the page, outside the story's element.
const dialog = async () => within(await within(document.body).findByRole('dialog', { name: 'Email credit note RENO-CN-0001' }));

export const FromTheBusinessTemplate: Story = {
  play: async () => {
    const body = await dialog();
    await expect(await body.findByLabelText('Subject')).toHaveValue('Credit note RENO-CN-0001 from Kiwi Home Renovations Ltd');
  },
};

export const TemplatesUnavailable: Story = {
  parameters: {
    msw: { handlers: [http.get(apiUrl('/api/businesses/:id/email-templates'), () => HttpResponse.error())] },
  },
  play: async () => {
    const body = await dialog();
    await expect(await body.findByText('The template could not be loaded: write the subject and message yourself.')).toBeInTheDocument();
    await expect(body.getByLabelText('Subject')).toHaveValue('');
    await expect(body.getByLabelText('To')).toHaveValue('mere@example.com');
  },
};

export const CancelCloses: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.click(await body.findByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
