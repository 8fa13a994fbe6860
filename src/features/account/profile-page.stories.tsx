import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiUrl } from '@/testing/api-url';
import { problem } from '../../../mocks/runtime/problem';
import { ProfilePage } from './profile-page';

const meta = {
  title: 'Screens/My Profile',
  component: ProfilePage,
  parameters: { session: 'user', route: '/profile', routePattern: '/profile' },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/users/me'), () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeInTheDocument();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('user@invoicing.example.nz')).toBeInTheDocument();
  },
};

export const Admin: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('ADMIN, USER')).toBeInTheDocument();
  },
};

/** Loading: the save is on its way; Save Changes is busy. */
export const Saving: Story = {
  parameters: { msw: { handlers: [http.put(apiUrl('/api/users/:id'), () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('user');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SaveSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('user');
    await userEvent.type(canvas.getByLabelText('New Password'), 'fresh-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Profile updated successfully.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('New Password')).toHaveValue('');
  },
};

export const SaveFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(apiUrl('/api/users/:id'), () => problem(409, "An account with email 'admin@invoicing.example.nz' already exists.")),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('user');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Error updating profile.')).toBeInTheDocument();
  },
};

export const LoadFailure: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/users/me'), () => problem(404, 'User was not found.'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your profile could not be loaded.')).toBeInTheDocument();
  },
};

/** Changes kept in this browser (after a reload or a forced sign-out), offered back. */
export const UnsavedChangesOffered: Story = {
  loaders: [
    () => {
      localStorage.setItem(
        'invoicing:unsaved-profile:v1:user:2',
        JSON.stringify({ savedAt: '2026-11-21T22:15:00.000Z', label: 'your profile', values: { email: 'new-address@example.nz' } }),
      );
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Restore my changes' }));
    await expect(canvas.getByLabelText('Email')).toHaveValue('new-address@example.nz');
  },
};
