import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { browserNavigation } from '@/lib/browser-navigation';
import { renderRoute } from '@/testing/render';
import { shouldReloadFor } from './code-reload';
import { ErrorFallback } from './error-fallback';

const MARKER_KEY = 'invoicing:code-reload:v1';
const MINUTE = 60_000;
/** What Chromium throws when an import() names a chunk a deploy has removed. */
const goneChunk = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/bank-accounts-Bx1.js'));

function renderFailingRoute(path: string) {
  return renderRoute(path, {
    routes: [
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      {
        path: '/bank-accounts',
        errorElement: <ErrorFallback back={{ to: '/dashboard', label: 'Go to the dashboard' }} />,
        lazy: goneChunk,
      },
    ],
  });
}

let reloadPage: MockInstance<(target: string) => void>;
beforeEach(() => {
  sessionStorage.clear();
  reloadPage = vi.spyOn(browserNavigation, 'reloadAt').mockImplementation(() => {});
});
afterEach(() => reloadPage.mockRestore());

describe('a route whose code fails to load', () => {
  it('reloads the page once, at the address the user was going to, without an error on screen', async () => {
    renderFailingRoute('/bank-accounts?business=2#lines');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/bank-accounts?business=2#lines'));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });

  it('says so, with Reload and a way back, when the reload did not help', async () => {
    // The page load before this one reloaded for the same address a moment ago.
    sessionStorage.setItem(MARKER_KEY, JSON.stringify({ target: '/bank-accounts', at: Date.now() - 5000, page: 1 }));
    const { user, router } = renderFailingRoute('/bank-accounts');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(
      screen.getByText('The app may have been updated, or the connection dropped. Reloading the page usually helps.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your unsaved work is kept in this browser.')).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledWith('/bank-accounts');
    await user.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('other errors still show what went wrong, and never reload', async () => {
    renderRoute('/bank-accounts', {
      routes: [
        { path: '/bank-accounts', errorElement: <ErrorFallback />, lazy: () => Promise.reject(new Error('The route table is broken')) },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The route table is broken')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('the reload-once rule', () => {
  const at = (now: number, page = 100) => ({ now, page });

  it('allows one reload per address; the page load it starts is not reloaded again for it', () => {
    expect(shouldReloadFor('/reports', at(0))).toBe(true);
    // The same page load asking again (React renders twice in development) gets the same answer.
    expect(shouldReloadFor('/reports', at(10))).toBe(true);
    expect(shouldReloadFor('/reports', at(2 * MINUTE, 200))).toBe(false);
  });

  it('reloads again for another address, or for the same one once a while has passed (a later deploy)', () => {
    expect(shouldReloadFor('/reports', at(0))).toBe(true);
    expect(shouldReloadFor('/quotes', at(MINUTE, 200))).toBe(true);
    expect(shouldReloadFor('/reports', at(6 * MINUTE, 300))).toBe(true);
    expect(shouldReloadFor('/reports', at(7 * MINUTE, 400))).toBe(false);
  });

  it('does not reload when this tab cannot keep the marker: a reload could then loop', () => {
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(shouldReloadFor('/reports', at(0))).toBe(false);
    refuse.mockRestore();
  });

  it('reads an unreadable marker as none', () => {
    sessionStorage.setItem(MARKER_KEY, '{not json');
    expect(shouldReloadFor('/reports', at(0))).toBe(true);
  });
});
