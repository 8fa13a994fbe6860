import { ACCOUNTS, API_ORIGIN, expect, test } from './fixtures';
import type { Page } from '@playwright/test';

async function signIn(page: Page, account: keyof typeof ACCOUNTS) {
  await page.getByLabel('Username').fill(ACCOUNTS[account].username);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS[account].password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('the production build against the backend over HTTP', () => {
  test('signs in across origins with CORS, then sends the bearer token to the configured base URL', async ({ page }) => {
    const apiRequests: Array<{ url: string; method: string; authorization: string | null }> = [];
    page.on('request', (request) => {
      if (request.url().startsWith(API_ORIGIN)) {
        apiRequests.push({ url: request.url(), method: request.method(), authorization: request.headers().authorization ?? null });
      }
    });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel('Username')).toHaveValue('user');

    const me = apiRequests.find((request) => request.url === `${API_ORIGIN}/api/users/me`);
    expect(me?.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    const login = apiRequests.find((request) => request.url === `${API_ORIGIN}/auth/login`);
    expect(login?.method).toBe('POST');
  });

  test('edits the profile and finds the change after a reload', async ({ page }) => {
    await page.goto('/profile');
    await signIn(page, 'user');
    await page.getByLabel('Email').fill('user.changed@example.nz');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Email')).toHaveValue('user.changed@example.nz');
  });

  test('shows the wake banner while the server is still asleep, and signs in once it wakes', async ({ page, backend }) => {
    await backend.coldStart(5000);
    await page.goto('/login');
    const status = page.locator('.server-status [role="status"]');
    await expect(status).toHaveText(/still waking/);
    await signIn(page, 'user');
    await expect(status).toHaveText('Server ready.', { timeout: 10_000 });
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  });

  test('a token the server rejects ends the session and lands on the home page', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.evaluate(() => {
      const token = localStorage.getItem('token') ?? '';
      localStorage.setItem('token', `${token.slice(0, -4)}AAAA`);
    });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('admin creates and deletes a user', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('rowheader', { name: 'mere' })).toBeVisible();

    await page.getByLabel('Username', { exact: true }).fill('tane');
    await page.getByLabel('Email', { exact: true }).fill('tane@example.nz');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('User created')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'tane' })).toBeVisible();
    // The server has it: a reload lists it again.
    await page.reload();
    await expect(page.getByRole('rowheader', { name: 'tane' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete tane' }).click();
    await page.getByRole('alertdialog', { name: 'Are you sure to delete?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User tane deleted.')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'tane' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('rowheader', { name: 'mere' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'tane' })).toHaveCount(0);
  });

  test('refuses a wrong password without leaving the login screen', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('user');
    await page.getByLabel('Password', { exact: true }).fill('not-it');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
