import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WhyChooseUs } from './why-choose-us';
import './landing.css';

const meta = {
  title: 'Landing/Why choose us',
  component: WhyChooseUs,
  decorators: [
    (Story) => (
      <div className="landing">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WhyChooseUs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Why choose us' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'One team for both',
      'Local and licensed',
      'Straight answers',
      'Numbers we stand by',
    ]);
  },
};
