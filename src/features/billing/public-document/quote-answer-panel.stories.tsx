import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PublicDocumentError } from '@/api/public-document';
import { QuoteAnswerPanel } from './quote-answer-panel';
import { SAMPLE_ACCEPTED_QUOTE, SAMPLE_QUOTE as quote } from './sample-public-document';

const meta = {
  title: 'Billing/Public document/Quote answer',
  component: QuoteAnswerPanel,
  args: {
    quote,
    businessName: 'Kiwi Home Renovations Ltd',
    accept: fn(() => Promise.resolve(SAMPLE_ACCEPTED_QUOTE)),
    decline: fn(() => Promise.resolve(SAMPLE_ACCEPTED_QUOTE)),
    onAnswered: fn(),
    onStale: fn(),
  },
} satisfies Meta<typeof QuoteAnswerPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Accept needs a name; a double click sends once. */
export const Accepting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept quote' }));
    await expect(await canvas.findByText('Type your full name to accept.')).toBeInTheDocument();
    await expect(args.accept).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Your full name'), 'Mere Tane');
    // The answer is held until both presses are in, as on a slow connection.
    let answer: (doc: typeof SAMPLE_ACCEPTED_QUOTE) => void = () => undefined;
    args.accept.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Accept quote' }));
    await expect(args.accept).toHaveBeenCalledTimes(1);
    await expect(args.accept).toHaveBeenCalledWith({ name: 'Mere Tane' });
    answer(SAMPLE_ACCEPTED_QUOTE);
    await waitFor(() => expect(args.onAnswered).toHaveBeenCalledWith(SAMPLE_ACCEPTED_QUOTE));
  },
};

/** Declining asks for a name and a reason. */
export const Declining: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline this quote…' }));
    const form = within(canvas.getByRole('form', { name: 'Decline this quote' }));
    await userEvent.click(form.getByRole('button', { name: 'Decline quote' }));
    await expect(await form.findByText('Say why you are declining, so the business knows.')).toBeInTheDocument();
    await userEvent.type(form.getByLabelText('Your full name'), 'Mere Tane');
    await userEvent.type(form.getByLabelText('Why are you declining?'), 'Went with another builder.');
    await userEvent.click(form.getByRole('button', { name: 'Decline quote' }));
    await waitFor(() => expect(args.decline).toHaveBeenCalledWith({ name: 'Mere Tane', reason: 'Went with another builder.' }));
  },
};

/** Answered elsewhere meanwhile: the server's words, the name kept, and the page told to read the quote again. */
export const AlreadyAnswered: Story = {
  args: {
    accept: fn(() =>
      Promise.reject(
        new PublicDocumentError(
          409,
          'urn:invoicing:quote-answered',
          'Quote RENO-Q-0012 was already accepted on 21 Nov 2026, 3:15 pm. Nothing more was recorded.',
        ),
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Your full name'), 'Mere Tane');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept quote' }));
    await expect(await canvas.findByText(/was already accepted on 21 Nov 2026/)).toBeInTheDocument();
    await expect(canvas.getByLabelText('Your full name')).toHaveValue('Mere Tane');
    await expect(args.onStale).toHaveBeenCalledTimes(1);
  },
};

export const Accepted: Story = {
  args: { quote: SAMPLE_ACCEPTED_QUOTE.quote ?? quote, answer: SAMPLE_ACCEPTED_QUOTE.answer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Accepted online by Mere Tane on 21 Nov 2026, 3:15\s?pm\./);
    await expect(canvas.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
  },
};

export const Expired: Story = {
  args: { quote: { ...quote, expired: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'This quote expired on 20 Dec 2026, so it can no longer be accepted. Ask Kiwi Home Renovations Ltd for a new one.',
    );
    await expect(canvas.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Decline this quote…' })).toBeInTheDocument();
  },
};
