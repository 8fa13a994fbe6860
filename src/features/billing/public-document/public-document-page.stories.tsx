import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublicDocumentError } from '@/api/public-document';
import type { PublicDocument } from '@/api/types';
import { PublicDocumentPage, type DocumentView } from './public-document-page';
import { SAMPLE_ACCEPTED_QUOTE, SAMPLE_PUBLIC_QUOTE } from './sample-public-document';

const TOKEN = 'k2F0Qm9yZ2x5LXN0b3J5LXRva2VuLW5vdC1yZWFsLTEy';

const viewOf = (doc: PublicDocument): DocumentView => ({
  title: `Quote ${doc.quote?.number ?? ''}`,
  body: <p>The quote as its PDF shows it.</p>,
  download: () => Promise.resolve(),
});

const api = (open: () => Promise<PublicDocument>) => ({
  open: fn(open),
  accept: fn(() => Promise.resolve(SAMPLE_ACCEPTED_QUOTE)),
  decline: fn(() => Promise.resolve(SAMPLE_ACCEPTED_QUOTE)),
});

const meta = {
  title: 'Billing/Public document/Page',
  component: PublicDocumentPage,
  args: { token: TOKEN, viewOf, api: api(() => Promise.resolve(SAMPLE_PUBLIC_QUOTE)) },
} satisfies Meta<typeof PublicDocumentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sent quote: the business, the document, its PDF, and accepting it shows the answer at once. */
export const SentQuote: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Quote RENO-Q-0012' })).toBeInTheDocument();
    await expect(canvas.getByText('Kiwi Home Renovations Ltd')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Your full name'), 'Mere Tane');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept quote' }));
    await expect(await canvas.findByText(/^Accepted online by Mere Tane on/)).toBeInTheDocument();
    await expect(args.api.accept).toHaveBeenCalledWith(TOKEN, { name: 'Mere Tane' });
  },
};

const refused = (type: string, detail: string) => api(() => Promise.reject(new PublicDocumentError(410, type, detail)));

export const Revoked: Story = {
  args: { api: refused('urn:invoicing:link-revoked', 'This link was switched off by the business that sent it. Ask them for a new one.') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This link was switched off' })).toBeInTheDocument();
    await expect(canvas.getByText('This link was switched off by the business that sent it. Ask them for a new one.')).toBeInTheDocument();
  },
};

export const Expired: Story = {
  args: { api: refused('urn:invoicing:link-expired', 'This link expired on 18 Feb 2027, 2:00 pm: links last 90 days.') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'This link has expired' })).toBeInTheDocument();
  },
};

export const Replaced: Story = {
  args: { api: refused('urn:invoicing:document-replaced', 'Quote RENO-Q-0012 was replaced by RENO-Q-0012 rev 2.') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'This quote was replaced' })).toBeInTheDocument();
  },
};

/** The server could not be reached: said so, with a way to try again. */
export const Offline: Story = {
  args: {
    api: api(() =>
      Promise.reject(new PublicDocumentError(0, 'network', 'The page could not reach the server. Check your connection and try again.')),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The document could not be opened' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.api.open).toHaveBeenCalledTimes(2);
  },
};
