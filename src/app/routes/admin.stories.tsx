import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as AdminOverview } from './admin';

const meta = {
  title: 'Screens/Administration',
  component: AdminOverview,
  parameters: { session: 'admin', route: '/admin' },
} satisfies Meta<typeof AdminOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('3 businesses')).toBeInTheDocument();
  },
};
