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

/** The project named by its heading, where it was and what came of it, its photos from the first ("Before"). */
const showsProject =
  (title: string, location: string, result: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: title });
    await expect(within(article).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    await expect(article).toHaveTextContent(location);
    await expect(article).toHaveTextContent(result);
    const carousel = within(canvas.getByRole('region', { name: `${title}: photos` }));
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toHaveTextContent('Before');
  };

export const Kitchen: Story = {
  play: showsProject('Villa kitchen renewal', 'Grey Lynn', 'Finished in six weeks, on the fixed quote. The home re-let within a week at a higher rent.'),
};

export const Bathroom: Story = {
  args: { project: projects.items[1]! },
  play: showsProject('Bathroom and shower refit', 'Mount Eden', 'Signed off by council first time; no more mould in the winter.'),
};

export const Exterior: Story = {
  args: { project: projects.items[2]! },
  play: showsProject('Exterior repaint and new deck', 'Devonport', 'The owners moved back in to a home that looks new from the street.'),
};

/** The photo carousel stepped to its last photo by the user. */
export const ShowingAfter: Story = {
  play: async ({ canvasElement }) => {
    const carousel = within(within(canvasElement).getByRole('region', { name: 'Villa kitchen renewal: photos' }));
    await userEvent.click(carousel.getByRole('button', { name: 'Previous slide' }));
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toHaveTextContent('After');
  },
};
