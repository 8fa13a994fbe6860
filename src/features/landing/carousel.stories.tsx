import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Carousel } from './carousel';
import './landing.css';

const COLOURS = ['#0b4f6c', '#b45309', '#1b6e3a', '#4a5866'];

function ColourCarousel({ intervalMs }: { intervalMs: number }) {
  return (
    <div className="landing" style={{ maxWidth: '32rem', padding: '1rem' }}>
      <Carousel
        label="Colours"
        items={COLOURS}
        intervalMs={intervalMs}
        describe={(colour) => colour}
        renderSlide={(colour) => <div style={{ height: '12rem', background: colour, color: '#fff', padding: '1rem' }}>{colour}</div>}
      />
    </div>
  );
}

const meta = {
  title: 'Landing/Carousel',
  component: ColourCarousel,
  args: { intervalMs: 5000 },
} satisfies Meta<typeof ColourCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rotates every 5 s; pauses under the pointer or with focus inside. */
export const Rotating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Colours' });
    await expect(within(carousel).getByRole('group', { name: '1 of 4' })).toHaveTextContent('#0b4f6c');
    await expect(within(carousel).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  },
};

export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('group', { name: '2 of 4' })).toHaveTextContent('#b45309');
    await expect(canvas.getByText('Slide 2 of 4: #b45309')).toBeInTheDocument();
  },
};
