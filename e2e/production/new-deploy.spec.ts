// A deploy under an open tab (docs/decisions/330-code-that-fails-to-load-reloads-once.md): the tab
// still runs the previous build, whose hashed chunks are gone from the server.
//
// The deploy is simulated on the served directory, which is faithful where it matters: a new build
// differs from the old one, for an open tab, only in the names of its hashed chunks (the files under
// assets/) and in the HTML and chunks that name them. Here every script and stylesheet under assets/
// gets a new name, every file that names one is rewritten to the new name, and the old names are
// gone, so the tab's next import of an old chunk is a 404 from nginx, exactly as after a real deploy,
// while a fresh app.html names chunks that exist. Building a second time would take minutes and give
// nothing more to the tab.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/** Where scripts/serve-production-e2e.mjs builds the app and nginx serves it from. */
const DIST = resolve('.e2e/dist');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** Deploys "the next build" in place; returns how to put the first one back. */
function deployNextBuild(): () => void {
  // Scripts, stylesheets and their source maps, named as the HTML and the chunks name them.
  const chunks = filesUnder(join(DIST, 'assets')).filter((file) => /\.(js|css)(\.map)?$/.test(file));
  const nextName = (name: string) => name.replace(/\.(js|css)(\.map)?$/, '.next.$1$2');
  const names = chunks.map((file) => basename(file)).sort((a, b) => b.length - a.length);
  const named = new RegExp(names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const before = new Map<string, string>();
  for (const file of filesUnder(DIST).filter((each) => /\.(js|css|html)$/.test(each))) {
    const text = readFileSync(file, 'utf8');
    const next = text.replace(named, (name) => nextName(name));
    if (next === text) continue;
    before.set(file, text);
    writeFileSync(file, next);
  }
  for (const file of chunks) renameSync(file, nextName(file));
  return () => {
    for (const file of chunks) renameSync(nextName(file), file);
    for (const [file, text] of before) writeFileSync(file, text);
  };
}

/** Signs in and leaves typed work in the invoice editor, kept in this browser (decision 018). */
async function typeAnInvoice(page: Page) {
  await page.goto('/login');
  await signIn(page, 'user');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Invoice' }).click();
  await page.getByLabel('Description, line 1').fill('Deck repairs, typed before the deploy');
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).map((key) => (key.includes('unsaved-invoice') ? localStorage.getItem(key) : ''))),
    )
    .toContainEqual(expect.stringContaining('Deck repairs, typed before the deploy'));
}

/** Follows the menu's link to the bank accounts, leaving the editor (its work stays kept). */
async function openBankAccounts(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Books' }).click();
  await menu.getByRole('link', { name: 'Bank accounts' }).click();
  await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
}

test.describe('a deploy under an open tab', () => {
  test('following a link reloads the page once by itself, onto the new build and the same address, typed work kept', async ({ page }) => {
    await typeAnInvoice(page);
    const restore = deployNextBuild();
    try {
      const gone: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404 && response.url().includes('/assets/')) gone.push(response.url());
      });
      let loads = 0;
      page.on('load', () => (loads += 1));

      await openBankAccounts(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Bank accounts' })).toBeVisible();
      await expect(page).toHaveURL(/\/bank-accounts$/);
      // The old build's chunk was asked for and was gone; one page load brought the new build.
      expect(gone.length).toBeGreaterThan(0);
      expect(gone.every((url) => !url.includes('.next.'))).toBe(true);
      expect(loads).toBe(1);
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

      // The work typed before the deploy is offered back.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('region', { name: 'Unsaved work' }).getByRole('link', { name: 'Continue the new invoice' }).click();
      await page.getByRole('button', { name: 'Restore my changes' }).click();
      await expect(page.getByLabel('Description, line 1')).toHaveValue('Deck repairs, typed before the deploy');
    } finally {
      restore();
    }
  });

  test('when the reload does not help, the page says so in its frame, with Reload and a way back', async ({ page }) => {
    await typeAnInvoice(page);
    // The bank accounts' code cannot be had, from this build or the next: a connection that drops it.
    await page.route(/\/assets\/bank-accounts-[\w-]+\.js$/, (route) => route.fulfill({ status: 404 }));
    let loads = 0;
    page.on('load', () => (loads += 1));

    await openBankAccounts(page);
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(
      page.getByText('The app may have been updated, or the connection dropped. Reloading the page usually helps.'),
    ).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page).toHaveURL(/\/bank-accounts$/);
    // It reloaded once by itself, and not again: the message is drawn under the app's header and menu.
    expect(loads).toBe(1);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => loads).toBe(2);
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();

    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unsaved work' }).getByRole('link', { name: 'Continue the new invoice' })).toBeVisible();
  });
});
