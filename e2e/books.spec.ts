import { readFile } from 'node:fs/promises';
import { adminWithOwnBusiness, api, nzToday, total } from './books-helpers';
import { expect, test } from './fixtures';
import { pdfText } from './pdf-text';

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

test.describe('the books', () => {
  test('a client with three rent invoices and a payment: its statement (screen and PDF) and the GST return, to the cent', async ({
    page,
  }) => {
    const today = nzToday();

    // A business of its own (so no seeded invoice counts), a tenant, and three invoices of exempt
    // rent $600.00 plus a 15 % management fee of $150.00 ($22.50 GST): $772.50 each.
    const { base, business } = await adminWithOwnBusiness(
      page,
      {
        businessName: 'Kōwhai Rentals Ltd',
        businessGst: '111-222-333',
        businessAddressLine1: '3 Willis Street',
        businessInvoiceTag: 'KR-',
      },
      '/login',
    );
    const client = await api(page, base, 'POST', '/api/admin/clients', {
      linkedBusinessId: business.id,
      clientName: 'Hemi Walker',
      clientAddressLine1: '12 Rata Street',
      clientEmailAddress: 'hemi@example.nz',
    });
    const issueDates = [addDays(today, -92), addDays(today, -62), today];
    const invoices: Array<Record<string, unknown>> = [];
    for (const issueDate of issueDates) {
      const draft = await api(page, base, 'POST', '/api/invoices', {
        businessId: business.id,
        clientId: client.id,
        issueDate,
        dueDate: addDays(issueDate, 7),
        lines: [
          { description: 'Rent', quantity: '1', unitPrice: 60000, taxCode: 'EXEMPT' },
          { description: 'Management fee', quantity: '1', unitPrice: 15000, taxCode: 'STANDARD' },
        ],
      });
      invoices.push(await api(page, base, 'POST', `/api/invoices/${draft.id as number}/issue`, { version: draft.version }));
    }
    expect(invoices.map((invoice) => [invoice.number, invoice.total])).toEqual([
      ['KR-0001', 77250],
      ['KR-0002', 77250],
      ['KR-0003', 77250],
    ]);

    // A part payment of the first invoice, through the screen.
    await page.goto(`/invoices/${invoices[0]?.id as number}`);
    await page.getByRole('button', { name: 'Record payment' }).click();
    await page.getByLabel('Amount').fill('500');
    await page.getByRole('main').getByRole('button', { name: 'Record payment' }).last().click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment of $500.00 recorded. $272.50 is left to pay.' })).toBeVisible();

    // The statement, from the client's row in Businesses & Clients: the last 90 days by default,
    // so the first invoice (92 days ago) is in the opening balance.
    await page.getByRole('navigation').getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Businesses & Clients' }).click();
    await page.getByRole('tab', { name: 'Clients' }).click();
    await page.getByRole('link', { name: 'Statement for Hemi Walker' }).click();
    const statement = page.getByRole('article', { name: 'Activity statement for Hemi Walker' });
    await expect(statement.getByText('Kōwhai Rentals Ltd')).toBeVisible();
    await expect(total(statement, 'Opening balance')).toHaveText('$772.50');
    await expect(total(statement, 'Charges')).toHaveText('$1,545.00');
    await expect(total(statement, 'Payments and credits')).toHaveText('$500.00');
    await expect(total(statement, 'Closing balance')).toHaveText('$1,817.50');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    const { strings } = await pdfText(await readFile(await download.path()));
    expect(strings).toContain('Activity statement');
    expect(strings).toContain('Kōwhai Rentals Ltd'); // as typed, macron and all
    expect(strings).toContain('Hemi Walker');
    expect(strings).toContain('KR-0003');
    expect(strings).toContain('$1,817.50');

    await page.getByLabel('Statement', { exact: true }).selectOption('outstanding');
    const outstanding = page.getByRole('article', { name: 'Outstanding statement for Hemi Walker' });
    await expect(total(outstanding, 'Total owing')).toHaveText('$1,817.50');
    await expect(total(outstanding, 'Over 90 days')).toHaveText('$0.00');
    await expect(total(outstanding, '61–90 days')).toHaveText('$272.50');

    // The GST return for the period holding today: only the third invoice; the exempt rent is left out.
    await page.getByRole('navigation').getByRole('button', { name: 'Books' }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'GST return' }).click();
    await page.getByLabel('Business').selectOption({ label: 'Kōwhai Rentals Ltd' });
    const box = (n: number) => page.getByRole('button', { name: new RegExp(`^Box ${n}:`) });
    await expect(box(5)).toHaveText('$172.50');
    await expect(box(6)).toHaveText('$0.00');
    await expect(box(7)).toHaveText('$172.50');
    await expect(box(8)).toHaveText('$22.50');
    await expect(box(9)).toHaveText('$0.00');
    await expect(box(10)).toHaveText('$22.50');
    await box(5).click();
    const documents = page.getByRole('region', { name: 'Documents behind box 5' });
    await expect(documents.getByRole('rowheader')).toHaveText(['Invoice KR-0003']);
  });
});
