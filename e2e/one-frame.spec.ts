// One page frame for every signed-in screen (docs/decisions/331-one-page-frame.md): at 1366 px each
// screen of the menu sits in the centred column under the header, its heading where the product name
// is, as the dashboard does. Only a document editor, its preview beside the form, may be wider.
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};

/** The page's main column and its heading, once the heading is drawn. */
async function frameOf(page: Page) {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  return { main: await box(page.getByRole('main')), heading: await box(heading) };
}

test('every signed-in screen of the menu sits in the centred column under the header at 1366 px', async ({ page }) => {
  // Sixteen screens loaded one after the other: a ceiling for a busy machine, not a wait.
  test.slow();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);

  const column = await frameOf(page);
  // The dashboard's column is the header's: its heading starts where the product name does.
  const brand = await box(page.getByRole('banner').getByRole('link').first());
  expect(column.heading.x).toBeCloseTo(brand.x, 0);
  expect(column.main.width).toBeLessThan(1366 - 100);

  // Every entry of the menu (an ADMIN's, so the admin screens too), folded groups included; and a
  // bank account's own page, which the menu reaches through its list.
  const menu = page.getByRole('navigation', { name: 'Main' });
  const addresses = await menu
    .getByRole('link', { includeHidden: true })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(addresses.length).toBeGreaterThan(10);
  await page.goto('/bank-accounts');
  const firstAccount = page.getByRole('main').getByRole('table').getByRole('link').first();
  addresses.push((await firstAccount.getAttribute('href')) ?? '');

  const outside: string[] = [];
  for (const address of addresses) {
    await page.goto(address);
    const frame = await frameOf(page);
    // A document editor draws its preview beside the form, which needs more than the column (decision 061).
    if (await page.getByRole('region', { name: 'Preview' }).isVisible()) continue;
    const same = (a: number, b: number) => Math.abs(a - b) < 1;
    if (!same(frame.main.x, column.main.x) || !same(frame.main.width, column.main.width) || !same(frame.heading.x, column.heading.x)) {
      outside.push(`${address}: column at ${frame.main.x} wide ${frame.main.width}, heading at ${frame.heading.x}`);
    }
  }
  expect(outside, `the dashboard's column is at ${column.main.x}, ${column.main.width} wide, its heading at ${column.heading.x}`).toEqual(
    [],
  );
});
