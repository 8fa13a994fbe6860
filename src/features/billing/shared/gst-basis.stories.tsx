import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IncludesGstCheckbox } from './gst-basis';

const meta = {
  title: 'Invoicing/Includes GST switch',
  component: IncludesGstCheckbox,
  args: { label: 'Amount includes GST', checked: true, onChange: fn() },
} satisfies Meta<typeof IncludesGstCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticked: amounts are typed with GST; unticking asks for amounts without it. */
export const IncludesGst: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Amount includes GST' });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

/** An invoice without GST: the choice changes nothing, so it is off. */
export const WithoutGst: Story = {
  args: { checked: false, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Amount includes GST' })).toBeDisabled();
  },
};
