import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Default: Story = {};
