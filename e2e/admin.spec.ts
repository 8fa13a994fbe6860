import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

async function openAsAdmin(page: Page, link: 'Users' | 'Businesses & Clients') {
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Admin' }).click();
  await nav.getByRole('link', { name: link }).click();
}

const confirmDialog = (page: Page, question: string) => page.getByRole('alertdialog', { name: question });

test.describe('User Management', () => {
  test('creates, edits and deletes a user', async ({ page }) => {
    await openAsAdmin(page, 'Users');
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeFocused();
    await expect(page.getByRole('rowheader', { name: 'mere' })).toBeVisible();
    await expectAccessible(page);

    // Create
    await page.getByLabel('Username', { exact: true }).fill('kahu');
    await page.getByLabel('Email', { exact: true }).fill('kahu@example.nz');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('group', { name: 'Roles' }).getByRole('checkbox', { name: 'ADMIN' }).check();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('User created')).toBeVisible();
    const row = page.getByRole('row', { name: /kahu/ });
    await expect(row.getByRole('cell', { name: 'kahu@example.nz' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'USER, ADMIN' })).toBeVisible();
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue('');
    await expectAccessible(page);

    // Edit
    await page.getByRole('button', { name: 'Edit kahu' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Edit user kahu' })).toBeVisible();
    await expect(page.getByLabel('Username', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('kahu@example.nz');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await page.getByLabel('Email', { exact: true }).fill('kahu.renamed@example.nz');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('User updated')).toBeVisible();
    await expect(row.getByRole('cell', { name: 'kahu.renamed@example.nz' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create' })).toBeVisible();

    // Search
    await page.getByPlaceholder('Search user...').fill('KAH');
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('rowheader')).toHaveText(['kahu']);
    await page.getByPlaceholder('Search user...').fill('');

    // Delete
    await page.getByRole('button', { name: 'Delete kahu' }).click();
    const dialog = confirmDialog(page, 'Are you sure to delete?');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User kahu deleted.')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'kahu' })).toHaveCount(0);
    // The row is gone: focus carries on from the search box, not from the top of the page.
    await expect(page.getByPlaceholder('Search user...')).toBeFocused();
  });

  test('keeps the admin from deleting their own account, saying why', async ({ page }) => {
    await openAsAdmin(page, 'Users');
    const own = page.getByRole('button', { name: 'Delete admin' });
    await expect(own).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('You cannot delete your own account.')).toBeVisible();
    // Reachable by keyboard, so the reason can be read; pressing it does nothing.
    await own.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('downloads users.csv with every user', async ({ page }) => {
    await openAsAdmin(page, 'Users');
    await expect(page.getByRole('rowheader', { name: 'mere' })).toBeVisible();
    await page.getByPlaceholder('Search user...').fill('mere');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('users.csv');
    const text = await readFile(await download.path(), 'utf8');
    // A UTF-8 byte-order mark first, so Excel shows macrons right.
    expect(text).toBe(
      '\uFEFFadmin,admin@invoicing.example.nz,ADMIN|USER\r\nmere,mere@southernlakesrentals.nz,USER\r\nuser,user@invoicing.example.nz,USER\r\n',
    );
  });
});

test.describe('Company management', () => {
  test('creates, edits and deletes a business', async ({ page }) => {
    await openAsAdmin(page, 'Businesses & Clients');
    await expect(page).toHaveURL(/\/admin\/businesses$/);
    await expect(page.getByRole('tab', { name: 'Businesses' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('rowheader', { name: 'Kiwi Home Renovations Ltd' })).toBeVisible();
    await expectAccessible(page);

    // Checks before saving.
    await page.getByLabel('GST Number', { exact: true }).fill('12-34');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('GST Number', { exact: true })).toBeFocused();
    await expect(page.getByText('Enter a GST number of 8 or 9 digits, with or without dashes, e.g. 123-456-789.')).toBeVisible();
    await expectAccessible(page);

    // Create, with linked login users chosen by keyboard.
    await page.getByLabel('Business Name', { exact: true }).fill('Totara Builders Ltd');
    await page.getByLabel('GST Number', { exact: true }).fill('123-456-789');
    await page.getByLabel('Email Address', { exact: true }).fill('accounts@totara.example.nz');
    const logins = page.getByRole('combobox', { name: 'Linked Login Users' });
    await logins.fill('me');
    await expect(page.getByRole('listbox', { name: 'Linked Login Users' })).toBeVisible();
    // The open list covers the fields below it, whose small help buttons axe would then count as
    // too small; the page was checked above, so check the multi-select and its list here.
    await expectAccessible(page, '.companies-access');
    await logins.press('ArrowDown');
    await logins.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove mere' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Business created: Totara Builders Ltd.')).toBeVisible();
    const row = page.getByRole('row', { name: /Totara Builders Ltd/ });
    await expect(row.getByRole('cell', { name: 'mere', exact: true })).toBeVisible();

    // Edit
    await page.getByRole('button', { name: 'Edit Totara Builders Ltd' }).click();
    await expect(page.getByLabel('Business Name', { exact: true })).toHaveValue('Totara Builders Ltd');
    await page.getByLabel('Business Type', { exact: true }).fill('Renovation contractor');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Business updated: Totara Builders Ltd.')).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Renovation contractor' })).toBeVisible();

    // A business with clients is not deleted, and the screen says why.
    await page.getByRole('button', { name: 'Delete Kiwi Home Renovations Ltd' }).click();
    await confirmDialog(page, 'Delete this business?').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Kiwi Home Renovations Ltd still has 3 clients.', { exact: false })).toBeVisible();

    // Delete
    await page.getByRole('button', { name: 'Delete Totara Builders Ltd' }).click();
    await confirmDialog(page, 'Delete this business?').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Business deleted: Totara Builders Ltd.')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Filter businesses' })).toBeFocused();
    await expect(page.getByRole('rowheader', { name: 'Totara Builders Ltd' })).toHaveCount(0);
  });

  test('creates, edits and deletes a client', async ({ page }) => {
    await openAsAdmin(page, 'Businesses & Clients');
    await page.getByRole('tab', { name: 'Clients' }).click();
    await expect(page).toHaveURL(/\/admin\/clients$/);
    await expect(page.getByRole('tab', { name: 'Clients' })).toBeFocused();
    await expect(page.getByRole('rowheader', { name: 'Hannah Kim' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Client Name', { exact: true }).fill('Rangi Parata');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Choose the business this client belongs to.')).toBeVisible();
    await expect(page.getByLabel('Linked Business', { exact: true })).toBeFocused();

    await page.getByLabel('Linked Business', { exact: true }).selectOption({ label: 'Southern Lakes Rentals' });
    await page.getByLabel('Phone Number', { exact: true }).fill('+64 27 555 0188');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Client created: Rangi Parata.')).toBeVisible();
    const row = page.getByRole('row', { name: /Rangi Parata/ });
    await expect(row.getByRole('cell', { name: 'BUS-0003' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit Rangi Parata' }).click();
    await expect(page.getByLabel('Linked Business', { exact: true })).toHaveValue('3');
    await page.getByLabel('Email Address', { exact: true }).fill('rangi@example.nz');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Client updated: Rangi Parata.')).toBeVisible();
    await expect(row.getByRole('cell', { name: 'rangi@example.nz' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Rangi Parata' }).click();
    await confirmDialog(page, 'Delete this client?').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Client deleted: Rangi Parata.')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Rangi Parata' })).toHaveCount(0);

    // The address follows the tab, and Back returns to the other tab.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/businesses$/);
    await expect(page.getByRole('tab', { name: 'Businesses' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('admin screens for a USER', () => {
  for (const path of ['/admin/users', '/admin/businesses']) {
    test(`send a USER from ${path} to /login`, async ({ page }) => {
      await page.goto('/login');
      await signIn(page, 'user');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expectAccessible(page);
    });
  }
});
