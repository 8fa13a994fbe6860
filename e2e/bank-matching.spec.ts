import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, signIn, test } from './fixtures';

// The Kiwibank layout of the parsers' sample file (its header line), with two lines written here that
// pay two of the seed's open Southern Lakes Rentals invoices by number: sure matches.
const KIWIBANK = fileURLToPath(new URL('../src/features/billing/bank-accounts/statement-files/fixtures/kiwibank.csv', import.meta.url));
const HEADER = readFileSync(KIWIBANK, 'utf8').split(/\r?\n/)[0] ?? '';

interface OpenInvoice {
  id: number;
  number: string;
  balance: number;
  issueDate: string;
}

const nzToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
const dollars = (cents: number) => (cents / 100).toFixed(2);

function statementFor(invoices: readonly OpenInvoice[]): string {
  const [year, month, day] = nzToday().split('-');
  let balance = 1_000_000;
  const rows = invoices.map((invoice) => {
    balance += invoice.balance;
    return `38-9000-0765434-00,${day}-${month}-${year},Payment ${invoice.number},CR,${invoice.number},RENT,,,,,A Tenant,,${dollars(invoice.balance)},,${dollars(invoice.balance)},${dollars(balance)}`;
  });
  return [HEADER, ...rows].join('\r\n');
}

test.describe('bank matching', () => {
  test('an imported statement’s sure matches confirmed in bulk pay the invoices, with the bank line as source; one undone', async ({
    page,
  }) => {
    await page.goto('/login?mockReset');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);

    const openInvoices = page.waitForResponse((response) => /\/api\/invoices\?.*businessId=3/.test(response.url()) && response.ok());
    await page.goto('/bank-accounts/3');
    await expect(page.getByRole('heading', { level: 1, name: 'Rent account' })).toBeVisible();
    const open = ((await (await openInvoices).json()) as { content: OpenInvoice[] }).content
      .filter((invoice) => invoice.balance > 0)
      .slice(0, 2);
    expect(open).toHaveLength(2);

    await page.getByLabel('Statement file (CSV or OFX)').setInputFiles({
      name: 'kiwibank-rent.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(statementFor(open)),
    });
    await expect(page.getByText('Read as a Kiwibank file for 38-9000-0765434-000:')).toBeVisible();
    await page.getByRole('button', { name: 'Import 2 lines' }).click();
    await expect(page.getByText('Imported 2 lines.')).toBeVisible();

    const matches = page.getByRole('list', { name: 'Statement lines to match' });
    await expect(matches.getByRole('listitem')).toHaveCount(2);
    await expect(matches.getByText(/^Sure$/)).toHaveCount(2);
    await page.getByRole('button', { name: 'Confirm all 2 sure matches' }).click();
    await expect(page.getByText('Confirmed 2 sure matches.')).toBeVisible();
    await expect(page.getByText('No line waits to be matched.')).toBeVisible();

    const [first] = open;
    await page.goto(`/invoices/${first?.id ?? 0}`);
    const payments = page.getByRole('region', { name: 'Payments recorded' });
    await expect(payments.getByText(/Bank transfer · from bank statement line \d+/)).toBeVisible();

    await page.goBack();
    await page.getByRole('button', { name: 'Reconciled (2)' }).click();
    await matches.getByRole('button', { name: 'Undo' }).first().click();
    await expect(page.getByText(/^Undone: .* is to match again; its payments are removed\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reconciled (1)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'To match (1)' })).toBeVisible();
  });
});
