import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Default: Story = {};
