import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxGroup, type CheckboxGroupProps } from './checkbox-group';

function Stateful(props: Omit<CheckboxGroupProps, 'value' | 'onChange'> & { initial: string[] }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return <CheckboxGroup {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/Checkbox group',
  component: Stateful,
  args: {
    legend: 'Roles',
    name: 'roles',
    initial: ['USER'],
    options: [
      { value: 'USER', label: 'USER' },
      { value: 'ADMIN', label: 'ADMIN' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const admin = within(canvasElement).getByRole('checkbox', { name: 'ADMIN' });
    await userEvent.click(admin);
    await expect(admin).toBeChecked();
  },
};

export const Inline: Story = { args: { inline: true, hint: 'Choose at least one.' } };

export const Focus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'USER' })).toHaveFocus();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Error: Story = { args: { initial: [], error: 'Choose at least one role' } };
