import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TestimonialsSection } from './testimonials-section';
import './landing.css';

const meta = {
  title: 'Landing/Testimonials',
  component: TestimonialsSection,
  decorators: [
    (Story) => (
      <div className="landing">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TestimonialsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'What our clients say' })).toBeInTheDocument();
    const carousel = within(canvas.getByRole('region', { name: 'Testimonials' }));
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toHaveTextContent('Aroha T.');
    await expect(carousel.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  },
};

/** The user paused the quotes and went back one: the quote is announced politely. */
export const ChangedByTheUser: Story = {
  play: async ({ canvasElement }) => {
    const carousel = within(within(canvasElement).getByRole('region', { name: 'Testimonials' }));
    await userEvent.click(carousel.getByRole('button', { name: 'Pause' }));
    await userEvent.click(carousel.getByRole('button', { name: 'Previous slide' }));
    await expect(carousel.getByRole('group', { name: '4 of 4' })).toHaveTextContent('Sione F.');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(/^Slide 4 of 4: /);
  },
};
