import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SchedulesListPage } from './schedules-list-page';

const meta = {
  title: 'Screens/Recurring schedules',
  component: SchedulesListPage,
  parameters: { session: 'user', route: '/schedules', routePattern: '/schedules' },
} satisfies Meta<typeof SchedulesListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Hannah Kim' })).toBeInTheDocument();
    await expect(canvas.getByText('Every week')).toBeInTheDocument();
  },
};

export const Paused: Story = {
  parameters: { route: '/schedules?status=PAUSED' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Priya Patel' })).toBeInTheDocument();
  },
};

/** One business's schedules (?businessId=), its clients offered in the client filter. */
export const OneBusiness: Story = {
  parameters: { route: '/schedules?businessId=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Hannah Kim' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Priya Patel' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Client' })).toBeEnabled();
  },
};
