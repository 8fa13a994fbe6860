import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { viewportGlobals } from '@/testing/story-viewports';
import { QuoteListPage } from './quote-list-page';

// Seeded quotes (mocks/seed/seed-quotes.ts): RENO-Q-0009 sent, RENO-Q-0010 accepted, a draft, PM-Q-0031.
const meta = {
  title: 'Screens/Quotes',
  component: QuoteListPage,
  parameters: { session: 'user', route: '/quotes' },
} satisfies Meta<typeof QuoteListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByRole('link', { name: 'RENO-Q-0009' })).closest('tr')!;
    await expect(row).toHaveTextContent('Sent');
    await expect(canvas.getByRole('link', { name: 'New quote' })).toBeInTheDocument();
  },
};

/** Filtered by status in the address. */
export const Accepted: Story = {
  parameters: { route: '/quotes?status=ACCEPTED' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'RENO-Q-0010' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'RENO-Q-0009' })).not.toBeInTheDocument();
  },
};

/** On a phone: a card per quote. */
export const OnAPhone: Story = {
  globals: viewportGlobals('phone'),
  play: async ({ canvasElement }) => {
    const card = (await within(canvasElement).findByRole('link', { name: 'RENO-Q-0009' })).closest('li')!;
    await expect(card).toHaveTextContent('Sent');
  },
};
