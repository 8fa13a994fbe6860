import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CreditNoteViewPage } from './credit-note-view-page';

// Seeded credit notes (mocks/seed/seed-credit-notes.ts): 1 is RENO-CN-0001, on RENO-0038.
const meta = {
  title: 'Screens/Credit note',
  component: CreditNoteViewPage,
  parameters: { session: 'user', route: '/credit-notes/1', routePattern: '/credit-notes/:id' },
} satisfies Meta<typeof CreditNoteViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Issued: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Credit Note RENO-CN-0001' })).toBeInTheDocument();
    await expect(canvas.getAllByText(/RENO-0038/).length).toBeGreaterThan(0);
  },
};

export const NotFound: Story = {
  parameters: { route: '/credit-notes/999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Credit note not found' })).toBeInTheDocument();
  },
};
