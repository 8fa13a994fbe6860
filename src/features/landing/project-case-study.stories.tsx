import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { projects } from './content';
import { ProjectCaseStudy } from './project-case-study';
import './landing.css';

const meta = {
  title: 'Landing/Project case study',
  component: ProjectCaseStudy,
  args: { headingId: 'project-story-heading', project: projects.items[0]! },
  decorators: [
    (Story) => (
      <div className="landing">
        <div className="landing__container">
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof ProjectCaseStudy>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Kitchen: Story = {};

export const Bathroom: Story = { args: { project: projects.items[1]! } };

export const Exterior: Story = { args: { project: projects.items[2]! } };

/** The photo carousel stepped to its last photo by the user. */
export const ShowingAfter: Story = {
  play: async ({ canvasElement }) => {
    const carousel = within(within(canvasElement).getByRole('region', { name: 'Villa kitchen renewal: photos' }));
    await userEvent.click(carousel.getByRole('button', { name: 'Previous slide' }));
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toHaveTextContent('After');
  },
};
