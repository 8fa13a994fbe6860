// What the company management tests share: opening a tab as the admin, and finding fields,
// tables and the form.
import { screen, within } from '@testing-library/react';
import { renderRoute, signInAs } from '@/testing/render';

export async function open(path: '/admin/businesses' | '/admin/clients') {
  await signInAs('admin');
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Businesses & Clients' });
  await screen.findByRole('rowheader', { name: path === '/admin/businesses' ? 'Southern Lakes Rentals' : 'Hannah Kim' });
  return rendered;
}

export const field = (name: string) => screen.getByLabelText(name, { exact: true });
export const table = (name: 'Businesses' | 'Clients') => screen.getByRole('table', { name });
export const firstColumn = (name: 'Businesses' | 'Clients') =>
  within(table(name))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
export function form(): HTMLFormElement {
  const found = screen.getByRole('button', { name: 'Save' }).closest('form');
  if (!found) throw new Error('Save is not in a form.');
  return found;
}
