import { defaultScheduler, notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Outlet } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { login } from '@/api/auth';
import { userKeys } from '@/api/users';
import { rolesFromToken } from '@/lib/token';
import { AuthProvider } from '@/features/session/auth-provider';
import { apiUrl } from '@/testing/api-url';
import { renderRoute } from '@/testing/render';
import { skipContractCheck } from '@/testing/contract-watch';
import { server } from '../../../mocks/runtime/node';
import { problem } from '../../../mocks/runtime/problem';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

const url = apiUrl;

async function openRegister() {
  const rendered = renderRoute('/register');
  await screen.findByRole('heading', { level: 1, name: 'Register' });
  return rendered;
}

const field = (name: string) => screen.getByLabelText(name, { exact: true });

async function fillIn(
  user: Awaited<ReturnType<typeof openRegister>>['user'],
  values: { username?: string; email?: string; password?: string },
) {
  if (values.username) await user.type(field('Username'), values.username);
  if (values.email) await user.type(field('Email'), values.email);
  if (values.password) await user.type(field('Password'), values.password);
}

/**
 * Retries `check` while promises settle, without moving fake time. (Testing Library's waitFor
 * waits on a fake setTimeout, and vi.waitFor advances the fake clock as it polls.)
 */
async function withoutTime<T>(check: () => T): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return check();
    } catch (error) {
      if (attempt > 500) throw error;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

describe('the register screen', () => {
  it('asks for Username, Email (email type), Password and Role, with autocomplete values', async () => {
    await openRegister();
    expect(field('Username')).toHaveAttribute('autocomplete', 'username');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Email')).toHaveAttribute('autocomplete', 'email');
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    for (const name of ['Username', 'Email', 'Password']) expect(field(name)).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Role' })).not.toBeRequired();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("offers the server's roles, USER chosen by default", async () => {
    server.use(http.get(url('/api/users/roles'), () => HttpResponse.json(['USER', 'ADMIN', 'AUDITOR'])));
    await openRegister();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['USER', 'ADMIN', 'AUDITOR']);
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('USER');
  });

  it('falls back to USER and ADMIN when the role list does not answer', async () => {
    server.use(http.get(url('/api/users/roles'), () => problem(401, 'Full authentication is required.')));
    const { queryClient } = await openRegister();
    // Once the request has failed, the fallback is still there.
    await waitFor(() => expect(queryClient.getQueryState(userKeys.roles())?.status).toBe('error'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['USER', 'ADMIN']);
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('USER');
  });

  it('says what is wrong next to each field and focuses the first', async () => {
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(field('Username')).toHaveFocus();
    expect(field('Username')).toHaveAccessibleDescription('Error: Enter a username');
    expect(field('Email')).toHaveAccessibleDescription('Error: Enter an email address like name@example.com');
    expect(field('Password')).toHaveAccessibleDescription('Error: Enter a password');

    await fillIn(user, { username: 'newcomer', email: 'newcomer@example' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(field('Email')).toHaveFocus();
    expect(field('Email')).toHaveAccessibleDescription('Error: Enter an email address in the correct format, like name@example.com');
    expect(field('Username')).toHaveValue('newcomer');
  });

  it('registers, says so, and goes to /login after 2 seconds with the username filled in', async () => {
    // The two screens without lazy route modules: the module loader does not run on fake timers.
    const { router, user } = renderRoute('/register', {
      routes: [
        {
          element: (
            <AuthProvider>
              <Outlet />
            </AuthProvider>
          ),
          children: [
            { path: '/register', element: <RegisterPage /> },
            { path: '/login', element: <LoginPage /> },
          ],
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Register' });
    await fillIn(user, { username: 'newcomer', email: 'newcomer@example.nz', password: 'secret123' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'ADMIN');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // TanStack Query batches its updates with setTimeout(0); let them through as microtasks.
    notifyManager.setScheduler(queueMicrotask);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Register' }));
      const message = await withoutTime(() => screen.getByText('Registration successful! Redirecting to login...'));
      expect(message.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
      expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-disabled', 'true');

      act(() => {
        vi.advanceTimersByTime(1999);
      });
      expect(router.state.location.pathname).toBe('/register');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      await withoutTime(() => expect(router.state.location.pathname).toBe('/login'));
    } finally {
      vi.useRealTimers();
      notifyManager.setScheduler(defaultScheduler);
    }
    expect(await screen.findByLabelText('Username')).toHaveValue('newcomer');
    // The account exists with the chosen role.
    const { token } = await login({ username: 'newcomer', password: 'secret123' });
    expect(rolesFromToken(token)).toEqual(['ADMIN']);
  });

  it('sends USER when the role is left alone', async () => {
    const { user } = await openRegister();
    await fillIn(user, { username: 'plain', email: 'plain@example.nz', password: 'secret123' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('Registration successful! Redirecting to login...');
    const { token } = await login({ username: 'plain', password: 'secret123' });
    expect(rolesFromToken(token)).toEqual(['USER']);
  });

  it("shows the server's message as text and keeps the values", async () => {
    const { user, router } = await openRegister();
    await fillIn(user, { username: 'user', email: 'someone@example.nz', password: 'secret123' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'ADMIN');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText("Username 'user' is already taken.")).toBeInTheDocument();
    expect(field('Username')).toHaveValue('user');
    expect(field('Email')).toHaveValue('someone@example.nz');
    expect(field('Password')).toHaveValue('secret123');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('ADMIN');
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByRole('button', { name: 'Register' })).not.toHaveAttribute('aria-disabled');
  });

  it('never turns markup in the server message into HTML', async () => {
    server.use(http.post(url('/auth/register'), () => problem(409, '<img src=x onerror=alert(1)> taken')));
    const { user } = await openRegister();
    await fillIn(user, { username: 'x', email: 'x@example.nz', password: 'secret123' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const status = await screen.findByText('<img src=x onerror=alert(1)> taken');
    expect(within(status.closest('[role="status"]') as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows 'Registration failed' when the server says nothing useful", async () => {
    server.use(
      http.post(url('/auth/register'), () =>
        HttpResponse.json({ title: '', status: 409 }, { status: 409, headers: { 'Content-Type': 'application/problem+json' } }),
      ),
    );
    const { user } = await openRegister();
    await fillIn(user, { username: 'x', email: 'x@example.nz', password: 'secret123' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it("shows 'Registration failed' for an empty error page from a proxy", async () => {
    skipContractCheck();
    server.use(http.post(url('/auth/register'), () => new HttpResponse(null, { status: 502 })));
    const { user } = await openRegister();
    await fillIn(user, { username: 'x', email: 'x@example.nz', password: 'secret123' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it("puts the server's field errors next to the fields and focuses the first", async () => {
    server.use(
      http.post(url('/auth/register'), () =>
        problem(400, 'Validation failed.', [{ field: 'email', message: 'Enter a valid email address.' }]),
      ),
    );
    const { user } = await openRegister();
    await fillIn(user, { username: 'x', email: 'x@example.nz', password: 'secret123' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(field('Email')).toHaveAccessibleDescription('Error: Enter a valid email address.');
    expect(screen.getByText('Validation failed.')).toBeInTheDocument();
  });
});

describe('Register: a half-filled form', () => {
  it('survives a reload in this tab (session storage), the password excepted', async () => {
    const { user, unmount } = await openRegister();
    await fillIn(user, { username: 'aroha', email: 'aroha@example.nz', password: 'hunter22' });
    await user.selectOptions(field('Role'), 'ADMIN');
    const kept = sessionStorage.getItem('invoicing:unsaved-register:v1::new') ?? '';
    expect(kept).toContain('aroha@example.nz');
    expect(kept).not.toContain('hunter22');
    expect(localStorage.getItem('invoicing:unsaved-register:v1::new')).toBeNull();
    unmount();

    await openRegister();
    expect(field('Username')).toHaveValue('aroha');
    expect(field('Email')).toHaveValue('aroha@example.nz');
    expect(field('Password')).toHaveValue('');
    await waitFor(() => expect(field('Role')).toHaveValue('ADMIN'));
  });
});
