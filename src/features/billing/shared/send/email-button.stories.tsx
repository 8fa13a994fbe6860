import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmailButton } from './email-button';
import { SAMPLE_SENDABLE } from './sample-sendable';

const DOCUMENT = SAMPLE_SENDABLE;

const meta = {
  title: 'Billing/Email button',
  component: EmailButton,
  args: { document: DOCUMENT, onSent: fn() },
  parameters: { session: 'user' },
} satisfies Meta<typeof EmailButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Email' }));
  // The dialog is drawn over the page, outside the story's element.
  const dialog = await within(document.body).findByRole('dialog', { name: 'Email credit note RENO-CN-0001' });
  await within(dialog).findByLabelText('Subject');
  return within(dialog);
};

export const FromTheTemplate: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByLabelText('To')).toHaveValue('mere@example.com');
    await expect(dialog.getByLabelText('Subject')).toHaveValue('Credit note RENO-CN-0001 from Kiwi Home Renovations Ltd');
    // {link} is the credit note's own link, made when the dialog opens.
    await expect(dialog.getByLabelText<HTMLTextAreaElement>('Message').value).toMatch(
      /^Kia ora Mere Tūhoe,\n\nPlease find attached credit note RENO-CN-0001 for \$115\.00, against invoice RENO-0038\. You can also view it online: https?:\/\/[^/\s]+\/d\/[A-Za-z0-9_-]{43}\n\nKiwi Home Renovations Ltd$/,
    );
    await expect(dialog.getByText('Attached: RENO-CN-0001.pdf (made when you send)')).toBeInTheDocument();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSent).toHaveBeenCalledWith('RENO-CN-0001 was emailed to mere@example.com.'));
  },
};

export const Bounced: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.clear(dialog.getByLabelText('To'));
    await userEvent.type(dialog.getByLabelText('To'), 'nobody@bounce.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(
      (await dialog.findAllByText('The mail server for nobody@bounce.test refused it: the address does not exist.')).length,
    ).toBeGreaterThan(0);
    await expect(dialog.getByLabelText('To')).toHaveValue('nobody@bounce.test');
  },
};

export const PdfTooLarge: Story = {
  args: { document: { ...DOCUMENT, makePdf: () => Promise.resolve(new Uint8Array(701 * 1024)) } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(
      await dialog.findByText('The PDF is 701 KB; an email can carry at most 700 KB. Shorten the document or send it another way.'),
    ).toBeInTheDocument();
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};
