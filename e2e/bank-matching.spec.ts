import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, signIn, test } from './fixtures';

// Statement files: the parsers' samples, one per bank layout, and the Kiwibank layout (its header
// line) with lines written here that pay the seed's open Southern Lakes Rentals invoices by number.
const fixture = (name: string) =>
  fileURLToPath(new URL(`../src/features/billing/bank-accounts/statement-files/fixtures/${name}`, import.meta.url));
const HEADER = readFileSync(fixture('kiwibank.csv'), 'utf8').split(/\r?\n/)[0] ?? '';

interface OpenInvoice {
  id: number;
  number: string;
  balance: number;
  clientId: number;
}

const nzToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
const dollars = (cents: number) => (cents / 100).toFixed(2);
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-NZ', { minimumFractionDigits: 2 })}`;

/** Kiwibank rows paying each invoice the amount given, dated today. */
function statementFor(payments: ReadonlyArray<{ invoice: OpenInvoice; amount: number }>): string {
  const [year, month, day] = nzToday().split('-');
  let balance = 1_000_000;
  const rows = payments.map(({ invoice, amount }) => {
    balance += amount;
    return `38-9000-0765434-00,${day}-${month}-${year},Payment ${invoice.number},CR,${invoice.number},RENT,,,,,A Tenant,,${dollars(amount)},,${dollars(amount)},${dollars(balance)}`;
  });
  return [HEADER, ...rows].join('\r\n');
}

test.describe('bank matching', () => {
  test('on a phone: sure matches confirmed in bulk, a part payment and an overpayment (the rest the client’s credit); one undone', async ({
    page,
  }) => {
    await page.goto('/login?mockReset');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);

    const openInvoices = page.waitForResponse((response) => /\/api\/invoices\?.*businessId=3/.test(response.url()) && response.ok());
    await page.goto('/bank-accounts/3');
    await expect(page.getByRole('heading', { level: 1, name: 'Rent account' })).toBeVisible();
    const open = ((await (await openInvoices).json()) as { content: OpenInvoice[] }).content.filter((invoice) => invoice.balance > 100);
    expect(open.length).toBeGreaterThanOrEqual(3);
    const [first, over, part] = open as [OpenInvoice, OpenInvoice, OpenInvoice];

    await page.getByLabel('Statement file (CSV or OFX)').setInputFiles({
      name: 'kiwibank-rent.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        statementFor([
          { invoice: first, amount: first.balance },
          { invoice: over, amount: over.balance + 1000 },
          { invoice: part, amount: Math.floor(part.balance / 2) },
        ]),
      ),
    });
    await expect(page.getByText('Read as a Kiwibank file for 38-9000-0765434-000:')).toBeVisible();
    await page.getByRole('button', { name: 'Import 3 lines' }).click();
    await expect(page.getByText('Imported 3 lines.')).toBeVisible();

    // Matching on a phone: the lines stack, nothing runs off the side, every button is in reach.
    await page.setViewportSize({ width: 390, height: 844 });
    const matches = page.getByRole('list', { name: 'Statement lines to match' });
    await expect(matches.getByRole('listitem')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const button of await matches.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    await expect(matches.getByText(/^Sure$/)).toHaveCount(1);
    await page.getByRole('button', { name: 'Confirm all 1 sure match' }).click();
    await expect(page.getByText('Confirmed 1 sure match.')).toBeVisible();

    const overRow = matches.getByRole('listitem').filter({ hasText: over.number });
    await expect(overRow).toContainText(`Pays ${over.number} ${money(over.balance)}; $10.00 kept as credit owed`);
    await overRow.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(/^Matched .* from A Tenant/)).toBeVisible();
    const partRow = matches.getByRole('listitem').filter({ hasText: part.number });
    await expect(partRow).toContainText('a part payment');
    await partRow.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('No line waits to be matched.')).toBeVisible();

    await page.goto(`/invoices/${first.id}`);
    await expect(
      page.getByRole('region', { name: 'Payments recorded' }).getByText(/Bank transfer · from bank statement line \d+/),
    ).toBeVisible();
    await page.goto(`/clients/${over.clientId}/statement`);
    await expect(page.getByRole('heading', { name: /^Credit owed to the client: \$[\d,.]+$/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Credit movements' })).toContainText('Overpaid · +$10.00');

    await page.goto('/bank-accounts/3');
    await page.getByRole('button', { name: 'Reconciled (3)' }).click();
    await matches.getByRole('button', { name: 'Undo' }).first().click();
    await expect(page.getByText(/^Undone: .* is to match again; what it recorded is removed\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reconciled (2)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'To match (1)' })).toBeVisible();
  });

  // Each bank's sample file read, imported into the account it names (or the cheque account), and one
  // of its money-out lines matched as an expense: the layouts end to end, on one page.
  const FILES = [
    { file: 'anz.csv', layout: 'ANZ', account: 1, payee: 'MITRE 10 MEGA' },
    { file: 'asb.csv', layout: 'ASB', account: 1, payee: 'PLACEMAKERS' },
    { file: 'bnz.csv', layout: 'BNZ', account: 2, payee: 'WELLINGTON PLUMBING' },
    { file: 'westpac-windows-1252.csv', layout: 'Westpac', account: 1, payee: 'Crème Café' },
    { file: 'kiwibank.csv', layout: 'Kiwibank', account: 3, payee: 'Ngāti Whātua Ōrākei' },
    { file: 'ofx-1-sgml.ofx', layout: 'OFX', account: 3, payee: 'MITRE 10 & GARDEN' },
    { file: 'ofx-2-xml.ofx', layout: 'OFX', account: 1, payee: 'INLAND REVENUE' },
  ] as const;

  test('each bank’s sample file is imported and a line of it matched', async ({ page }) => {
    await page.goto('/login?mockReset');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const { file, layout, account, payee } of FILES) {
      await test.step(file, async () => {
        await page.goto(`/bank-accounts/${account}`);
        const matches = page.getByRole('list', { name: 'Statement lines to match' });
        await expect(page.getByRole('heading', { level: 2, name: 'Match' })).toBeVisible();
        await page.getByLabel('Statement file (CSV or OFX)').setInputFiles(fixture(file));
        await expect(page.getByText(new RegExp(`^Read as a ${layout} file`))).toBeVisible();
        await page.getByRole('button', { name: /^Import \d+ lines?$/ }).click();
        await expect(page.getByText(/^Imported \d+ lines?\.$/)).toBeVisible();
        const row = matches.getByRole('listitem', { name: new RegExp(`to ${payee}`) }).first();
        await row.getByRole('button', { name: 'Record as an expense' }).click();
        const form = page.getByRole('region', { name: /^Record .* as an expense$/ });
        await form.getByLabel('Account').selectOption({ index: 1 });
        await form.getByRole('button', { name: 'Record the expense' }).click();
        await expect(page.getByText(new RegExp(`^Matched .* to ${payee}`))).toBeVisible();
      });
    }
  });
});
