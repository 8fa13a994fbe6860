// What the User Management tests share: opening the screen as the admin, recording writes, and
// finding fields, the table and the role boxes.
import { screen, within } from '@testing-library/react';
import { recordJsonBodies } from '@/testing/watch-requests';
import { renderRoute, signInAs } from '@/testing/render';

/** The JSON bodies of user writes, read without changing the mock backend's answers. */
export function recordWrites(method: 'POST' | 'PUT') {
  return recordJsonBodies(method, /\/api\/users(\/\d+)?$/);
}

export async function openUsers() {
  await signInAs('admin');
  const rendered = renderRoute('/admin/users');
  await screen.findByRole('heading', { level: 1, name: 'User Management' });
  await screen.findByRole('rowheader', { name: 'mere' });
  return rendered;
}

export const field = (name: string) => screen.getByLabelText(name, { exact: true });
export const table = () => screen.getByRole('table', { name: 'Users' });
export const usernamesShown = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
export const roleBox = (role: string) => within(screen.getByRole('group', { name: 'Roles' })).getByRole('checkbox', { name: role });
