// A credit note from start to finish: issue an invoice, pay part of it, credit some lines, see the
// balance and the credit owed, refund it, then find the credit note in the history (document-type
// filter, a phone's cards), export the CSV with its negative total, and read its PDF's text.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { chooseClient, fillLine } from './editor';
import { pdfText } from './pdf-text';

async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test.describe('credit notes', () => {
  test.setTimeout(180_000);

  test('issue, part-pay, credit a line, refund the credit owed, find it in the history, CSV and PDF', async ({ page }) => {
    await page.goto('/login?mockReset');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    // Today as the documents write it (the mock's clock is the real New Zealand date here).
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeZone: 'Pacific/Auckland' }).format(new Date()),
    );

    // The invoice: 10 × $85.00 tiling and 8 × $45.00 tiles at 15 %: $1,210.00 + GST $181.50 = $1,391.50.
    await page.goto('/create-invoice');
    await page.getByLabel('Business').selectOption({ label: 'Kiwi Home Renovations Ltd' });
    await chooseClient(page, 'Sophie');
    await fillLine(page, 1, 'Wall tiling labour (m²)', '10', '85');
    await page.getByRole('button', { name: 'Add line' }).click();
    await fillLine(page, 2, 'Tile supply (boxes)', '8', '45');
    await expect(page.locator('#editor-total')).toHaveText('$1,391.50');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/invoices\/\d+$/);
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await page.getByRole('alertdialog', { name: 'Issue this invoice?' }).getByRole('button', { name: 'Issue invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tax Invoice RENO-0042' })).toBeVisible();
    const invoiceUrl = page.url();

    // Part payment: $1,300.00 of $1,391.50.
    await page.getByRole('button', { name: 'Record payment' }).click();
    await page.getByLabel('Amount').fill('1300');
    await page.getByRole('main').getByRole('button', { name: 'Record payment' }).last().click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment of $1,300.00 recorded. $91.50 is left to pay.' })).toBeVisible();

    // Credit 3 boxes of tiles: $135.00 + GST $20.25 = $155.25. Corrected total $1,236.25, so
    // $1,300.00 paid leaves nothing to pay and $63.75 owed to the client.
    await page.getByRole('link', { name: 'Create credit note' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Credit note for RENO-0042' })).toBeVisible();
    await page.getByLabel('Quantity to credit, line 2').fill('3');
    await page.getByLabel('Reason').fill('Three boxes of tiles returned unused');
    await expect(page.locator('.credit-note-form__preview')).toContainText('Credit note total$155.25');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Issue credit note' }).click();
    await page.getByRole('alertdialog', { name: 'Issue this credit note?' }).getByRole('button', { name: 'Issue credit note' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Credit Note RENO-CN-0003' })).toBeVisible();
    const creditNoteUrl = page.url();

    const pdf = await downloaded(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
    expect(pdf.name).toBe('RENO-CN-0003.pdf');
    const text = (await pdfText(pdf.bytes)).strings.join('\n');
    for (const expected of [
      'Credit Note',
      'Kiwi Home Renovations Ltd',
      'GST number: 49-091-850',
      'RENO-CN-0003',
      'RENO-0042',
      today,
      'Tile supply (boxes)',
      'Three boxes of tiles returned unused',
      'GST credited',
      '$20.25',
      '$155.25',
      'Invoice GST as corrected',
      '$161.25',
    ]) {
      expect(text).toContain(expected);
    }

    await page.getByRole('link', { name: 'Back to invoice RENO-0042' }).click();
    await expect(page).toHaveURL(invoiceUrl);
    const credits = page.getByRole('region', { name: 'Credit notes' });
    await expect(credits.getByRole('link', { name: 'RENO-CN-0003' })).toBeVisible();
    await expect(credits).toContainText('Credited $155.25 of $1,391.50. Credit owed to the client: $63.75.');
    await expect(page.getByRole('main').getByText('Paid', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Record refund' }).click();
    const refund = page.getByRole('form', { name: 'Record a refund' });
    await expect(refund.getByLabel('Amount')).toHaveValue('63.75');
    await refund.getByLabel('Reference (optional)').fill('ASB 0042 refund');
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Refund of $63.75 recorded.' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Refunds' })).toContainText('Refunded $63.75');
    await expect(credits).not.toContainText('Credit owed');

    // The history: credit notes by the document-type filter, kept in the address.
    await page.goto('/invoice-history');
    await page.getByLabel('Document type').selectOption({ label: 'Credit notes' });
    await expect(page).toHaveURL(/documents=credit-notes/);
    const row = page.getByRole('row', { name: /RENO-CN-0003/ });
    await expect(row).toContainText('for RENO-0042');
    await expect(row).toContainText('-$155.25');
    await expectAccessible(page);
    await row.getByRole('link', { name: 'RENO-CN-0003' }).click();
    await expect(page).toHaveURL(creditNoteUrl);

    // Both kinds, one search; the CSV has the credit note's total negative, as a number.
    await page.goto('/invoice-history?documents=all&q=RENO-0042');
    await expect(page.getByRole('table', { name: 'Invoices and credit notes (2)' })).toBeVisible();
    const csv = await downloaded(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(csv.name).toBe('invoices.csv');
    const rows: string[][] = parse(csv.bytes.toString('utf8'), { bom: true });
    expect(rows[0]?.slice(0, 2)).toEqual(['Number', 'Document type']);
    const byNumber = new Map(rows.slice(1).map((cells) => [cells[0], cells]));
    const note = byNumber.get('RENO-CN-0003');
    expect([note?.[1], note?.[9], note?.[11]]).toEqual(['Credit note', 'RENO-0042', '-155.25']);
    expect(byNumber.get('RENO-0042')?.[11]).toBe('1391.50');
    expect(Number(note?.[11])).toBe(-155.25);

    // On a phone: the credit note is a card, read without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/invoice-history?documents=credit-notes');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'RENO-CN-0003' }) });
    await expect(card).toContainText('-$155.25');
    await expect(card.getByRole('link', { name: 'RENO-0042' })).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});
