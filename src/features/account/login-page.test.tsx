import { inspect } from 'node:util';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/testing/api-url';
import { watchRequests } from '@/testing/watch-requests';
import { renderRoute, signInAs } from '@/testing/render';
import { signToken } from '../../../mocks/runtime/auth';
import { server } from '../../../mocks/runtime/node';
import { problem } from '../../../mocks/runtime/problem';

const url = apiUrl;

/** Counts sign-in calls without changing the mock backend's answers. */
function countLoginCalls() {
  const calls: unknown[] = [];
  watchRequests((request) => {
    if (request.method === 'POST' && request.url === url('/auth/login')) calls.push(request.url);
  });
  return calls;
}

async function openLogin(state?: unknown) {
  const rendered = renderRoute('/login', { state });
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  return rendered;
}

describe('the login screen', () => {
  it('has Username and Password with the autocomplete values password managers use, and a link to register', async () => {
    await openLogin();
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Username')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(document.title).toBe('Sign in – Invoicing');
  });

  it('says what is missing next to each field, focuses the first, and sends nothing', async () => {
    const calls = countLoginCalls();
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Error: Enter your username');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Error: Enter your password');

    await user.type(screen.getByLabelText('Username'), 'user');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.queryByText('Enter your username')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('signs in and goes to /dashboard, replacing the login entry', async () => {
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Username'), 'user');
    await user.type(screen.getByLabelText('Password'), 'user123{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem('token')).toEqual(expect.any(String));
  });

  it('returns to the page the guard sent the user from', async () => {
    const { user, router } = renderRoute('/profile');
    await screen.findByRole('heading', { name: 'Sign in' });
    await user.type(screen.getByLabelText('Username'), 'user');
    await user.type(screen.getByLabelText('Password'), 'user123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
  });

  it('never follows a "from" that leaves the site', async () => {
    const { user, router } = await openLogin({ from: '//evil.example/phish' });
    await user.type(screen.getByLabelText('Username'), 'user');
    await user.type(screen.getByLabelText('Password'), 'user123{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("shows 'Login failed. Please check your credentials.' under the fields, announced, keeping what was typed", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const message = await screen.findByText('Login failed. Please check your credentials.');
    const region = message.closest('[role="status"]');
    expect(region).toHaveAttribute('aria-live', 'assertive');
    // Under the fields: after the password in document order.
    expect(screen.getByLabelText('Password').compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(router.state.location.pathname).toBe('/login');
    expect(error).toHaveBeenCalledWith('Login failed', expect.anything());
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs a failed sign-in with its status and message only: never the password or a token', async () => {
    const token = await signInAs('user');
    const printed: string[] = [];
    for (const level of ['error', 'warn', 'info', 'log', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        // Everything a developer console could unfold: nested objects, hidden properties, headers.
        printed.push(inspect(args, { depth: 10, showHidden: true, getters: true }));
      });
    }
    const password = 'Not-the-Pa55word';
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), `${password}{Enter}`);
    await screen.findByText('Login failed. Please check your credentials.');
    const output = printed.join('\n');
    expect(output).toContain('Login failed');
    expect(output).toContain('401');
    expect(output).not.toContain(password);
    expect(output).not.toContain(token);
    expect(output).not.toMatch(/Bearer|authorization/i);
  });

  it('shows the same message when the server answers with another failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(url('/auth/login'), () => problem(400, 'Password is required.')));
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'x{Enter}');
    expect(await screen.findByText('Login failed. Please check your credentials.')).toBeInTheDocument();
  });

  it('sends one request however often Login is pressed while it is pending', async () => {
    let calls = 0;
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(url('/auth/login'), async () => {
        calls += 1;
        await answered;
        return HttpResponse.json({ token: await signToken({ username: 'user', roles: ['USER'] }) });
      }),
    );
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Username'), 'user');
    await user.type(screen.getByLabelText('Password'), 'user123');
    const button = screen.getByRole('button', { name: 'Login' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await user.click(button);
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls).toBe(1);
  });

  it('explains when the guard sent a signed-in user here for a missing role', async () => {
    await signInAs('user');
    const { router } = renderRoute('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(/needs a role that your account \(user\) does not have/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('does not show that explanation to a signed-out visitor', async () => {
    await openLogin({ reason: 'missing-role' });
    expect(screen.queryByText(/needs a role/)).not.toBeInTheDocument();
  });

  it('fills in the username a new registration passes along', async () => {
    await openLogin({ username: 'newcomer' });
    expect(screen.getByLabelText('Username')).toHaveValue('newcomer');
  });

  it("drops the previous account's cached data on sign-in", async () => {
    const { user, queryClient, router } = await openLogin();
    queryClient.setQueryData(['users', 'me'], { id: 1, username: 'admin', email: 'admin@invoicing.example.nz', roles: ['ADMIN'] });
    await user.type(screen.getByLabelText('Username'), 'user');
    await user.type(screen.getByLabelText('Password'), 'user123{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
  });
});
