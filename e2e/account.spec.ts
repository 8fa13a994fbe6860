import type { Page } from '@playwright/test';
import { breakStoredTokenSignature, expect, expectAccessible, signIn, test } from './fixtures';

/** Everything the app keeps in local storage, as one text. */
const storedText = (page: Page) =>
  page.evaluate(() =>
    Array.from({ length: localStorage.length }, (_, i) => localStorage.getItem(localStorage.key(i) ?? '') ?? '').join('\n'),
  );

test.describe('account', () => {
  test('signs in, edits the profile and logs out', async ({ page }) => {
    await page.goto('/login');
    await expectAccessible(page);
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeFocused();
    await expect(page).toHaveTitle('My Profile – Invoicing');
    await expect(page.getByLabel('Username')).toHaveValue('user');
    await expect(page.getByLabel('Roles')).toHaveValue('USER');
    await expectAccessible(page);

    await page.getByLabel('Email').fill('user.renamed@example.nz');
    await page.getByLabel('New Password').fill('fresh-secret');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();
    await expect(page.getByLabel('New Password')).toHaveValue('');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The session ends once the home page is on screen, a moment after the address changes.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The new password is the one that works now.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username').fill('user');
    await page.getByLabel('Password', { exact: true }).fill('user123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('fresh-secret');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel('Email')).toHaveValue('user.renamed@example.nz');
  });

  test('keeps typed profile changes across a refused token, for the same user only, never the password', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Profile' }).click();
    await page.getByLabel('Email').fill('typed.not.saved@example.nz');
    await page.getByLabel('New Password').fill('fresh-secret');

    // The server stops accepting the token: saving is refused, and the app signs out to / at once.
    await breakStoredTokenSignature(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const stored = await storedText(page);
    expect(stored).toContain('typed.not.saved@example.nz');
    expect(stored).not.toContain('fresh-secret');

    // Another user on the same browser is not offered it.
    await page.goto('/login');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Profile' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('admin@invoicing.example.nz');
    await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The same user is, and gets the values back (the password has to be typed again).
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Profile' }).click();
    const offer = page.getByRole('region', { name: 'Unsaved changes' });
    await expect(offer).toContainText('A new password is never kept');
    await expectAccessible(page);
    await offer.getByRole('button', { name: 'Restore my changes' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('typed.not.saved@example.nz');
    await expect(page.getByLabel('New Password')).toHaveValue('');

    // Logout asks what to do with it.
    await page.getByRole('button', { name: 'Logout' }).click();
    const question = page.getByRole('alertdialog', { name: 'You have unsaved work' });
    await expect(question).toContainText('your profile');
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Keep it on this device' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await storedText(page)).toContain('typed.not.saved@example.nz');
  });

  test('registers a new user who then signs in', async ({ page }) => {
    const username = `newcomer${Date.now()}`;
    await page.goto('/register');
    await expect(page).toHaveTitle('Create an account – Invoicing');
    await expect(page.getByLabel('Role')).toHaveValue('USER');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByLabel('Username')).toBeFocused();
    await expect(page.getByText('Enter an email address like name@example.com')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.nz`);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registration successful! Redirecting to login...')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Username')).toHaveValue(username);

    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner')).toContainText(`Signed in as ${username}`);
    await page.getByRole('link', { name: 'My Profile' }).click();
    await expect(page.getByLabel('Username')).toHaveValue(username);
    await expect(page.getByLabel('Roles')).toHaveValue('USER');
  });

  test("shows the server's reason when registration fails, keeping the values", async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Username').fill('user');
    await page.getByLabel('Email').fill('someone@example.nz');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText("Username 'user' is already taken.")).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('someone@example.nz');
    await expect(page).toHaveURL(/\/register$/);
    await expectAccessible(page);
  });

  test('tells a USER sent away from an admin page why', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(/needs a role that your account \(user\) does not have/)).toBeVisible();
    await expectAccessible(page);
  });

  test('the admin sees the admin navigation', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'admin');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Create Invoice',
      'Invoice History',
      'Recurring',
      'Quotes',
      'Purchases',
      'My Profile',
    ]);
    await expect(nav.getByRole('button')).toHaveText(['Books', 'Sending', 'Admin']);
    await nav.getByRole('button', { name: 'Books' }).click();
    await expect(nav.getByRole('link', { name: 'GST return' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Reports' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Bank accounts' })).toBeVisible();
    await expectAccessible(page);
    // The groups keep the menu on one row at a laptop's 1280 px, an admin's entries included.
    const rows = await nav
      .locator(':scope > ul > li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(rows).size).toBe(1);
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'GST return' })).toBeHidden();
    await nav.getByRole('button', { name: 'Admin' }).click();
    await nav.getByRole('link', { name: 'Businesses & Clients' }).click();
    await expect(page).toHaveURL(/\/admin\/businesses$/);
    await expect(nav.getByRole('button', { name: 'Admin' })).toHaveAttribute('data-current');
    await nav.getByRole('button', { name: 'Admin' }).click();
    await expect(nav.getByRole('link', { name: 'Businesses & Clients' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the navigation folds behind Menu and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/login');
    await expectAccessible(page);
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);

    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeVisible();
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('button', { name: 'Admin' }).click();
    await expect(nav.getByRole('link', { name: 'Businesses & Clients' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await nav.getByRole('button', { name: 'Sending' }).click();
    await expect(nav.getByRole('link', { name: 'Email templates' })).toBeVisible();
    await expectAccessible(page);
    // Escape closes the open group first, then the menu.
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Email templates' })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Sending' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await nav.getByRole('link', { name: 'My Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeFocused();
    await expect(nav).toBeHidden();
    await expect(page.getByLabel('Email')).toHaveValue('admin@invoicing.example.nz');
    await expectAccessible(page);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });

  test('the account screens fit', async ({ page }) => {
    for (const path of ['/login', '/register', '/unauthorized']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBe(0);
      await expectAccessible(page);
    }
  });
});

test('the landing page loads none of the design system’s headless library', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /react-aria|react-stately|@react-aria/.test(url))).toEqual([]);
});
