import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { pdfText } from './pdf-text';

async function confirm(page: Page, label: string) {
  await page.getByRole('alertdialog').getByRole('button', { name: label }).click();
}

/** Clicks Download PDF and returns the text the PDF shows, joined by spaces. */
async function pdfOf(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  const { strings } = await pdfText(await readFile(await download.path()));
  return strings.join(' ');
}

/** Issues the draft invoice on screen and waits for its number. */
async function issue(page: Page, number: string) {
  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await confirm(page, 'Issue invoice');
  await expect(page.getByText(`Issued as ${number}.`, { exact: true })).toBeVisible();
}

const summary = (quoted: string, before: string, self: string, remaining: string) =>
  `Quote RENO-Q-0012: quoted ${quoted}, invoiced before ${before}, this invoice ${self}, remaining ${remaining}`;

async function claim(page: Page, kind: string, method?: string, value?: string) {
  await page.getByRole('button', { name: 'Create invoice' }).click();
  const form = page.getByRole('form', { name: /Create an invoice from/ });
  await form.getByLabel('Invoice').selectOption({ label: kind });
  if (method) await form.getByLabel('Claim').selectOption({ label: method });
  if (value) await form.getByLabel(method === 'An amount (incl. GST)' ? 'Amount (incl. GST)' : 'Percentage').fill(value);
  await form.getByRole('button', { name: 'Create draft invoice' }).click();
}

test.describe('quotes and progress billing', () => {
  test.setTimeout(180_000);

  test('the whole job: quote → send → accept → 30 % deposit → progress claim → variation → final invoice → payment → credit note, to the cent', async ({
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

    // The quote's PDF: titled Quote, with its valid-until date, total and acceptance line.
    const quoteDoc = page.getByRole('article');
    await expect(quoteDoc).toContainText('Valid until');
    const validUntil = /Valid until\s*(\d{1,2} \w+ \d{4})/.exec(await quoteDoc.innerText())?.[1];
    expect(validUntil).toBeDefined();
    const quotePdf = await pdfOf(page);
    for (const text of ['Quote', 'RENO-Q-0012', `Valid until ${validUntil ?? ''}`, '$12,721.88', 'Accepted by'])
      expect(quotePdf).toContain(text);

    // Deposit: 30 % of $12,721.88 = $3,816.564 → $3,816.56.
    await claim(page, 'Deposit', 'A percentage of the quote', '30');
    await expect(page.getByText('Draft invoice of $3,816.56 made from RENO-Q-0012: check it and issue it.', { exact: true })).toBeVisible();
    const depositSummary = summary('$12,721.88', '$0.00', '$3,816.56', '$8,905.32');
    await expect(page.getByRole('article')).toContainText(depositSummary);
    const depositUrl = page.url();
    await issue(page, 'RENO-0042');

    // Progress claim of $5,000.00: $12,721.88 − $3,816.56 − $5,000.00 = $3,905.32 left.
    await page.goto(quoteUrl);
    await claim(page, 'Progress claim', 'An amount (incl. GST)', '5000');
    await expect(page.getByText('Draft invoice of $5,000.00 made from RENO-Q-0012: check it and issue it.', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toContainText(summary('$12,721.88', '$3,816.56', '$5,000.00', '$3,905.32'));
    const progressUrl = page.url();
    await issue(page, 'RENO-0043');

    await page.goto(quoteUrl);
    await expect(page.getByText('Quoted $12,721.88 · invoiced to date $8,816.56 · remaining $3,905.32', { exact: true })).toBeVisible();
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
    // The variation and the new total print on lines of their own (a line break once printed "?").
    expect(await pdfOf(page)).toContain('RENO-Q-0012-V1: Extra power points - $293.25 Total with variations: $13,015.13');

    // The issued deposit still says what it said when issued: its summary was frozen then.
    await page.goto(depositUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Tax Invoice RENO-0042' })).toBeVisible();
    await expect(page.getByRole('article')).toContainText(depositSummary);

    // Final: $12,721.88 + $293.25 − $3,816.56 − $5,000.00 = $4,198.57.
    await page.goto(quoteUrl);
    await claim(page, 'Final invoice (the remainder)');
    await expect(page.getByText('Draft invoice of $4,198.57 made from RENO-Q-0012: check it and issue it.', { exact: true })).toBeVisible();
    await issue(page, 'RENO-0044');
    const finalSummary = summary('$13,015.13', '$8,816.56', '$4,198.57', '$0.00');
    await expect(page.getByRole('article')).toContainText(finalSummary);
    expect(await pdfOf(page)).toContain(finalSummary);

    // Payment of the final invoice in full.
    await page.getByRole('button', { name: 'Record payment' }).click();
    await page.getByLabel('Amount').fill('4198.57');
    await page.getByLabel('Method').selectOption({ label: 'Bank transfer' });
    await page.getByRole('main').getByRole('button', { name: 'Record payment' }).last().click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment of $4,198.57 recorded. The invoice is paid in full.' })).toBeVisible();

    // A credit note of $230.00 on the progress claim: GST $230 × 3/23 = $30.00; its GST $5,000 × 3/23 = $652.17 → $622.17.
    await page.goto(progressUrl);
    await page.getByRole('link', { name: 'Create credit note' }).click();
    const credit = page.getByRole('form', { name: 'Credit note' });
    await credit.getByLabel('An amount').check();
    await credit.getByLabel('Amount to credit (incl. GST)').fill('230');
    await credit.getByLabel('Reason').fill('Skirting tiles not needed');
    await credit.getByRole('button', { name: 'Issue credit note' }).click();
    await confirm(page, 'Issue credit note');
    await expect(page.getByText(/^Credit note RENO-CN-\d{4} issued\.$/)).toBeVisible();
    const noteNumber = /RENO-CN-\d{4}/.exec((await page.getByText(/^Credit note RENO-CN-\d{4} issued\.$/).textContent()) ?? '')?.[0] ?? '';
    const noteDoc = page.getByRole('article');
    await expect(noteDoc).toContainText('Credit Note');
    await expect(noteDoc).toContainText('RENO-0043');
    const notePdf = await pdfOf(page);
    for (const text of [
      'Credit Note',
      noteNumber,
      'RENO-0043',
      'Skirting tiles not needed',
      'GST credited',
      '$30.00',
      'Invoice GST as corrected',
      '$622.17',
    ]) {
      expect(notePdf).toContain(text);
    }

    // The quote: everything invoiced, $3,816.56 + $5,000.00 + $4,198.57 = $13,015.13 = $12,721.88 + $293.25;
    // each invoice with its status and balance (the progress claim less the credit: $4,770.00).
    await page.goto(quoteUrl);
    await expect(page.getByText('Quoted $13,015.13 · invoiced to date $13,015.13 · remaining $0.00', { exact: true })).toBeVisible();
    const invoices = page.getByRole('region', { name: 'Invoices from this quote' }).getByRole('row');
    await expect(invoices).toHaveText([
      /Invoice\s*Kind\s*Status\s*Total\s*Balance/,
      /RENO-0042\s*Deposit\s*Issued\s*\$3,816\.56\s*\$3,816\.56/,
      /RENO-0043\s*Progress claim\s*Issued\s*\$5,000\.00\s*\$4,770\.00/,
      /RENO-0044\s*Final invoice\s*Paid\s*\$4,198\.57\s*\$0\.00/,
    ]);
    await expect(page.getByRole('button', { name: 'Create invoice' })).toHaveCount(0);
  });
});
