// Sending by email (docs/sending.md): email an issued invoice from its page, then find it in the
// mock's Outbox with its message and its PDF, whose text is the invoice's.
import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { pdfText } from './pdf-text';

test('email an invoice and see it in the Outbox with its PDF', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login?mockReset');
  await signIn(page, 'user');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/invoice-history?status=ISSUED');
  await page
    .getByRole('link', { name: /^RENO-\d{4}$/ })
    .first()
    .click();
  const heading = page.getByRole('heading', { level: 1, name: /^Tax Invoice RENO-\d{4}$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Tax Invoice ', '');

  await page.getByRole('button', { name: 'Email' }).click();
  const dialog = page.getByRole('dialog', { name: `Email invoice ${number}` });
  await expect(dialog.getByLabel('Subject')).toHaveValue(`Invoice ${number} from Kiwi Home Renovations Ltd`);
  await dialog.getByLabel('To').fill('mere@example.com');
  await dialog.getByLabel('Cc').fill('accounts@kiwihome.example');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${number} was emailed to mere@example.com, accounts@kiwihome.example.` }),
  ).toBeVisible();
  await expect(page.getByText('Emailed to mere@example.com (cc accounts@kiwihome.example).')).toBeVisible();

  await page.getByRole('navigation').getByRole('button', { name: 'Sending' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Outbox' }).click();
  await page.getByRole('link', { name: new RegExp(`Invoice ${number} from Kiwi Home Renovations Ltd`) }).click();
  const opened = page.getByRole('article');
  await expect(opened).toContainText('accounts@kiwihome.example');
  await expect(opened).toContainText(`Please find attached invoice ${number}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `Download ${number}.pdf` }).click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const text = (await pdfText(await readFile(await download.path()))).strings.join('\n');
  expect(text).toContain(`Tax Invoice ${number}`);
});
