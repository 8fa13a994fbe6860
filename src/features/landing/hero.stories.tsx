import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Hero } from './hero';
import './landing.css';

const meta = {
  title: 'Landing/Hero',
  component: Hero,
  decorators: [
    (Story) => (
      <div className="landing">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rotating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your rental looked after. Your home made better.' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Get a free appraisal' })).toHaveAttribute('href', '#contact');
    const carousel = within(canvas.getByRole('region', { name: 'Homes we manage and renovate' }));
    await expect(carousel.getByRole('group', { name: '1 of 5' })).toBeInTheDocument();
    await expect(carousel.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  },
};

/** Paused by the user, who then moved on one image: the change is announced. */
export const PausedAndMoved: Story = {
  play: async ({ canvasElement }) => {
    const carousel = within(within(canvasElement).getByRole('region', { name: 'Homes we manage and renovate' }));
    await userEvent.click(carousel.getByRole('button', { name: 'Pause' }));
    await userEvent.click(carousel.getByRole('button', { name: 'Next slide' }));
    await expect(carousel.getByRole('group', { name: '2 of 5' })).toBeInTheDocument();
    await expect(carousel.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  },
};
