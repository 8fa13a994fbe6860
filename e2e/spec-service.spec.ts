// The specification's service (no /api/capabilities; ?mockCapabilities=spec): Create Invoice is the
// free invoice generator, its invoice downloaded as a PDF and kept in this browser, then listed in
// Invoice History after a reload, dated by the server's clock; nothing asked of a part it lacks.
import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { fillLine } from './editor';
import { pdfText } from './pdf-text';

const SERVER_TODAY = '2027-03-01';

test.describe('the specification’s service', () => {
  test('a USER makes an invoice with typed parties, downloads its PDF, keeps it and finds it in Invoice History after a reload', async ({
    page,
  }) => {
    const apiAnswers: Array<{ path: string; status: number }> = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/')) apiAnswers.push({ path: url.pathname, status: response.status() });
    });
    // Straight to Create Invoice: the sign-in brings the user back to it.
    await page.goto(`/create-invoice?mockCapabilities=spec&mockNow=${SERVER_TODAY}`);
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/create-invoice(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Invoice' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Not saved on the server.');
    await expect(page.getByLabel('Issue date')).toHaveValue(SERVER_TODAY);
    await page.getByLabel('Business name').fill('Aroha Painting');
    await page.getByLabel('GST number').fill('123-456-789');
    await page.getByLabel('Invoice tag').fill('AP-');
    await page.getByLabel('First invoice number').fill('7');
    await page.getByLabel('Client name').fill('Mere Tane');
    await page.getByLabel('Client email').fill('mere@example.co.nz');
    await fillLine(page, 1, 'Interior painting', '1', '1000');
    await expect(page.getByText(/^Number:/)).toContainText('Number: AP-0007.');
    await expectAccessible(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Keep and download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('AP-0007.pdf');
    const text = (await pdfText(await readFile(await download.path()))).strings.join('\n');
    for (const expected of ['Tax Invoice', 'AP-0007', 'Aroha Painting', 'Mere Tane', 'Interior painting', '$1,150.00'])
      expect(text).toContain(expected);

    // Downloading kept it: the number is taken, the next invoice has the next one.
    await expect(page.getByText('Kept in this browser as AP-0007, and its PDF downloaded.')).toBeVisible();
    await expect(page.getByText(/^Number:/)).toContainText('Number: AP-0008.');

    await page.reload();
    await page.getByRole('link', { name: 'Invoice History' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice History' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('These invoices are kept only in this browser, not on the server.');
    const row = page.getByRole('row', { name: /AP-0007/ });
    await expect(row).toContainText('Mere Tane');
    await expect(row).toContainText('$1,150.00');
    await expectAccessible(page);

    // The capability document's 404 is the specification's answer; nothing else may be missing.
    expect(apiAnswers.filter(({ path, status }) => status === 404 && path !== '/api/capabilities')).toEqual([]);
    expect(apiAnswers.some(({ path }) => path === '/actuator/health' || path === '/api/capabilities')).toBe(true);
    expect(apiAnswers.filter(({ path }) => path.startsWith('/api/invoic'))).toEqual([]);
  });
});
