import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvoicePromo } from './invoice-promo';
import './landing.css';

const meta = {
  title: 'Landing/Invoice generator promo',
  component: InvoicePromo,
  decorators: [
    (Story) => (
      <div className="landing">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InvoicePromo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Free invoice generator' })).toBeInTheDocument();
    await expect(canvas.getByText(/create GST-ready invoices for your own clients/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Open the invoice generator' })).toHaveAttribute('href', '/dashboard');
  },
};
