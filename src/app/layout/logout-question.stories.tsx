import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import LogoutQuestion from './logout-question';

const meta = {
  title: 'App/Logout question',
  component: LogoutQuestion,
  args: { username: 'user', work: { kept: ['your profile', 'a new invoice'], notKept: [] }, onAnswer: fn() },
} satisfies Meta<typeof LogoutQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logout with unsaved work kept in this browser: keep it, discard it, or cancel. */
export const Kept: Story = {
  play: async () => {
    const question = await screen.findByRole('alertdialog', { name: 'You have unsaved work' });
    await expect(question).toHaveTextContent('Not saved yet: your profile and a new invoice.');
  },
};

/** Some of it could not be kept: the browser's storage is full. */
export const PartlyNotKept: Story = {
  args: { work: { kept: ['a new invoice'], notKept: ['your profile'] } },
  play: async () => {
    const question = await screen.findByRole('alertdialog', { name: 'You have unsaved work' });
    await expect(question).toHaveTextContent('Not saved yet: a new invoice.');
    await expect(question).toHaveTextContent('This browser could not keep your changes to your profile: logging out loses them.');
  },
};

/** Nothing could be kept. */
export const NothingKept: Story = {
  args: { work: { kept: [], notKept: ['your profile'] } },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Log out anyway' })).toBeInTheDocument();
  },
};
