import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useNavigate, useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Page } from './page';

function Search() {
  const [params, setParams] = useSearchParams();
  return (
    <label>
      Search user...
      <input value={params.get('q') ?? ''} onChange={(e) => setParams({ q: e.target.value })} />
    </label>
  );
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <Page title="Dashboard" actions={<button type="button">Export CSV</button>} description="Your invoices at a glance.">
            <Link to="/profile">My Profile</Link>
          </Page>
        ),
      },
      {
        path: '/profile',
        element: (
          <Page title="My Profile" width="narrow">
            <Search />
          </Page>
        ),
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Page', () => {
  it('is the main landmark with the heading, description and actions, and names the document', () => {
    renderPages();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Dashboard' }));
    expect(screen.getByText('Your invoices at a glance.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard – Invoicing');
  });

  it('leaves focus alone on the first page, and moves it to the heading after a navigation', async () => {
    const user = userEvent.setup();
    renderPages();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'My Profile' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('My Profile – Invoicing');
  });

  it('leaves focus on a menu the user opened while the page was on its way, so the menu stays open', async () => {
    const router = renderPages();
    const opened = document.createElement('button');
    opened.setAttribute('aria-expanded', 'true');
    document.body.append(opened);
    opened.focus();
    await router.navigate('/profile');
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    expect(opened).toHaveFocus();
    opened.remove();
  });

  it('names the document and focuses the heading in the commit that shows it, also for a lazy screen', async () => {
    // What a screen reader (or findBy…) meets the moment the new heading is in the document.
    const Later = lazy(() => Promise.resolve({ default: () => <Page title="Later" /> }));
    const router = createMemoryRouter(
      [
        { path: '/start', element: <Link to="/later">Later</Link> },
        {
          path: '/later',
          element: (
            <Suspense fallback={<p>Loading…</p>}>
              <Later />
            </Suspense>
          ),
        },
      ],
      { initialEntries: ['/start'] },
    );
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);
    const seen = new Promise<{ title: string; focused: boolean }>((resolve) => {
      const observer = new MutationObserver(() => {
        const heading = screen.queryByRole('heading', { level: 1, name: 'Later' });
        if (!heading) return;
        observer.disconnect();
        resolve({ title: document.title, focused: document.activeElement === heading });
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await user.click(screen.getByRole('link', { name: 'Later' }));
    expect(await seen).toEqual({ title: 'Later – Invoicing', focused: true });
  });

  it('does not move focus when only the query string changes (typing in a search box)', async () => {
    const user = userEvent.setup();
    const router = renderPages();
    await user.click(screen.getByRole('link', { name: 'My Profile' }));
    const box = await screen.findByLabelText('Search user...');
    await user.type(box, 'ann');
    expect(router.state.location.search).toBe('?q=ann');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('ann');
  });

  it('gives the document back its plain name when a page leaves', () => {
    const { unmount } = render(
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <Page title="Register" documentTitle="Create an account" /> }])} />,
    );
    expect(document.title).toBe('Create an account – Invoicing');
    unmount();
    expect(document.title).toBe('Invoicing');
  });

  it('keeps focus where it is when the path changes within one screen (screenKey), e.g. its tabs', async () => {
    const user = userEvent.setup();
    function Tabbed() {
      const navigate = useNavigate();
      return (
        <Page title="Businesses & Clients" screenKey="companies">
          <button type="button" onClick={() => void navigate('/clients')}>
            Clients
          </button>
        </Page>
      );
    }
    const router = createMemoryRouter(
      [
        { path: '/start', element: <Link to="/businesses">Companies</Link> },
        { path: '/businesses', element: <Tabbed /> },
        { path: '/clients', element: <Tabbed /> },
      ],
      { initialEntries: ['/start'] },
    );
    render(<RouterProvider router={router} />);
    await user.click(screen.getByRole('link', { name: 'Companies' }));
    // Arriving from another screen: focus to the heading.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Clients' }));
    expect(router.state.location.pathname).toBe('/clients');
    expect(screen.getByRole('button', { name: 'Clients' })).toHaveFocus();
  });
});
