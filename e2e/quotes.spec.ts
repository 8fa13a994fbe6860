import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { pdfText } from './pdf-text';

async function confirm(page: Page, label: string) {
  await page.getByRole('alertdialog').getByRole('button', { name: label }).click();
}

async function claim(page: Page, kind: string, method?: string, value?: string) {
  await page.getByRole('button', { name: 'Create invoice' }).click();
  const form = page.getByRole('form', { name: /Create an invoice from/ });
  await form.getByLabel('Invoice').selectOption({ label: kind });
  if (method) await form.getByLabel('Claim').selectOption({ label: method });
  if (value) await form.getByLabel(method === 'An amount (incl. GST)' ? 'Amount (incl. GST)' : 'Percentage').fill(value);
  await form.getByRole('button', { name: 'Create draft invoice' }).click();
}

test.describe('quotes and progress billing', () => {
  test.setTimeout(240_000);

  test('quote → send → accept → 30 % deposit → issue → progress claim → variation → final invoice → issue, to the cent', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, 'user');
    await page.getByRole('navigation').getByRole('link', { name: 'Quotes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    await page.getByRole('link', { name: 'New quote' }).click();
    await expect(page).toHaveURL(/\/create-quote$/);
    await expect(page.getByLabel('Description, line 1')).toBeVisible();
    await page.getByLabel('Business').selectOption({ label: 'Kiwi Home Renovations Ltd' });
    const picker = page.getByRole('combobox', { name: 'Client' });
    await picker.fill('Sophie');
    await page
      .getByRole('option', { name: /Sophie/ })
      .first()
      .click();
    await page.getByLabel('Description, line 1').fill('Bathroom renovation');
    await page.getByLabel('Unit price, line 1').fill('10000');
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel('Description, line 2').fill('Tiling (m²)');
    await page.getByLabel('Quantity, line 2').fill('12.5');
    await page.getByLabel('Unit price, line 2').fill('85');
    // 10,000 + 1,062.50 = 11,062.50; GST 1,659.375 → 1,659.38.
    await expect(page.locator('#editor-total')).toHaveText('$12,721.88');
    await page.getByRole('button', { name: 'Save draft' }).click();

    await expect(page.getByText('Draft quote saved. It gets its number when it is sent.', { exact: true })).toBeVisible();
    const quoteUrl = page.url();
    await page.getByRole('button', { name: 'Send quote' }).click();
    await confirm(page, 'Send quote');
    await expect(page.getByText('Sent as RENO-Q-0012.', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Mark accepted' }).click();
    await confirm(page, 'Mark accepted');
    await expect(page.getByText('Marked accepted. It can now be invoiced.', { exact: true })).toBeVisible();

    // Deposit: 30 % of $12,721.88 = $3,816.564 → $3,816.56.
    await claim(page, 'Deposit', 'A percentage of the quote', '30');
    await expect(page.getByText('Draft invoice of $3,816.56 made from RENO-Q-0012: check it and issue it.', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await confirm(page, 'Issue invoice');
    await expect(page.getByText('Issued as RENO-0042.', { exact: true })).toBeVisible();

    await page.goto(quoteUrl);
    await claim(page, 'Progress claim', 'An amount (incl. GST)', '5000');
    await expect(page.getByText('Draft invoice of $5,000.00 made from RENO-Q-0012: check it and issue it.', { exact: true })).toBeVisible();

    await page.goto(quoteUrl);
    await page.getByRole('button', { name: 'Add variation' }).click();
    const variation = page.getByRole('form', { name: /Add a variation/ });
    await variation.getByLabel('Variation').fill('Extra power points');
    await variation.getByLabel('Work').fill('Power point');
    await variation.getByLabel('Quantity').fill('3');
    await variation.getByLabel('Unit price').fill('85');
    await variation.getByRole('button', { name: 'Add variation' }).click();
    // 3 × $85 = $255 + 15 % = $293.25.
    await expect(page.getByText('Variation RENO-Q-0012-V1 of $293.25 added.', { exact: true })).toBeVisible();
    await expect(page.getByText('Quoted $13,015.13 · invoiced to date $8,816.56 · remaining $4,198.57', { exact: true })).toBeVisible();

    // Final: $12,721.88 + $293.25 − $3,816.56 − $5,000.00 = $4,198.57.
    await claim(page, 'Final invoice (the remainder)');
    await expect(page.getByText('Draft invoice of $4,198.57 made from RENO-Q-0012: check it and issue it.', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await confirm(page, 'Issue invoice');
    await expect(page.getByText('Issued as RENO-0043.', { exact: true })).toBeVisible();
    const claimLine = 'Quote RENO-Q-0012: quoted $13,015.13, invoiced before $8,816.56, this invoice $4,198.57, remaining $0.00';
    await expect(page.getByRole('article')).toContainText(claimLine);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    const { strings } = await pdfText(await readFile(await download.path()));
    expect(strings.join(' ')).toContain(claimLine);

    await page.goto(quoteUrl);
    // $3,816.56 + $5,000.00 + $4,198.57 = $13,015.13: everything invoiced.
    await expect(page.getByText('Quoted $13,015.13 · invoiced to date $13,015.13 · remaining $0.00', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create invoice' })).toHaveCount(0);
  });
});
