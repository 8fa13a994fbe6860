import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { QuoteViewPage } from './quote-view-page';

// Seeded quotes (mocks/seed/seed-quotes.ts): 3 RENO-Q-0009 sent, 4 RENO-Q-0010 accepted with a variation, 7 a draft.
const meta = {
  title: 'Screens/Quote',
  component: QuoteViewPage,
  parameters: { session: 'user', route: '/quotes/3', routePattern: '/quotes/:id' },
} satisfies Meta<typeof QuoteViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Quote RENO-Q-0009' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Mark accepted' })).toBeInTheDocument();
  },
};

export const Draft: Story = {
  parameters: { route: '/quotes/7' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Send quote' })).toBeInTheDocument();
  },
};

/** The claim form of an accepted quote, a 30 % deposit typed. */
export const ClaimForm: Story = {
  parameters: { route: '/quotes/4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create invoice' }));
    await userEvent.type(await canvas.findByLabelText('Percentage'), '30');
    await expect(canvas.getByText('This invoice comes to $2,253.71.')).toBeInTheDocument();
  },
};

/** A progress claim of chosen lines: each line says what is left of it to claim. */
export const ClaimByLines: Story = {
  parameters: { route: '/quotes/4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create invoice' }));
    await userEvent.selectOptions(await canvas.findByLabelText('Invoice'), 'PROGRESS');
    await userEvent.selectOptions(canvas.getByLabelText('Claim'), 'LINES');
    await userEvent.type(canvas.getByLabelText(/quoted 12\.5, 12\.5 left/), '5');
    // 5 m² × $85 = $425 + 15 % GST.
    await expect(canvas.getByText('This invoice comes to $488.75.')).toBeInTheDocument();
  },
};

/** The variation form of an accepted quote: work agreed later, priced as a line. */
export const VariationForm: Story = {
  parameters: { route: '/quotes/4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add variation' }));
    await expect(await canvas.findByLabelText('Work')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Unit price')).toBeInTheDocument();
  },
};
