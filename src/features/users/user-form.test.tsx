// The User Management form's unsaved changes: kept per admin in this browser (never a password),
// offered back on the same record after a reload or a sign-in, forgotten on Cancel or a save.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, openUsers, roleBox } from './users-testing';

const NEW_KEY = 'invoicing:unsaved-user:v1:admin:new';

describe('User Management form: unsaved changes', () => {
  it('keeps a new user as typed, never the password, and offers it back', async () => {
    const { user, unmount } = await openUsers();
    await user.type(field('Username'), 'aroha');
    await user.type(field('Email'), 'aroha@example.nz');
    await user.type(field('Password'), 'hunter22');
    await user.click(roleBox('ADMIN'));
    expect(localStorage.getItem(NEW_KEY)).toContain('aroha@example.nz');
    expect(localStorage.getItem(NEW_KEY)).not.toContain('hunter22');
    unmount();

    const again = await openUsers();
    const offer = screen.getByRole('region', { name: 'Unsaved changes' });
    expect(offer).toHaveTextContent('Passwords are never kept: type the password again.');
    await again.user.click(within(offer).getByRole('button', { name: 'Restore my changes' }));
    expect(field('Username')).toHaveValue('aroha');
    expect(field('Email')).toHaveValue('aroha@example.nz');
    expect(field('Password')).toHaveValue('');
    expect(roleBox('ADMIN')).toBeChecked();
  });

  it('reopens the user whose edit was kept, and offers the changes back', async () => {
    const { user, unmount } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Edit mere' }));
    await user.clear(field('Email'));
    await user.type(field('Email'), 'mere@example.nz');
    expect(localStorage.getItem('invoicing:unsaved-user:v1:admin:3')).toContain('mere@example.nz');
    unmount();

    const again = await openUsers();
    expect(await screen.findByRole('heading', { level: 2, name: 'Edit user mere' })).toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(field('Email')).toHaveValue('mere@example.nz');
    await again.user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated')).toBeInTheDocument();
    expect(localStorage.getItem('invoicing:unsaved-user:v1:admin:3')).toBeNull();
  });

  it('forgets what was typed on Cancel', async () => {
    const { user, unmount } = await openUsers();
    await user.type(field('Username'), 'aroha');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem(NEW_KEY)).toBeNull();
    unmount();
    await openUsers();
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });
});
