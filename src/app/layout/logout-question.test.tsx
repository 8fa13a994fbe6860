// Logout with unsaved work asks first: keep it on this device, discard it, or cancel. A forced
// sign-out never asks and never discards.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/lib/browser-navigation';
import { apiUrl } from '@/testing/api-url';
import { renderRoute, signInAs } from '@/testing/render';
import { server } from '../../../mocks/runtime/node';
import { problem } from '../../../mocks/runtime/problem';

const PROFILE_KEY = 'invoicing:unsaved-profile:v1:user:2';
const OLD_INVOICE_KEY = 'invoicing:unsaved-invoice:v1:user:new';

/** The profile with a changed email (kept in this browser), and an invoice kept from an earlier visit. */
async function withUnsavedWork() {
  localStorage.setItem(
    OLD_INVOICE_KEY,
    JSON.stringify({ savedAt: '2026-11-20T01:00:00.000Z', label: 'a new invoice', baseVersion: null, form: {} }),
  );
  await signInAs('user');
  const rendered = renderRoute('/profile');
  await screen.findByDisplayValue('user@invoicing.example.nz');
  await rendered.user.type(screen.getByLabelText('Email'), '.nz');
  return rendered;
}

async function askToLogOut(user: Awaited<ReturnType<typeof withUnsavedWork>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  return screen.findByRole('alertdialog', { name: 'You have unsaved work' });
}

describe('Logout with unsaved work', () => {
  it('asks first, naming the work; keeping it leaves it for the next sign-in as the same user', async () => {
    const { user, router } = await withUnsavedWork();
    const question = await askToLogOut(user);
    expect(question).toHaveTextContent('Not saved yet: your profile and a new invoice.');
    expect(question).toHaveTextContent('anyone who signs in as user here can see it');
    await user.click(within(question).getByRole('button', { name: 'Keep it on this device' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(localStorage.getItem(PROFILE_KEY)).toContain('user@invoicing.example.nz.nz');
    expect(localStorage.getItem(OLD_INVOICE_KEY)).not.toBeNull();
  });

  it('discards it all on request, then logs out', async () => {
    localStorage.setItem('invoicing:unsaved-profile:v1:admin:1', JSON.stringify({ savedAt: '2026-11-20T01:00:00.000Z', values: {} }));
    const { user, router } = await withUnsavedWork();
    await user.click(within(await askToLogOut(user)).getByRole('button', { name: 'Discard it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
    expect(localStorage.getItem(OLD_INVOICE_KEY)).toBeNull();
    // Another user's work on this browser is theirs.
    expect(localStorage.getItem('invoicing:unsaved-profile:v1:admin:1')).not.toBeNull();
  });

  it('stays, signed in and with the work, on Cancel', async () => {
    const { user, router } = await withUnsavedWork();
    await user.click(within(await askToLogOut(user)).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/profile');
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('user@invoicing.example.nz.nz');
    expect(localStorage.getItem(PROFILE_KEY)).not.toBeNull();
  });

  it('says when the browser could not keep the work', async () => {
    const { user } = await withUnsavedWork();
    localStorage.removeItem(OLD_INVOICE_KEY);
    localStorage.removeItem(PROFILE_KEY);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await user.type(screen.getByLabelText('Email'), 'z');
    const question = await askToLogOut(user);
    expect(question).toHaveTextContent('This browser could not keep your changes to your profile: logging out loses them.');
    expect(within(question).getByRole('button', { name: 'Log out anyway' })).toBeInTheDocument();
  });

  it('is never asked on a forced sign-out, which keeps the work', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user } = await withUnsavedWork();
    server.use(http.put(apiUrl('/api/users/:id'), () => problem(401, 'The token has expired.')));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(PROFILE_KEY)).toContain('user@invoicing.example.nz.nz');
  });
});
