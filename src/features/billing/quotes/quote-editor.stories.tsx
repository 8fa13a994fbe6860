import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CreateQuotePage, EditQuotePage } from './quote-editor-pages';

const meta = {
  title: 'Screens/Quote editor',
  component: CreateQuotePage,
  parameters: { session: 'user', route: '/create-quote' },
} satisfies Meta<typeof CreateQuotePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewQuote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New quote' })).toBeInTheDocument();
    await expect(await canvas.findByLabelText('Valid until')).toBeInTheDocument();
  },
};

/** The seeded draft quote (7). */
export const EditDraft: Story = {
  render: () => <EditQuotePage />,
  parameters: { route: '/quotes/7/edit', routePattern: '/quotes/:id/edit' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Edit draft quote' })).toBeInTheDocument();
  },
};
