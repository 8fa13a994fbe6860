import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { User } from '@/api/types';
import { apiUrl } from '@/testing/api-url';
import { viewportGlobals } from '@/testing/story-viewports';
import { UserManagementPage } from './user-management-page';

const meta = {
  title: 'Screens/User Management',
  component: UserManagementPage,
  parameters: { session: 'admin', route: '/admin/users', routePattern: '/admin/users' },
} satisfies Meta<typeof UserManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const manyUsers: User[] = Array.from({ length: 10_000 }, (_, i) => {
  const username = `user${String(i + 1).padStart(5, '0')}`;
  return { id: i + 1, username, email: `${username}@example.nz`, roles: i % 20 === 0 ? ['ADMIN', 'USER'] : ['USER'] };
});

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('rowheader', { name: 'mere' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/users'), () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeInTheDocument();
  },
};

export const FetchFailed: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/users'), () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to fetch users')).toBeInTheDocument();
  },
};

export const RolesFailed: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/users/roles'), () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to load roles')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/users'), () => HttpResponse.json<User[]>([]))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No users yet.')).toBeInTheDocument();
  },
};

export const Created: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: 'mere' });
    await userEvent.type(canvas.getByLabelText('Username'), 'aroha');
    await userEvent.type(canvas.getByLabelText('Email'), 'aroha@example.nz');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText('User created')).toBeInTheDocument();
  },
};

export const CreateFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: 'mere' });
    await userEvent.type(canvas.getByLabelText('Username'), 'user');
    await userEvent.type(canvas.getByLabelText('Email'), 'someone@example.nz');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText("Username 'user' is already taken.")).toBeInTheDocument();
  },
};

export const EditMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit mere' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Edit user mere' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  },
};

export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete mere' }));
    // The dialog is rendered outside the story's root.
    await expect(await within(document.body).findByRole('alertdialog', { name: 'Are you sure to delete?' })).toBeInTheDocument();
  },
};

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: 'mere' });
    await userEvent.type(canvas.getByPlaceholderText('Search user...'), 'ER');
    await expect(canvas.getByText('2 of 3 users match')).toBeInTheDocument();
  },
};

/** 10,000 users: the table draws only the rows in view and keeps its size for screen readers. */
export const LargeList: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/users'), () => HttpResponse.json(manyUsers))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('10,000 users')).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-rowcount', '10001');
  },
};

/** On a phone each user is a card with Edit and Delete; a select sorts them. */
export const OnAPhone: Story = {
  globals: viewportGlobals('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (await canvas.findByRole('button', { name: 'Edit mere' })).closest('li')!;
    await expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Email', 'Roles']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Username (descending)');
    await expect(within(canvas.getByRole('list', { name: 'Users' })).getAllByRole('listitem')[0]).toHaveTextContent(/^user/);
  },
};

/** 10,000 users as cards on a phone: only the cards in view are drawn. */
export const LargeListOnAPhone: Story = {
  globals: viewportGlobals('phone'),
  parameters: { msw: { handlers: [http.get(apiUrl('/api/users'), () => HttpResponse.json(manyUsers))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('10,000 users')).toBeInTheDocument();
    const cards = within(canvas.getByRole('list', { name: 'Users' })).queryAllByRole('listitem');
    await expect(cards.length).toBeLessThan(40);
    for (const card of cards) await expect(card).toHaveAttribute('aria-setsize', '10000');
  },
};
