import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '@/testing/render';

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const groupButtons = () =>
  within(nav())
    .getAllByRole('button')
    .map((button) => button.textContent);
const navLinks = () =>
  within(nav())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

async function openAs(account: 'user' | 'admin', path = '/profile') {
  await signInAs(account);
  const rendered = renderRoute(path);
  // The menu fills once the service has said what it offers.
  await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Dashboard' }, { timeout: 5000 });
  return rendered;
}

describe('the signed-in layout', () => {
  it('shows the product name, the main navigation, who is signed in and Logout', async () => {
    await openAs('user');
    expect(screen.getByRole('banner')).toHaveTextContent('Invoicing');
    expect(navLinks()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Create Invoice', '/create-invoice'],
      ['Invoice History', '/invoice-history'],
      ['Recurring', '/schedules'],
      ['Quotes', '/quotes'],
      ['Purchases', '/bills'],
      ['My Profile', '/profile'],
    ]);
    expect(groupButtons()).toEqual(['Books', 'Sending']);
    expect(screen.getByText('Signed in as')).toHaveTextContent('Signed in as user');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('adds Users and Businesses & Clients, in the Admin group, for an ADMIN', async () => {
    const { user } = await openAs('admin');
    expect(navLinks()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Create Invoice', '/create-invoice'],
      ['Invoice History', '/invoice-history'],
      ['Recurring', '/schedules'],
      ['Quotes', '/quotes'],
      ['Purchases', '/bills'],
      ['My Profile', '/profile'],
    ]);
    expect(groupButtons()).toEqual(['Books', 'Sending', 'Admin']);
    await user.click(within(nav()).getByRole('button', { name: 'Admin' }));
    expect(navLinks().slice(-2)).toEqual([
      ['Users', '/admin/users'],
      ['Businesses & Clients', '/admin/businesses'],
    ]);
  });

  it('opens a group to show its links, and closes it on Escape with focus back on its button', async () => {
    const { user } = await openAs('user');
    const books = within(nav()).getByRole('button', { name: 'Books' });
    expect(books).toHaveAttribute('aria-expanded', 'false');
    await user.click(books);
    expect(books).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(books.getAttribute('aria-controls') ?? '');
    expect(
      within(list ?? document.createElement('ul'))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['GST return', '/gst-return'],
      ['Reports', '/reports'],
      ['Bank accounts', '/bank-accounts'],
    ]);
    await user.click(within(nav()).getByRole('button', { name: 'Sending' }));
    expect(books).toHaveAttribute('aria-expanded', 'false');
    expect(navLinks()).toContainEqual(['Email templates', '/email-templates']);
    // Only where the mock backend runs, as in these tests (docs/sending.md#the-outbox).
    expect(navLinks()).toContainEqual(['Outbox', '/outbox']);
    await user.keyboard('{Escape}');
    expect(within(nav()).getByRole('button', { name: 'Sending' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).getByRole('button', { name: 'Sending' })).toHaveFocus();
  });

  it('follows a link in a group, closes the group and marks the group as holding the current page', async () => {
    const { user, router } = await openAs('user');
    await user.click(within(nav()).getByRole('button', { name: 'Books' }));
    await user.click(within(nav()).getByRole('link', { name: 'GST return' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gst-return'));
    await waitFor(() => expect(within(nav()).getByRole('button', { name: 'Books' })).toHaveAttribute('data-current'));
    expect(within(nav()).getByRole('button', { name: 'Books' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).getByRole('button', { name: 'Sending' })).not.toHaveAttribute('data-current');
  });

  it('closes an open group when the press lands elsewhere', async () => {
    const { user } = await openAs('user');
    await user.click(within(nav()).getByRole('button', { name: 'Books' }));
    await user.click(screen.getByRole('banner'));
    expect(within(nav()).getByRole('button', { name: 'Books' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page, Businesses & Clients on both of its paths', async () => {
    const { user } = await openAs('admin', '/admin/clients');
    expect(within(nav()).getByRole('button', { name: 'Admin' })).toHaveAttribute('data-current');
    await user.click(within(nav()).getByRole('button', { name: 'Admin' }));
    expect(within(nav()).getByRole('link', { name: 'Businesses & Clients' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
  });

  it('moves focus to the new page heading and names the document after a navigation', async () => {
    const { user } = await openAs('user', '/dashboard');
    await user.click(within(nav()).getByRole('link', { name: 'My Profile' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('My Profile – Invoicing');
    expect(within(nav()).getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('skips to the page heading', async () => {
    const { user } = await openAs('user');
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toHaveFocus();
  });

  it('logs out: the token is removed, the roles entry stays, and the app goes to /', async () => {
    const { user, router } = await openAs('user');
    localStorage.setItem('roles', '["USER"]');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The session ends once / is on screen (React renders after the router has moved).
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(localStorage.getItem('roles')).toBe('["USER"]');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('folds the navigation behind a Menu button that Escape closes', async () => {
    const { user } = await openAs('user');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(nav());
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('closes the menu when a link in it is followed', async () => {
    const { user, router } = await openAs('user');
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(within(nav()).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the public layout', () => {
  it('frames /login, /register and /unauthorized with the product name linking home', async () => {
    for (const path of ['/login', '/register', '/unauthorized']) {
      const { unmount } = renderRoute(path);
      const banner = await screen.findByRole('banner');
      expect(within(banner).getByRole('link', { name: 'Invoicing' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('/unauthorized', () => {
  it("says 'Unauthorized Access' and offers sign-in and home to a visitor", async () => {
    renderRoute('/unauthorized');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Unauthorized Access – Invoicing');
  });

  it('offers the dashboard to a signed-in user', async () => {
    await signInAs('user');
    renderRoute('/unauthorized');
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
