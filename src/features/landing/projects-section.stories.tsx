import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProjectsSection } from './projects-section';
import './landing.css';

const meta = {
  title: 'Landing/Projects',
  component: ProjectsSection,
  decorators: [
    (Story) => (
      <div className="landing">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProjectsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recent projects' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Villa kitchen renewal',
      'Bathroom and shower refit',
      'Exterior repaint and new deck',
    ]);
  },
};
