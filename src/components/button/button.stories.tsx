import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save Changes', onClick: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every look is a plain button under its label: pressing it acts, and it never submits a form by itself. */
const pressesAs =
  (name: string): Story['play'] =>
  async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  };

export const Primary: Story = { play: pressesAs('Save Changes') };

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' }, play: pressesAs('Cancel') };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete' }, play: pressesAs('Delete') };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Show more' }, play: pressesAs('Show more') };

export const Small: Story = { args: { size: 'small', variant: 'secondary', children: 'Edit' }, play: pressesAs('Edit') };

export const Focus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Save Changes' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Loading: the click is ignored, so a form cannot be sent twice. */
export const Busy: Story = {
  args: { busy: true, busyLabel: 'Saving…' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
