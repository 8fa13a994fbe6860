// The editor's unsaved work: kept in this browser per user and draft, offered back after a reload
// or a forced sign-out, asked about before leaving or logging out.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { FORCED_SIGN_OUT_EVENT } from '@/api/session-token';
import { browserNavigation } from '@/lib/browser-navigation';
import { apiUrl } from '@/testing/api-url';
import { renderRoute, signInAs } from '@/testing/render';
import { server } from '../../../../../mocks/runtime/node';
import { problem } from '../../../../../mocks/runtime/problem';

beforeAll(() => {
  // jsdom does not lay out, so it has no scrolling.
  Element.prototype.scrollIntoView = () => {};
});

const NEW_KEY = 'invoicing:unsaved-invoice:v1:user:new';

async function openEditor(path = '/create-invoice') {
  await signInAs('user');
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Create Invoice' });
  await screen.findByLabelText('Description, line 1');
  return rendered;
}

describe('unsaved work', () => {
  it('is kept as the user types and offered back after a reload', async () => {
    const { user, unmount } = await openEditor();
    await user.selectOptions(screen.getByLabelText('Business'), 'Kiwi Home Renovations Ltd');
    await user.type(screen.getByLabelText('Description, line 1'), 'Bathroom tiles');
    await waitFor(() => expect(localStorage.getItem(NEW_KEY)).toContain('Bathroom tiles'));
    unmount();

    const { user: again } = await openEditor();
    expect(screen.getByRole('heading', { name: 'You have unsaved changes' })).toBeInTheDocument();
    // The form waits for the answer.
    expect(screen.getByRole('form', { name: 'New invoice' })).toHaveAttribute('inert');
    await again.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(screen.getByLabelText('Description, line 1')).toHaveValue('Bathroom tiles');
    expect(screen.getByLabelText('Business')).toHaveValue('1');
    expect(screen.getByRole('form', { name: 'New invoice' })).not.toHaveAttribute('inert');
  });

  it('can be discarded', async () => {
    localStorage.setItem(
      NEW_KEY,
      JSON.stringify({
        savedAt: '2026-11-20T01:00:00.000Z',
        baseVersion: null,
        form: {
          businessId: 1,
          clientId: null,
          issueDate: '2026-11-20',
          dueDate: '2026-12-04',
          reference: 'Old',
          currency: 'NZD',
          pricesIncludeGst: false,
          discountKind: 'NONE',
          discountValue: '',
          notes: '',
          paymentInstructions: '',
          lines: [],
        },
      }),
    );
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(screen.queryByRole('heading', { name: 'You have unsaved changes' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Reference or PO number')).toHaveValue('');
    expect(localStorage.getItem(NEW_KEY)).toBeNull();
  });

  it('never crashes on a corrupt entry: it is dropped and the user is told', async () => {
    localStorage.setItem(NEW_KEY, '{"savedAt": "2026-11-20", "form": {"lines": "nope"');
    await openEditor();
    expect(screen.getByText('Unsaved changes kept in this browser could not be read, so they were discarded.')).toBeInTheDocument();
    expect(screen.getByLabelText('Description, line 1')).toHaveValue('');
    expect(localStorage.getItem(NEW_KEY)).toBeNull();
  });

  it('is kept per user: another user is not offered it', async () => {
    localStorage.setItem('invoicing:unsaved-invoice:v1:admin:new', '{}');
    await openEditor();
    expect(screen.queryByText(/unsaved changes/i)).not.toBeInTheDocument();
  });

  it('is saved when a 401 forces a sign-out, without asking to stay, and offered back after signing in again', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const beforeUnload = vi.fn();
    const { user, unmount } = await openEditor();
    await user.selectOptions(screen.getByLabelText('Business'), 'Kiwi Home Renovations Ltd');
    await user.type(screen.getByLabelText('Description, line 1'), 'Roof repair');
    // The forced sign-out's full page load must not be held up by "leave this page?".
    const listening = new AbortController();
    onTestFinished(() => listening.abort());
    window.addEventListener(
      'beforeunload',
      (event) => {
        beforeUnload(event.defaultPrevented);
      },
      { signal: listening.signal },
    );
    server.use(http.get(apiUrl('/api/invoicing/businesses/:id/clients'), () => problem(401, 'The token has expired.')));
    const seen = vi.fn();
    window.addEventListener(
      FORCED_SIGN_OUT_EVENT,
      () => {
        seen(localStorage.getItem(NEW_KEY));
      },
      { signal: listening.signal },
    );
    await user.selectOptions(screen.getByLabelText('Business'), 'Southern Lakes Rentals');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(seen).toHaveBeenCalledWith(expect.stringContaining('Roof repair'));
    expect(localStorage.getItem(NEW_KEY)).toContain('Roof repair');
    act(() => {
      window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    });
    expect(beforeUnload).toHaveBeenCalledWith(false);
    unmount();
    server.resetHandlers();

    await openEditor();
    expect(screen.getByRole('heading', { name: 'You have unsaved changes' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(screen.getByLabelText('Description, line 1')).toHaveValue('Roof repair');
  });
});

describe('leaving with unsaved changes', () => {
  it('asks first; staying keeps the work, leaving goes', async () => {
    const { user, router } = await openEditor();
    await user.type(screen.getByLabelText('Description, line 1'), 'Half done');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/create-invoice');
    expect(screen.getByLabelText('Description, line 1')).toHaveValue('Half done');

    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // What was typed stays in this browser, to be offered back.
    expect(localStorage.getItem(NEW_KEY)).toContain('Half done');
  });

  it('asks the browser to confirm closing the tab', async () => {
    const { user } = await openEditor();
    const untouched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText('Description, line 1'), 'x');
    const touched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(touched);
    expect(touched.defaultPrevented).toBe(true);
  });

  it('does not ask without changes', async () => {
    const { user, router } = await openEditor();
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('logging out with unsaved changes', () => {
  it('asks once, and keeping them leaves them for the next sign-in without the leave question', async () => {
    const { user, router } = await openEditor();
    await user.type(screen.getByLabelText('Description, line 1'), 'Half done');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const question = await screen.findByRole('alertdialog', { name: 'You have unsaved work' });
    expect(question).toHaveTextContent('Not saved yet: a new invoice.');
    await user.click(within(question).getByRole('button', { name: 'Keep it on this device' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(localStorage.getItem(NEW_KEY)).toContain('Half done');
  });

  it('discards them on request', async () => {
    const { user, router } = await openEditor();
    await user.type(screen.getByLabelText('Description, line 1'), 'Half done');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(NEW_KEY)).toBeNull();
  });
});

describe('a browser that refuses to keep the changes', () => {
  it('is said at once, and beside Save draft', async () => {
    const { user } = await openEditor();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await user.type(screen.getByLabelText('Description, line 1'), 'x');
    expect(
      screen.getByText(
        'Your changes are not being kept in this browser: its storage is full or turned off. Save them before you leave this page or sign out.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Changes not kept in this browser: save them.')).toBeInTheDocument();
    expect(screen.queryByText('Changes kept in this browser until you save.')).not.toBeInTheDocument();
  });
});
