import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const legal = within(canvas.getByRole('navigation', { name: 'Legal' }));
    await expect(legal.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '#privacy');
    await expect(legal.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '#terms');
    await expect(canvas.getByText(/^© \d{4} Harbourside Homes Limited\. All rights reserved\.$/)).toBeInTheDocument();
  },
};
