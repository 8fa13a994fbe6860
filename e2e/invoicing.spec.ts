import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { breakStoredTokenSignature, expect, expectAccessible, signIn, test } from './fixtures';
import { chooseClient, fillLine } from './editor';
import { pdfText } from './pdf-text';

/**
 * The axe check from the top of the page: scrolled, the sticky header partly covers whatever is
 * under it, which axe reports as a too-small target.
 */
async function checkA11y(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page);
}

test.describe('invoicing', () => {
  test('creates an invoice with three lines, issues it, records a part payment and downloads its PDF', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Outstanding')).toBeVisible();
    await checkA11y(page);

    await page.getByRole('main').getByRole('link', { name: 'New invoice' }).click();
    await expect(page).toHaveURL(/\/create-invoice$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Invoice' })).toBeFocused();
    await page.getByLabel('Business').selectOption({ label: 'Kiwi Home Renovations Ltd' });
    await expect(page.getByLabel('Payment instructions')).toHaveValue(
      'Please pay into ASB account 12-3045-0678912-00, quoting the invoice number.',
    );
    await chooseClient(page, 'Sophie');
    await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue('Sophie Turner');
    await page.getByLabel('Reference or PO number').fill('PO-778');
    await fillLine(page, 1, 'Kitchen demolition', '1', '1200');
    await page.getByRole('button', { name: 'Add line' }).click();
    await expect(page.getByLabel('Description, line 2')).toBeFocused();
    await fillLine(page, 2, 'Wall tiling labour (m²)', '12.5', '85');
    await page.getByRole('button', { name: 'Add line' }).click();
    await fillLine(page, 3, 'Skip bin hire', '1', '420');
    // 1,200 + 1,062.50 + 420 = 2,682.50; GST 15 % = 402.375 → 402.38 (half up).
    await expect(page.locator('#editor-total')).toHaveText('$3,084.88');
    const preview = page.getByRole('article', { name: 'Preview of the invoice' });
    await expect(preview.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
    await expect(preview.getByText('Skip bin hire')).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/invoices\/\d+$/);
    await expect(page.getByText('Draft saved. It gets its number when it is issued.')).toBeVisible();
    const draftUrl = page.url();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Draft tax invoice' })).toBeVisible();
    await expect(page.getByText('Wall tiling labour (m²)')).toBeVisible();
    await page.goto('/invoice-history?status=DRAFT&q=Sophie');
    const draftRow = page.getByRole('row', { name: /Draft for Sophie Turner/ });
    await expect(draftRow.first()).toBeVisible();
    await page.goto(draftUrl);

    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await page.getByRole('alertdialog', { name: 'Issue this invoice?' }).getByRole('button', { name: 'Issue invoice' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Issued as RENO-0042.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Tax Invoice RENO-0042' })).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByLabel('Amount')).toBeFocused();
    await page.getByLabel('Amount').fill('1000');
    await page.getByLabel('Method').selectOption({ label: 'Bank transfer' });
    await page.getByLabel('Reference (optional)').fill('ANZ 4471');
    await checkA11y(page);
    await page.getByRole('main').getByRole('button', { name: 'Record payment' }).last().click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment of $1,000.00 recorded. $2,084.88 is left to pay.' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Partly paid').first()).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('RENO-0042.pdf');
    const bytes = await readFile(await download.path());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { strings, fonts } = await pdfText(bytes);
    const text = strings.join('\n');
    expect(fonts).toEqual(expect.arrayContaining(['NotoSans-Regular', 'NotoSans-Bold']));
    expect(text).toContain('Tax Invoice');
    expect(strings).toContain('RENO-0042');
    expect(text).toContain('GST number: 49-091-850');
    expect(text).toContain('$3,084.88');
    expect(text).toContain('$402.38');
    expect(text).toContain('$2,084.88');
    expect(text).toContain('Sophie Turner');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    const recent = page.getByRole('table', { name: 'Recent invoices' });
    const recentRow = recent.getByRole('row', { name: /RENO-0042/ });
    await expect(recentRow).toContainText('Partly paid');
    await expect(recentRow).toContainText('$2,084.88');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoice History' }).click();
    await page.getByLabel('Search').fill('RENO-0042');
    await expect(page).toHaveURL(/q=RENO-0042/);
    const row = page.getByRole('row', { name: /RENO-0042/ });
    await expect(row).toContainText('Partly paid');
    await expect(row).toContainText('$3,084.88');
    await checkA11y(page);
    await row.getByRole('link', { name: 'RENO-0042' }).click();
    await expect(page).toHaveURL(draftUrl);
  });

  test('asks before leaving unsaved work, and gives it back after a forced sign-out (401)', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/create-invoice');
    await page.getByLabel('Business').selectOption({ label: 'Kiwi Home Renovations Ltd' });
    await chooseClient(page, 'Ben');
    await fillLine(page, 1, 'Unsaved bathroom work', '2', '310.50');
    await expect(page.locator('#editor-total')).toHaveText('$714.15');

    // In-app navigation asks first.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(ask).toBeVisible();
    await checkA11y(page);
    await ask.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/create-invoice$/);

    // The server stops accepting the token: the next call is a 401, the app signs out at once.
    await breakStoredTokenSignature(page);
    await page.getByLabel('Business').selectOption({ label: 'Southern Lakes Rentals' });
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    // The dashboard points back to the work.
    await page.getByRole('region', { name: 'Unsaved work' }).getByRole('link', { name: 'Continue the new invoice' }).click();
    await expect(page.getByRole('heading', { name: 'You have unsaved changes' })).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Restore my changes' }).click();
    await expect(page.getByLabel('Description, line 1')).toHaveValue('Unsaved bathroom work');
    await expect(page.getByLabel('Unit price, line 1')).toHaveValue('310.50');
    await expect(page.getByLabel('Business')).toHaveValue(/\d+/);
  });
});
