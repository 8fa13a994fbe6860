import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { Page } from './page';

const meta = {
  title: 'Components/Page',
  component: Page,
  args: {
    title: 'User Management',
    description: 'Create, edit and remove the people who can sign in.',
    actions: <Button variant="secondary">Export CSV</Button>,
    children: <p>The screen’s content.</p>,
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    await expect(document.title).toBe('User Management – Invoicing');
  },
};

export const Narrow: Story = {
  args: { title: 'My Profile', width: 'narrow', description: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    await expect(canvas.getByText('The screen’s content.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(document.title).toBe('My Profile – Invoicing');
  },
};
