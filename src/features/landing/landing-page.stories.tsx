import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingPage } from './landing-page';

const meta = {
  title: 'Landing/Whole page',
  component: LandingPage,
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Your rental looked after. Your home made better.');
    await expect(canvas.getByRole('link', { name: 'Open the invoice generator' })).toHaveAttribute('href', '/dashboard');
  },
};

/** Signed in, the same page: the invoice generator link goes straight to the dashboard. */
export const SignedIn: Story = {
  parameters: { session: 'user' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Your rental looked after. Your home made better.');
    await expect(canvas.getByRole('link', { name: 'Open the invoice generator' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.queryByText('Login screen (the story redirected here)')).not.toBeInTheDocument();
  },
};
