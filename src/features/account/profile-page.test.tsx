import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { login } from '@/api/auth';
import { browserNavigation } from '@/lib/browser-navigation';
import { apiUrl } from '@/testing/api-url';
import { recordJsonBodies } from '@/testing/watch-requests';
import { renderRoute, signInAs } from '@/testing/render';
import { server } from '../../../mocks/runtime/node';
import { problem } from '../../../mocks/runtime/problem';

const url = apiUrl;

/** The JSON bodies of PUT /api/users/{id}, read without changing the mock backend's answers. */
function recordProfileUpdates() {
  return recordJsonBodies('PUT', /\/api\/users\/\d+$/);
}

async function openProfile(account: 'user' | 'admin' = 'user') {
  await signInAs(account);
  const rendered = renderRoute('/profile');
  await screen.findByRole('heading', { level: 1, name: 'My Profile' });
  await screen.findByDisplayValue(account);
  return rendered;
}

const field = (name: string) => screen.getByLabelText(name, { exact: true });

describe('My Profile', () => {
  it("shows 'Loading...' until the profile arrives", async () => {
    await signInAs('user');
    renderRoute('/profile');
    expect(await screen.findByText('Loading...')).toHaveAttribute('role', 'status');
    expect(await screen.findByDisplayValue('user')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows Username and Roles read-only, Email editable, and New Password with its placeholder', async () => {
    await openProfile('admin');
    expect(field('Username')).toHaveValue('admin');
    expect(field('Username')).toHaveAttribute('readonly');
    expect(field('Email')).toHaveValue('admin@invoicing.example.nz');
    expect(field('Email')).not.toHaveAttribute('readonly');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('New Password')).toHaveAttribute('placeholder', 'Leave blank to keep current password');
    expect(field('New Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Roles')).toHaveValue('ADMIN, USER');
    expect(field('Roles')).toHaveAttribute('readonly');
    expect(document.title).toBe('My Profile – Invoicing');
  });

  it('leaves the password out when the field is blank', async () => {
    const bodies = recordProfileUpdates();
    const { user } = await openProfile();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'new@example.nz');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ email: 'new@example.nz' });
    // The old password still works.
    await expect(login({ username: 'user', password: 'user123' })).resolves.toHaveProperty('token');
  });

  it('sends a new password, clears the field and says so', async () => {
    const bodies = recordProfileUpdates();
    const { user } = await openProfile();
    await user.type(field('New Password'), 'fresh-secret');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const message = await screen.findByText('Profile updated successfully.');
    expect(message.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(field('New Password')).toHaveValue('');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ email: 'user@invoicing.example.nz', password: 'fresh-secret' });
    await expect(login({ username: 'user', password: 'fresh-secret' })).resolves.toHaveProperty('token');
  });

  it("shows 'Error updating profile.' with the server's reason and keeps what was typed", async () => {
    const { user } = await openProfile();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'admin@invoicing.example.nz');
    await user.type(field('New Password'), 'fresh-secret');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const message = await screen.findByText('Error updating profile.');
    expect(message.closest('[role="status"]')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByText("An account with email 'admin@invoicing.example.nz' already exists.")).toBeInTheDocument();
    expect(field('Email')).toHaveValue('admin@invoicing.example.nz');
    expect(field('New Password')).toHaveValue('fresh-secret');
    expect(screen.queryByText('Profile updated successfully.')).not.toBeInTheDocument();
  });

  it("shows 'Error updating profile.' alone when the server gives no reason", async () => {
    server.use(http.put(url('/api/users/:id'), () => problem(404, '')));
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error updating profile.')).toBeInTheDocument();
  });

  it('puts a field error from the server next to the field', async () => {
    server.use(
      http.put(url('/api/users/:id'), () =>
        problem(400, 'Validation failed.', [{ field: 'email', message: 'Enter a valid email address.' }]),
      ),
    );
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(field('Email')).toHaveAccessibleDescription('Error: Enter a valid email address.');
  });

  it('checks the email before sending and focuses it', async () => {
    const bodies = recordProfileUpdates();
    const { user } = await openProfile();
    await user.clear(field('Email'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(field('Email')).toHaveFocus();
    expect(field('Email')).toHaveAccessibleDescription('Error: Enter an email address like name@example.com');
    await user.type(field('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(field('Email')).toHaveAccessibleDescription('Error: Enter an email address in the correct format, like name@example.com');
    expect(bodies).toHaveLength(0);
  });

  it('says when the profile cannot be loaded and tries again', async () => {
    server.use(http.get(url('/api/users/me'), () => problem(404, 'User was not found.'), { once: true }));
    const { user } = await (async () => {
      await signInAs('user');
      return renderRoute('/profile');
    })();
    expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('User was not found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('user')).toBeInTheDocument();
  });
});

describe('My Profile: unsaved changes', () => {
  const KEY = 'invoicing:unsaved-profile:v1:user:2';

  it('are kept across a forced sign-out and offered back to the same user, never the new password', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user, unmount } = await openProfile();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'typed@example.nz');
    await user.type(field('New Password'), 'fresh-secret');
    // The server stops accepting the token: the save is refused with a 401 and the app signs out.
    server.use(http.put(url('/api/users/:id'), () => problem(401, 'The token has expired.')));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem(KEY)).toContain('typed@example.nz');
    expect(localStorage.getItem(KEY)).not.toContain('fresh-secret');
    unmount();
    server.resetHandlers();

    const again = await openProfile();
    expect(screen.getByRole('heading', { name: 'You have unsaved changes' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Unsaved changes' })).toHaveTextContent(
      'A new password is never kept: type it again if you were changing it.',
    );
    await again.user.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(field('Email')).toHaveValue('typed@example.nz');
    expect(field('New Password')).toHaveValue('');
  });

  it('are never offered to another user on the same browser', async () => {
    const { user, unmount } = await openProfile();
    await user.type(field('Email'), '.nz');
    expect(localStorage.getItem(KEY)).toContain('user@invoicing.example.nz.nz');
    unmount();
    await openProfile('admin');
    expect(screen.queryByRole('heading', { name: 'You have unsaved changes' })).not.toBeInTheDocument();
    expect(field('Email')).toHaveValue('admin@invoicing.example.nz');
  });

  it('are forgotten once saved', async () => {
    const { user } = await openProfile();
    await user.type(field('Email'), '.nz');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('say at once, in the page, when the browser refuses to keep them', async () => {
    const { user } = await openProfile();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await user.type(field('Email'), 'x');
    expect(
      await screen.findByText(
        'Your changes are not being kept in this browser: its storage is full or turned off. Save them before you leave this page or sign out.',
      ),
    ).toBeInTheDocument();
  });
});
