import { readFile } from 'node:fs/promises';
import { breakStoredTokenSignature, expect, signIn, stopPageClock, test, watchPreflights } from './fixtures';
import { pdfText } from '../pdf-text';
import { issueFirstInvoice, signInWatchingTheService } from './journey-steps';

test.describe('the production build against the backend over HTTP', () => {
  test('signs in on its own origin without a single preflight, then sends the bearer token through the proxy', async ({
    page,
    apiOrigin,
  }) => {
    const preflights = await watchPreflights(page);
    const apiRequests = await signInWatchingTheService(page, apiOrigin);
    // Same origin: the browser asks no permission before an authorised call.
    await page.goto('/dashboard');
    await page.waitForLoadState('networkidle');
    expect(apiRequests.filter((request) => request.authorization !== null).length).toBeGreaterThan(3);
    expect(preflights).toEqual([]);
  });

  test('a device clock three hours ahead does not lock the user out', async ({ page }) => {
    // The server's token is good for an hour by its clock; by this device's clock it has expired.
    await page.clock.install({ time: Date.now() + 3 * 60 * 60 * 1000 });
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');
    await expect(page.getByLabel('Username')).toHaveValue('user');
    await page.reload();
    await expect(page.getByLabel('Username')).toHaveValue('user');
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

  test('shows the wake banner while the server is still asleep, and signs in once it wakes', async ({ page, backend, apiOrigin }) => {
    // The server sleeps until the test wakes it, and the page's clock moves only when the test moves
    // it: no step depends on how fast this machine is.
    await backend.coldStart('never');
    await stopPageClock(page);
    await page.goto('/login');
    const status = page.locator('.server-status [role="status"]');
    await expect(status).toHaveText(/still waking/);
    const sent = page.waitForRequest((request) => request.url() === `${apiOrigin}/auth/login` && request.method() === 'POST');
    await signIn(page, 'user');
    await sent;
    await expect(page).toHaveURL(/\/login$/);
    await backend.coldStart(0); // awake: the held sign-in is answered
    await page.clock.runFor(1500); // the banner's next probe
    await expect(status).toHaveText('Server ready.');
    await page.clock.resume();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a token the server rejects ends the session and lands on the home page', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    // The dashboard's own requests answered first: a refused one would move the page to '/' itself.
    await page.waitForLoadState('networkidle');
    await breakStoredTokenSignature(page);
    await page.goto('/profile', { waitUntil: 'commit' });
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

  test('creates and issues an invoice, then downloads its PDF under the production CSP', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('main').getByRole('link', { name: 'New invoice' }).click();
    // The dashboard has a Business filter of its own: wait for the editor before choosing.
    await expect(page.getByRole('heading', { level: 1, name: 'Create Invoice' })).toBeFocused();
    await issueFirstInvoice(page);
    await expect(page).toHaveURL(/\/invoices\/\d+$/);

    // A deep link reload goes through nginx's fallback and the API again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tax Invoice RENO-0042' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    const { strings } = await pdfText(await readFile(await download.path()));
    expect(strings).toEqual(expect.arrayContaining(['RENO-0042', '$3,783.50', 'GST number: 49-091-850']));
  });
});
