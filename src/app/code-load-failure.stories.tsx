import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CodeLoadFailure } from './code-load-failure';
import { shouldReloadFor } from './code-reload';

const ROUTE = '/bank-accounts/1';

const meta = {
  title: 'App/Code that failed to load',
  component: CodeLoadFailure,
  parameters: { route: ROUTE },
  args: { back: { to: '/dashboard', label: 'Go to the dashboard' } },
} satisfies Meta<typeof CodeLoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page already reloaded for this address a moment ago (another page load), and that did not help. */
export const AfterTheReloadDidNotHelp: Story = {
  beforeEach: () => {
    shouldReloadFor(ROUTE, { now: Date.now(), page: -1 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  },
};
