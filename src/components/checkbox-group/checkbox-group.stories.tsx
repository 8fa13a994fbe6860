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

export const Inline: Story = {
  args: { inline: true, hint: 'Choose at least one.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Roles' });
    await expect(group).toHaveAccessibleDescription('Choose at least one.');
    await expect(within(group).getByRole('checkbox', { name: 'USER' })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: 'ADMIN' })).not.toBeChecked();
  },
};

export const Focus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'USER' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const admin = within(canvasElement).getByRole('checkbox', { name: 'ADMIN' });
    await expect(admin).toBeDisabled();
    await userEvent.click(admin, { pointerEventsCheck: 0 });
    await expect(admin).not.toBeChecked();
  },
};

export const Error: Story = {
  args: { initial: [], error: 'Choose at least one role' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Roles' });
    await expect(group).toHaveAccessibleDescription('Error: Choose at least one role');
    for (const box of within(group).getAllByRole('checkbox')) {
      await expect(box).not.toBeChecked();
      await expect(box).toBeInvalid();
    }
  },
};
