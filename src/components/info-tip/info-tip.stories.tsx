import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InfoTip } from './info-tip';

const meta = {
  title: 'Components/Info tip',
  component: InfoTip,
  args: { label: 'More about Invoice tag', children: 'The prefix of invoice references, e.g. KHR.' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof InfoTip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest the tip is hidden, yet it is the button's description; a press (touch) shows it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'More about Invoice tag' });
    await expect(button).toHaveAccessibleDescription('The prefix of invoice references, e.g. KHR.');
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(canvas.getByRole('tooltip')).toBeVisible();
  },
};

export const Focus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('The prefix of invoice references');
  },
};
