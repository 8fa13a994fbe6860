// A crawl of the signed-in screens against services that offer some parts of the contract: for each
// subset, every menu entry and a detail page from each list show their heading, with no error state
// and no API request answered 404 (a request bound to fail). docs/product.md#a-service-that-grows.
import type { Page, Response } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

interface Subset {
  parts: string;
}

// Without invoices (spec, purchases) Create Invoice and Invoice History are the screens that keep
// invoices in this browser; purchases alone still choose a business from the invoicing lists.
const SUBSETS: readonly Subset[] = [
  { parts: 'spec' },
  { parts: 'invoices' },
  { parts: 'invoices,purchases' },
  { parts: 'purchases' },
  // No sending, no links.
  { parts: 'invoices,quotes' },
  // Sending without the documents it could also send.
  { parts: 'invoices,sending' },
  // Everything but sending.
  { parts: 'invoices,recurring,quotes,credit-notes,statements,gst-returns,reports,purchases,bank-accounts,document-links' },
];

/** Each list's first row, for the detail pages: the menu label, and the link inside its table. */
const DETAILS: readonly { menu: string; row: RegExp; part: string }[] = [
  // Without invoices, Invoice History lists the invoices kept in this browser: none in a fresh one.
  { menu: 'Invoice History', row: /^\/invoices\/\d+$/, part: 'invoices' },
  { menu: 'Quotes', row: /^\/quotes\/\d+$/, part: 'quotes' },
  { menu: 'Purchases', row: /^\/bills\/\d+$/, part: 'purchases' },
  { menu: 'Bank accounts', row: /^\/bank-accounts\/\d+$/, part: 'bank-accounts' },
];

const apiPath = (response: Response) => new URL(response.url()).pathname;

/** The screen is drawn: its heading, nothing still loading, no error state, no request that failed with 404. */
async function expectScreen(page: Page, missing: string[], where: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Soft: one run names every screen that falls short.
  await expect.soft(page.getByText(/could not be loaded/i), where).toHaveCount(0);
  await expect.soft(page.getByRole('heading', { level: 1 }), where).not.toHaveText(/not on this server/);
  expect.soft(missing.splice(0), `API requests answered 404 on ${where}`).toEqual([]);
}

/** Follows a menu entry, opening its group first when it is folded. */
async function follow(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: label, exact: true });
  const group = nav.locator('li.app-nav__group', { has: page.locator(`a:text-is("${label}")`) }).getByRole('button');
  // Until the link shows: its group opened (again, if something closed it meanwhile).
  await expect(async () => {
    if (!(await link.isVisible()) && (await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass();
  await link.click();
}

test.describe('a service that offers some parts', () => {
  for (const { parts } of SUBSETS) {
    test(`every screen of "${parts}" shows without a request bound to fail`, async ({ page }) => {
      const missing: string[] = [];
      page.on('response', (response) => {
        const path = apiPath(response);
        const request = `${response.request().method()} ${path}`;
        // The capabilities' own 404 is the specification's answer, not a request bound to fail.
        const answer = path === '/api/capabilities' && parts === 'spec';
        if (response.status() === 404 && path.startsWith('/api/') && !answer) missing.push(request);
      });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/login?mockReset&mockCapabilities=${parts}`);
      await signIn(page, 'admin');
      await expect(page).toHaveURL(/\/dashboard$/);

      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      const labels = await nav.locator('a').allTextContents();
      for (const label of labels) {
        await follow(page, label);
        await expectScreen(page, missing, label);
        const detail = DETAILS.find((each) => each.menu === label && parts.split(',').includes(each.part));
        if (!detail) continue;
        const rowLinks = () => page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        await expect.poll(async () => (await rowLinks()).some((each) => detail.row.test(each)), `a row to open from ${label}`).toBe(true);
        const href = (await rowLinks()).find((each) => detail.row.test(each)) ?? '';
        await page.locator(`main a[href="${href}"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expectScreen(page, missing, `${label}: ${href}`);
      }
    });
  }
});
