import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from './site-footer';
import './landing.css';

const meta = {
  title: 'Landing/Footer',
  component: SiteFooter,
  decorators: [
    (Story) => (
      <div className="landing">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
