import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SiteHeader } from './site-header';
import './landing.css';

const meta = {
  title: 'Landing/Header',
  component: SiteHeader,
  decorators: [
    (Story) => (
      <div className="landing">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(within(canvasElement).getByRole('navigation', { name: 'Sections' })).getAllByRole('link', { hidden: true });
    await expect(links.map((link) => link.textContent)).toEqual([
      'Property management',
      'Home renovations',
      'Projects',
      'Contact',
      'Free invoice generator',
    ]);
  },
};

/** On a narrow screen the links fold behind the Menu button. */
export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  },
};
