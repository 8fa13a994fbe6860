import type { Page } from '@playwright/test';
import { breakStoredTokenSignature, expect, expectAccessible, signIn, stopPageClock, test } from './fixtures';

test.describe('the guard', () => {
  test('sends a visitor from a signed-in page to the login screen', async ({ page }) => {
    await page.goto('/invoice-history');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectAccessible(page);
  });

  test('signs in and returns to the page the user came from', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel('Username')).toHaveValue('user');
    await expectAccessible(page);
    // The login screen was replaced in the history: Back does not return to it.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test('goes to the dashboard after a direct sign-in', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectAccessible(page);
  });

  test('keeps a USER out of the admin area', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('lets an ADMIN into the admin area', async ({ page }) => {
    await page.goto('/admin/users');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  });

  test('shows the failure message for wrong credentials and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);
  });
});

test.describe('the 401 path', () => {
  test('a token the server rejects removes the session and lands on the home page', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    // The dashboard's own requests answered first: a refused one would move the page to '/' itself.
    await page.waitForLoadState('networkidle');
    await breakStoredTokenSignature(page);
    // The app answers the refused token by loading '/', which may come before /profile's load event.
    await page.goto('/profile', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('roles'))).toBe('["USER"]');
  });
});

test.describe('the route table', () => {
  test('an unknown path goes to the home page for visitors and the dashboard when signed in', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("shows 'Unauthorized Access' at /unauthorized", async ({ page }) => {
    await page.goto('/unauthorized');
    await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
    await expectAccessible(page);
  });
});

// The page's clock is stopped (stopPageClock): the cold start, the banner's polling and its limits
// move only when the test moves time, so a busy machine cannot make a step early or late.
test.describe('the wake banner', () => {
  const status = (page: Page) => page.locator('.server-status [role="status"]');

  test('shows waking, then ready, then hides', async ({ page }) => {
    await stopPageClock(page);
    await page.goto('/login?mockColdStartMs=4000');
    await expect(status(page)).toHaveText('The server is still waking up — try again shortly.');
    // Past the wake moment: the next probe finds the server up.
    await page.clock.fastForward(4000);
    await expect(status(page)).toHaveText('Server ready.');
    await page.clock.runFor(1800);
    await expect(status(page)).toHaveText('');
  });

  test('holds a sign-in until the server is awake, then completes it', async ({ page }) => {
    await stopPageClock(page);
    await page.goto('/login?mockColdStartMs=4000');
    await expect(status(page)).toHaveText(/still waking/);
    const sent = page.waitForRequest((request) => request.url().endsWith('/auth/login'));
    await signIn(page, 'user');
    await sent;
    await expect(page).toHaveURL(/\/login\?mockColdStartMs=4000$/);
    // The server wakes and answers the held sign-in; from here on the page's time runs again.
    await page.clock.fastForward(4000);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('says the server is unreachable after 30 seconds when it never wakes', async ({ page }) => {
    await stopPageClock(page);
    await page.goto('/login?mockColdStartMs=never');
    await expect(status(page)).toHaveText(/still waking/);
    await page.clock.runFor(29_000);
    await expect(status(page)).toHaveText(/still waking/);
    await page.clock.runFor(1000);
    await expect(status(page)).toHaveText('server unreachable — please retry');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The banner has given up and waits for nothing: the page's time may run again, as axe needs it.
    await page.clock.resume();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(status(page)).toHaveText(/still waking/);
    await expectAccessible(page);
  });
});
