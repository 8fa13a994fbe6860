import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiUrl } from '@/testing/api-url';
import { UserForm } from './user-form';

const meta = {
  title: 'Administration/User form',
  component: UserForm,
  args: { editing: null, onSaveStart: fn(), onOutcome: fn(), onCancel: fn() },
  parameters: { session: 'admin' },
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Username')).toHaveValue('');
  },
};

export const Edit: Story = {
  args: { editing: { id: 2, username: 'user', email: 'user@invoicing.example.nz', roles: ['USER'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Username')).toHaveValue('user');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Username'), 'kiri');
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText('Enter an email address in the correct format, like name@example.com')).toBeInTheDocument();
  },
};

export const RolesFailToLoad: Story = {
  parameters: {
    msw: {
      handlers: [http.get(apiUrl('/api/users/roles'), () => HttpResponse.error())],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to load roles')).toBeInTheDocument();
  },
};
