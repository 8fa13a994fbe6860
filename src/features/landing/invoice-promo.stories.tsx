import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Default: Story = {};
