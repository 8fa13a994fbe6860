import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardSection } from './card-section';

const meta = {
  title: 'Invoicing/Card section',
  component: CardSection,
  args: { heading: 'History', children: <p>Issued by ann.</p> },
} satisfies Meta<typeof CardSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The section is named by its heading, so a screen reader lists it as "History". */
export const Named: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'History' });
    await expect(within(section).getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    await expect(within(section).getByText('Issued by ann.')).toBeInTheDocument();
  },
};

/** Extra classes go beside the card's own. */
export const WithClasses: Story = {
  args: { heading: 'Credit notes', className: 'no-print' },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Credit notes' });
    await expect(section).toHaveClass('ui-card', 'no-print');
  },
};
