import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DocumentLinkPanel } from './document-link-panel';

// Seeded credit note 1 (RENO-CN-0001 of Kiwi Home Renovations Ltd) has no link until one is made.
const meta = {
  title: 'Billing/Link for the client',
  component: DocumentLinkPanel,
  args: { document: { type: 'CREDIT_NOTE', id: 1 }, noun: 'credit note' },
  parameters: { session: 'user' },
} satisfies Meta<typeof DocumentLinkPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No link yet; Make a link shows its address and how long it works; Revoke stops it and says so. */
export const MakeAndRevoke: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Make a link' }));
    const address = await canvas.findByLabelText<HTMLInputElement>('The client’s link');
    await expect(address.value).toMatch(/\/d\/[\w-]{43}$/);
    await expect(canvas.getByText(/without signing in, until \d{1,2} \w{3} \d{4}/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke…' }));
    await expect(canvas.getByText(/Whoever holds it can no longer open the credit note/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke link' }));
    await expect(await canvas.findByRole('button', { name: 'Make a link' })).toBeInTheDocument();
    await expect(canvas.getByText('1 earlier link revoked or expired.')).toBeInTheDocument();
  },
};
