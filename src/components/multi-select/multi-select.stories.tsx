import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MultiSelect, type MultiSelectProps } from './multi-select';

const USERNAMES = ['admin', 'aroha.ngata', 'ben.walker', 'hemi.tane', 'mere', 'priya.patel', 'user'];
const options = USERNAMES.map((name) => ({ value: name, label: name }));

/** The story holds the value, as a form would. */
function Controlled(props: Omit<MultiSelectProps, 'value' | 'onChange'> & { initial?: string[] }) {
  const { initial = [], ...rest } = props;
  const [value, setValue] = useState<string[]>(initial);
  return <MultiSelect {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/Multi-select',
  component: Controlled,
  args: {
    label: 'Linked Login Users',
    placeholder: 'Type a username',
    hint: 'The users who may issue invoices for this business.',
    noun: ['user', 'users'],
    options,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem', padding: '1rem', minHeight: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Linked Login Users' });
    await expect(input).toHaveAttribute('placeholder', 'Type a username');
    await expect(input).toHaveAccessibleDescription('None selected. The users who may issue invoices for this business.');
    await expect(canvas.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  },
};

export const WithChosenUsers: Story = {
  args: { initial: ['admin', 'user'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Remove admin',
      'Remove user',
    ]);
    await expect(canvas.getByRole('combobox', { name: 'Linked Login Users' })).toHaveAccessibleDescription(/^2 selected\./);
  },
};

export const OpenAndFiltered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Linked Login Users' }), 'a');
    await expect(canvas.getByRole('listbox', { name: 'Linked Login Users' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('button', { name: 'Remove aroha.ngata' })).toBeInTheDocument();
  },
};

export const RemoveByKeyboard: Story = {
  args: { initial: ['admin', 'mere'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Linked Login Users' }));
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.queryByRole('button', { name: 'Remove mere' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove admin' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { initial: ['ghost'], error: "No user is called 'ghost'." },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Linked Login Users' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/Error: No user is called 'ghost'\.$/);
  },
};

export const Loading: Story = {
  args: { options: [], loading: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Linked Login Users' }));
    await expect(within(canvasElement).getByText('Loading...')).toBeInTheDocument();
  },
};

/** 10,000 usernames: the list draws only the options in view. */
export const TenThousandOptions: Story = {
  args: { options: Array.from({ length: 10_000 }, (_, i) => ({ value: `user${i + 1}`, label: `user${i + 1}` })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Linked Login Users' }), 'user1234');
    const list = canvas.getByRole('listbox', { name: 'Linked Login Users' });
    await expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['user1234']);
  },
};
