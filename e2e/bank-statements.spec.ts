import { fileURLToPath } from 'node:url';
import { expectAccessible, expect, signIn, test } from './fixtures';

// The Kiwibank sample statement the parsers' tests read: four lines for the seed's Southern Lakes
// Rentals rent account (38-9000-0765434-000), which has none yet.
const KIWIBANK = fileURLToPath(new URL('../src/features/billing/bank-accounts/statement-files/fixtures/kiwibank.csv', import.meta.url));

test.describe('bank statements', () => {
  test("a bank's statement file is recognised, previewed, imported, and skipped when imported again", async ({ page }) => {
    await page.goto('/login?mockReset');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Books' }).click();
    await nav.getByRole('link', { name: 'Bank accounts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bank accounts' })).toBeVisible();
    await page.getByRole('link', { name: 'Rent account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rent account' })).toBeVisible();

    const file = page.getByLabel('Statement file (CSV or OFX)');
    await file.setInputFiles(KIWIBANK);
    await expect(page.getByText('Read as a Kiwibank file for 38-9000-0765434-000:')).toBeVisible();
    await expect(page.getByText('4 new lines')).toBeVisible();
    const preview = page.getByRole('table', { name: 'Lines in the file' });
    await expect(preview.getByText('Ngāti Whātua Ōrākei')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Import 4 lines' }).click();
    await expect(page.getByText('Imported 4 lines.')).toBeVisible();
    const lines = page.getByRole('table', { name: 'Statement lines' });
    await expect(lines.getByRole('row')).toHaveCount(5);
    await expect(page.getByText('Southern Lakes Rentals · 38-9000-0765434-000 · 4 to match')).toBeVisible();

    await file.setInputFiles(KIWIBANK);
    await expect(page.getByText('Every line of this file is imported already.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Lines in the file' }).getByText('Skipped: imported already')).toHaveCount(4);
    await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
    await expect(lines.getByRole('row')).toHaveCount(5);
  });
});
