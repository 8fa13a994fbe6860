// The business and client forms' unsaved changes: kept per admin in this browser, offered back (on
// the same record) after a reload or a sign-in, never to another user, forgotten on Cancel.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, open } from './companies-testing';

const selectedLogins = () =>
  within(screen.getByRole('list', { name: 'Linked Login Users, selected' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Business form: unsaved changes', () => {
  it('keeps a new business as typed, linked users included, and offers it back', async () => {
    const { user, unmount } = await open('/admin/businesses');
    await user.type(field('Business Name'), 'Totara Builders Ltd');
    await user.type(screen.getByRole('combobox', { name: 'Linked Login Users' }), 'mere{Enter}');
    expect(localStorage.getItem('invoicing:unsaved-business:v1:admin:new')).toContain('Totara Builders Ltd');
    unmount();

    const again = await open('/admin/businesses');
    const offer = screen.getByRole('region', { name: 'Unsaved changes' });
    expect(within(offer).getByRole('heading', { level: 3, name: 'You have unsaved changes' })).toBeInTheDocument();
    expect(field('Business Name').closest('form')).toHaveAttribute('inert');
    await again.user.click(within(offer).getByRole('button', { name: 'Restore my changes' }));
    expect(field('Business Name')).toHaveValue('Totara Builders Ltd');
    expect(selectedLogins()).toEqual(['mere×']);
    await again.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business created: Totara Builders Ltd.')).toBeInTheDocument();
    expect(localStorage.getItem('invoicing:unsaved-business:v1:admin:new')).toBeNull();
  });

  it('forgets what was typed on Cancel', async () => {
    const { user } = await open('/admin/businesses');
    await user.type(field('Business Name'), 'Totara Builders Ltd');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem('invoicing:unsaved-business:v1:admin:new')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });
});

describe('Client form: unsaved changes', () => {
  it('reopens the client whose edit was kept, and offers the changes back', async () => {
    const { user, unmount } = await open('/admin/clients');
    await user.click(screen.getByRole('button', { name: 'Edit Hannah Kim' }));
    await user.type(field('Notes'), 'Gate code 4821');
    unmount();

    const again = await open('/admin/clients');
    expect(await screen.findByRole('heading', { level: 2, name: 'Edit client Hannah Kim' })).toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: 'Restore my changes' }));
    await waitFor(() => expect(field('Notes')).toHaveValue('Gate code 4821'));
  });
});
