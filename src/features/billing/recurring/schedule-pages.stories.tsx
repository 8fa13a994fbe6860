import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NewSchedulePage, SchedulePage } from './schedule-pages';

const meta = {
  title: 'Screens/Schedule editor',
  component: NewSchedulePage,
  parameters: { session: 'user', route: '/schedules/new', routePattern: '/schedules/new' },
} satisfies Meta<typeof NewSchedulePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new monthly schedule: its start date, the next six dates and the first invoice's preview beside the form. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dates = await canvas.findByRole('list', { name: 'Next invoice dates' });
    await expect(within(dates).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByLabelText('Start date')).toBeInTheDocument();
    await expect(canvas.getByRole('article', { name: 'Preview of the first invoice' })).toBeInTheDocument();
  },
};

/** A seeded schedule (1, Harbourview's, so as admin): its state and actions above the editor. */
export const Existing: Story = {
  render: () => <SchedulePage />,
  parameters: { session: 'admin', route: '/schedules/1', routePattern: '/schedules/:id' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Recurring schedule: / })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  },
};
