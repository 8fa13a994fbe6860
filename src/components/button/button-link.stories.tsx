import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ButtonLink } from './button-link';

const meta = {
  title: 'Components/Button link',
  component: ButtonLink,
  args: { to: '/create-invoice', children: 'New invoice' },
  parameters: { layout: 'centered', routePattern: '/' },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link, so it opens in a new tab and navigates without a button's semantics. */
export const Primary: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'New invoice' }));
    await expect(within(canvasElement).getByText('Navigated to /create-invoice')).toBeInTheDocument();
  },
};

/** Another look, still a link to its address. */
const linksAs =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name })).toHaveAttribute('href', '/create-invoice');
  };

export const Secondary: Story = { args: { variant: 'secondary', children: 'Edit draft' }, play: linksAs('Edit draft') };

export const Small: Story = { args: { size: 'small', variant: 'secondary', children: 'Open' }, play: linksAs('Open') };
