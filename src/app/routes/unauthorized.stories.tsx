import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as Unauthorized } from './unauthorized';

const meta = {
  title: 'Screens/Unauthorized',
  component: Unauthorized,
  parameters: { route: '/unauthorized' },
} satisfies Meta<typeof Unauthorized>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  parameters: { session: 'user' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
  },
};
