import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/testing/api-url';
import { renderRoute, renderWithProviders, signInAs } from '@/testing/render';
import { server } from '../../../mocks/runtime/node';
import { problem } from '../../../mocks/runtime/problem';
import { UserManagementPage } from './user-management-page';

import { field, openUsers, recordWrites, roleBox, table, usernamesShown } from './users-testing';

describe('User Management', () => {
  it('shows the heading, the form in create mode and every user in the table', async () => {
    await openUsers();
    expect(document.title).toBe('User Management – Invoicing');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Username', 'Email', 'Roles', 'Actions']);
    expect(usernamesShown()).toEqual(['admin', 'mere', 'user']);
    const adminRow = screen.getByRole('rowheader', { name: 'admin' }).closest('tr')!;
    expect(within(adminRow).getByRole('cell', { name: 'admin@invoicing.example.nz' })).toBeInTheDocument();
    expect(within(adminRow).getByRole('cell', { name: 'ADMIN, USER' })).toBeInTheDocument();
    expect(within(adminRow).getByRole('button', { name: 'Edit admin' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Create a user' })).toBeInTheDocument();
    expect(field('Username')).toHaveValue('');
    expect(field('Password')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('offers the roles from GET /api/users/roles, USER ticked by default', async () => {
    server.use(http.get(apiUrl('/api/users/roles'), () => HttpResponse.json(['USER', 'ADMIN', 'AUDITOR'])));
    await openUsers();
    await waitFor(() => expect(roleBox('AUDITOR')).toBeInTheDocument());
    expect(roleBox('USER')).toBeChecked();
    expect(roleBox('ADMIN')).not.toBeChecked();
    expect(roleBox('AUDITOR')).not.toBeChecked();
  });

  it("says 'Failed to load roles' when the roles cannot be loaded, and tries again", async () => {
    server.use(http.get(apiUrl('/api/users/roles'), () => HttpResponse.error(), { once: true }));
    const { user } = await openUsers();
    expect(await screen.findByText('Failed to load roles')).toBeInTheDocument();
    expect(screen.getByText('Failed to load roles').closest('[role="status"]')).toHaveAttribute('aria-live', 'assertive');
    // The usual roles stay on offer, so the form still works.
    expect(roleBox('USER')).toBeChecked();
    expect(roleBox('ADMIN')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try loading the roles again' }));
    await waitFor(() => expect(screen.queryByText('Failed to load roles')).not.toBeInTheDocument());
  });

  it("says 'Failed to fetch users' when the list cannot be loaded, and tries again", async () => {
    server.use(http.get(apiUrl('/api/users'), () => HttpResponse.error(), { once: true }));
    await signInAs('admin');
    const { user } = renderRoute('/admin/users');
    expect(await screen.findByText('Failed to fetch users')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'mere' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch users')).not.toBeInTheDocument();
  });

  it("creates a user: 'User created', the list reloads and the form returns to create mode with roles ['USER']", async () => {
    const bodies = recordWrites('POST');
    const { user } = await openUsers();
    await user.type(field('Username'), 'aroha');
    await user.type(field('Email'), 'aroha@example.nz');
    await user.type(field('Password'), 'secret123');
    await user.click(roleBox('ADMIN'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const message = await screen.findByText('User created');
    expect(message.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(await screen.findByRole('rowheader', { name: 'aroha' })).toBeInTheDocument();
    expect(bodies).toEqual([{ username: 'aroha', email: 'aroha@example.nz', password: 'secret123', roles: ['USER', 'ADMIN'] }]);
    expect(field('Username')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
    expect(field('Password')).toHaveValue('');
    expect(roleBox('USER')).toBeChecked();
    expect(roleBox('ADMIN')).not.toBeChecked();
    expect(field('Username')).toHaveFocus();
  });

  it('checks the form before sending and focuses the first problem', async () => {
    const bodies = recordWrites('POST');
    const { user } = await openUsers();
    await user.click(roleBox('USER'));
    await user.type(field('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(field('Username')).toHaveFocus();
    expect(field('Username')).toHaveAccessibleDescription('Error: Enter a username');
    expect(field('Email')).toHaveAccessibleDescription('Error: Enter an email address in the correct format, like name@example.com');
    expect(field('Password')).toHaveAccessibleDescription('Error: Enter a password');
    expect(screen.getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription('Error: Choose at least one role');
    expect(bodies).toHaveLength(0);
  });

  it("shows the server's reason when creating fails and keeps what was typed", async () => {
    const { user } = await openUsers();
    await user.type(field('Username'), 'user');
    await user.type(field('Email'), 'someone@example.nz');
    await user.type(field('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const message = await screen.findByText("Username 'user' is already taken.");
    expect(message.closest('[role="status"]')).toHaveAttribute('aria-live', 'assertive');
    expect(field('Username')).toHaveValue('user');
    expect(field('Email')).toHaveValue('someone@example.nz');
    expect(field('Password')).toHaveValue('secret123');
    expect(screen.queryByText('User created')).not.toBeInTheDocument();
  });

  it('puts a field error from the server next to its field', async () => {
    server.use(
      http.post(apiUrl('/api/users'), () =>
        problem(400, 'Validation failed.', [{ field: 'email', message: 'Enter a valid email address.' }]),
      ),
    );
    const { user } = await openUsers();
    await user.type(field('Username'), 'aroha');
    await user.type(field('Email'), 'aroha@example.nz');
    await user.type(field('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(field('Email')).toHaveAccessibleDescription('Error: Enter a valid email address.');
    expect(screen.getByText('Validation failed.')).toBeInTheDocument();
  });

  it("edits a user: the form fills with a blank password, 'User updated', the password is not sent when blank", async () => {
    const bodies = recordWrites('PUT');
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Edit mere' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Edit user mere' })).toBeInTheDocument();
    expect(field('Username')).toHaveFocus();
    expect(field('Username')).toHaveValue('mere');
    expect(field('Email')).toHaveValue('mere@southernlakesrentals.nz');
    expect(field('Password')).toHaveValue('');
    expect(field('Password')).not.toBeRequired();
    expect(field('Password')).toHaveAttribute('placeholder', 'Leave blank to keep current password');
    expect(roleBox('USER')).toBeChecked();
    expect(screen.getByRole('rowheader', { name: 'mere' }).closest('tr')).toHaveAttribute('aria-current', 'true');

    await user.clear(field('Email'));
    await user.type(field('Email'), 'mere@example.nz');
    await user.click(roleBox('ADMIN'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated')).toBeInTheDocument();
    expect(bodies).toEqual([{ username: 'mere', email: 'mere@example.nz', roles: ['USER', 'ADMIN'] }]);
    // Back to create mode.
    expect(screen.getByRole('heading', { level: 2, name: 'Create a user' })).toBeInTheDocument();
    expect(field('Username')).toHaveValue('');
    expect(roleBox('USER')).toBeChecked();
    expect(roleBox('ADMIN')).not.toBeChecked();
    const row = (await screen.findByRole('cell', { name: 'mere@example.nz' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'USER, ADMIN' })).toBeInTheDocument();
  });

  it('sends a new password when one is typed in edit mode', async () => {
    const bodies = recordWrites('PUT');
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Edit user' }));
    await user.type(field('Password'), 'fresh-secret');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated')).toBeInTheDocument();
    expect(bodies).toEqual([{ username: 'user', email: 'user@invoicing.example.nz', roles: ['USER'], password: 'fresh-secret' }]);
  });

  it("Cancel leaves edit mode for create mode with roles ['USER']", async () => {
    const bodies = recordWrites('PUT');
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Edit admin' }));
    expect(roleBox('ADMIN')).toBeChecked();
    await user.type(field('Email'), 'x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Create a user' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(field('Username')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
    expect(roleBox('USER')).toBeChecked();
    expect(roleBox('ADMIN')).not.toBeChecked();
    expect(bodies).toHaveLength(0);
  });

  it("shows the server's reason when updating fails and stays in edit mode with what was typed", async () => {
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Edit mere' }));
    await user.clear(field('Email'));
    await user.type(field('Email'), 'admin@invoicing.example.nz');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText("An account with email 'admin@invoicing.example.nz' already exists.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(field('Email')).toHaveValue('admin@invoicing.example.nz');
    expect(screen.queryByText('User updated')).not.toBeInTheDocument();
  });

  it('exports every user to users.csv, not only those the search shows', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:users';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = await openUsers();
    const button = screen.getByRole('button', { name: 'Export CSV' });
    expect(button).toHaveAccessibleDescription('Downloads users.csv with every user (3), not only those the search shows.');
    await user.type(screen.getByPlaceholderText('Search user...'), 'mere');
    await user.click(button);
    expect(names).toEqual(['users.csv']);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    // UTF-8 with a byte-order mark, so Excel shows macrons right.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFadmin,admin@invoicing.example.nz,ADMIN|USER\r\nmere,mere@southernlakesrentals.nz,USER\r\nuser,user@invoicing.example.nz,USER\r\n',
    );
  });
});

describe('User Management access', () => {
  function renderScreenAlone() {
    return renderWithProviders(
      <Routes>
        <Route path="/admin/users" element={<UserManagementPage />} />
        <Route path="/login" element={<p>Login screen</p>} />
      </Routes>,
      { path: '/admin/users' },
    );
  }

  it('sends a signed-out visitor to /login by itself', async () => {
    renderScreenAlone();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it('sends a signed-in user without ADMIN to /login by itself', async () => {
    await signInAs('user');
    renderScreenAlone();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it('shows the screen to an admin', async () => {
    await signInAs('admin');
    renderScreenAlone();
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
  });

  it('sends a USER to /login through the app too', async () => {
    await signInAs('user');
    const { router } = renderRoute('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
