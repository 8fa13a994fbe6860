// The production build, same-origin behind nginx, in front of a service that offers the
// specification's core and invoices only (MOCK_CAPABILITIES=invoices): the first part the Spring
// service will add.
import { readFile } from 'node:fs/promises';
import { pdfText } from '../pdf-text';
import { expect, signIn, test, watchPreflights } from './fixtures';
import { issueFirstInvoice } from './journey-steps';
import { expectNotOnThisServer, expectOnlyOfferedCalls, menuNames, recordApiCalls } from './service-calls';

test.describe('a service with invoices only, behind the proxy', () => {
  test('creates and issues an invoice, finds it in the history after a reload and downloads its PDF, without a preflight', async ({
    page,
  }) => {
    const preflights = await watchPreflights(page);
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/create-invoice');
    await issueFirstInvoice(page);

    await page.goto('/invoice-history');
    await page.reload();
    await expect(page.getByRole('link', { name: /RENO-0042/ }).first()).toBeVisible();
    await page
      .getByRole('link', { name: /RENO-0042/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tax Invoice RENO-0042' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    const { strings } = await pdfText(await readFile(await download.path()));
    expect(strings).toEqual(expect.arrayContaining(['RENO-0042', '$3,783.50']));
    expect(preflights).toEqual([]);
  });

  test('asks only for what the service offers, and its menu holds only what works', async ({ page, apiOrigin }) => {
    const calls = recordApiCalls(page, apiOrigin);
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await menuNames(page)).toEqual(['Dashboard', 'Create Invoice', 'Invoice History', 'My Profile']);
    await expect(page.getByText(/could not be loaded/i)).toHaveCount(0);
    await page.goto('/invoice-history');
    await expect(page.getByRole('link', { name: /RENO-\d{4}/ }).first()).toBeVisible();
    await expectNotOnThisServer(page, '/quotes', 'Quotes');
    await page.waitForLoadState('networkidle');
    // The invoices part: its tags in openapi.yaml (src/lib/capabilities.ts).
    expectOnlyOfferedCalls(calls, ['invoices', 'invoicing']);
  });
});
