// The users table of User Management: search, sort and delete (asking first, never one's own
// account).
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/testing/api-url';
import { server } from '../../../mocks/runtime/node';
import { problem } from '../../../mocks/runtime/problem';
import { openUsers, usernamesShown } from './users-testing';

describe('User Management: the users table', () => {
  it("filters by username with 'Search user...' (case-insensitive substring)", async () => {
    const { user } = await openUsers();
    const search = screen.getByPlaceholderText('Search user...');
    expect(search).toHaveAccessibleName('Search by username');
    await user.type(search, 'ER');
    expect(usernamesShown()).toEqual(['mere', 'user']);
    expect(screen.getByText('2 of 3 users match')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'dMi');
    expect(usernamesShown()).toEqual(['admin']);
    // Only usernames count: every email contains "invoicing" or "rentals".
    await user.clear(search);
    await user.type(search, 'invoicing');
    expect(usernamesShown()).toEqual([]);
    expect(screen.getByText('No username contains “invoicing”.')).toBeInTheDocument();
  });

  it('sorts by username and email', async () => {
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Email' }));
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
    expect(usernamesShown()).toEqual(['admin', 'mere', 'user']);
    await user.click(screen.getByRole('button', { name: 'Username' }));
    await user.click(screen.getByRole('button', { name: 'Username' }));
    expect(usernamesShown()).toEqual(['user', 'mere', 'admin']);
  });

  it("asks 'Are you sure to delete?' and deletes only when confirmed; the list reloads", async () => {
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Delete mere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure to delete?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(usernamesShown()).toContain('mere');

    await user.click(screen.getByRole('button', { name: 'Delete mere' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User mere deleted.')).toBeInTheDocument();
    await waitFor(() => expect(usernamesShown()).toEqual(['admin', 'user']));
    expect(screen.getByPlaceholderText('Search user...')).toHaveFocus();
  });

  it('leaves edit mode when the user being edited is deleted', async () => {
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Edit mere' }));
    await user.click(screen.getByRole('button', { name: 'Delete mere' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('User mere deleted.');
    expect(screen.getByRole('heading', { level: 2, name: 'Create a user' })).toBeInTheDocument();
  });

  it("shows the server's reason when deleting fails", async () => {
    server.use(http.delete(apiUrl('/api/users/:id'), () => problem(409, 'mere still owns open invoices.')));
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Delete mere' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const message = await screen.findByText('mere still owns open invoices.');
    expect(message.closest('[role="status"]')).toHaveAttribute('aria-live', 'assertive');
    expect(usernamesShown()).toContain('mere');
  });

  it('does not let an admin delete their own account, and says why', async () => {
    const { user } = await openUsers();
    const own = screen.getByRole('button', { name: 'Delete admin' });
    expect(own).toHaveAttribute('aria-disabled', 'true');
    expect(own).toHaveAccessibleDescription('You cannot delete your own account.');
    await user.click(own);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete user' })).not.toHaveAttribute('aria-disabled');
  });
});
