import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotOnThisServer } from './not-on-this-server';

const meta = {
  title: 'Server capabilities/Not on this server',
  component: NotOnThisServer,
  parameters: { session: 'user', route: '/quotes', capabilities: 'invoices' },
  args: { offering: 'quotes' },
} satisfies Meta<typeof NotOnThisServer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartNotOffered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Quotes are not on this server yet' })).toBeInTheDocument();
    await expect(canvas.getByText(/does not offer this yet/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  },
};

/** Listed by the service, but it needs a part the service does not list. */
export const NeedsAnotherPart: Story = {
  parameters: { capabilities: 'quotes,purchases' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Quotes are not on this server yet' })).toBeInTheDocument();
    await expect(canvas.getByText('The server lists quotes, but this app cannot use them yet: it needs invoices.')).toBeInTheDocument();
  },
};

/** A feature of two parts: the part missing is named. */
export const FeatureMissingAPart: Story = {
  parameters: { capabilities: 'invoices,statements' },
  args: { offering: 'statement-emails' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Sending by email is not on this server yet' })).toBeInTheDocument();
  },
};
