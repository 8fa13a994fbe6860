// The rental books journey of issue 14: a monthly rent schedule (exempt rent + a 15 % management
// fee) issues three invoices as the mock's clock moves three months; the tenant's statement (screen
// and PDF) and the GST return of the period, every figure to the cent, a figure opening its
// documents, and the CSV export.
//
// The browser's own date decides which GST periods have started and which dates are in the future,
// so the journey is set in the past: the mock's clock starts on the 5th of the first month of a
// two-monthly GST period at least four months ago, and moves three months on (still before today).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { adminWithOwnBusiness, api, nzToday, total } from './books-helpers';
import { fillLine } from './editor';
import { expect, test } from './fixtures';
import { pdfText } from './pdf-text';
import { openCaughtUpSchedule } from './schedules';

/** YYYY-MM-DD of `day` in the month `index` (year × 12 + month − 1). */
const dayOf = (index: number, day: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The date as the app shows it ("10 Jul 2026"), formatted by the browser as the app does. */
const shown = (page: Page, date: string) =>
  page.evaluate(
    (iso) => new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)),
    date,
  );

test.describe('rental billing and the books', () => {
  test('a monthly rent schedule makes three invoices as the clock moves; the statement and the GST return, to the cent', async ({
    page,
  }) => {
    const today = nzToday();
    let first = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - 4;
    // Two-monthly GST periods start in odd months (Jan–Feb, Mar–Apr, …).
    if (first % 2 === 1) first -= 1;
    const [startClock, startDate, movedClock] = [dayOf(first, 5), dayOf(first, 10), dayOf(first + 3, 5)];
    const issueDates = [dayOf(first, 10), dayOf(first + 1, 10), dayOf(first + 2, 10)];

    // A business of its own (so no seeded document counts) and a tenant.
    const { base, business } = await adminWithOwnBusiness(
      page,
      {
        businessName: 'Wharf Street Rentals Ltd',
        businessGst: '123-456-789',
        businessAddressLine1: '1 Wharf Street',
        businessInvoiceTag: 'WR-',
      },
      `/login?mockNow=${startClock}&mockReset`,
    );
    const client = await api(page, base, 'POST', '/api/admin/clients', {
      linkedBusinessId: business.id,
      clientName: 'Mere Parata',
      clientAddressLine1: '4 Aro Street',
      clientEmailAddress: 'mere@example.nz',
    });

    // The schedule, through the editor: the 10th of every month, issued at once.
    await page.goto('/schedules/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New recurring schedule' })).toBeVisible();
    await page.getByLabel('Business').selectOption({ label: 'Wharf Street Rentals Ltd' });
    await page.getByRole('combobox', { name: 'Client' }).fill('Mere');
    await page.getByRole('option', { name: /Mere Parata/ }).click();
    await page.getByLabel('Start date').fill(startDate);
    await expect(page.getByLabel('Day of the month')).toHaveValue('10');
    await page.getByLabel('Each invoice').selectOption('ISSUE');
    await page.getByLabel('Payment terms').selectOption('7');
    // $600 a week of exempt residential rent is $2,600.00 a month (600 × 52 / 12), plus an 8 % fee
    // of $208.00 + 15 % GST ($31.20): $2,839.20 a month.
    await fillLine(page, 1, 'Rent, 4 Aro Street (residential)', '1', '2600', 'Exempt (no GST)');
    await page.getByRole('button', { name: 'Add line' }).click();
    await fillLine(page, 2, 'Property management fee', '1', '208', 'GST 15%');
    await expect(page.locator('#editor-total')).toHaveText('$2,839.20');
    const dates = page.getByRole('list', { name: 'Next invoice dates' }).getByRole('listitem');
    await expect(dates.first()).toHaveText(await shown(page, issueDates[0] ?? ''));
    await page.getByRole('button', { name: 'Create schedule' }).click();
    await expect(page).toHaveURL(/\/schedules\/\d+$/);
    const scheduleUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { name: 'Invoices made (0)' })).toBeVisible();

    // Three months on: the 10th of each month is due, each issued and numbered in order.
    await openCaughtUpSchedule(page, `${scheduleUrl}?mockNow=${movedClock}`, 3);
    const made = page.getByRole('list', { name: 'Invoices made by this schedule' }).getByRole('listitem');
    await expect(made).toHaveText([
      new RegExp(`^WR-0003 ${await shown(page, issueDates[2] ?? '')} \\$2,839\\.20`),
      new RegExp(`^WR-0002 ${await shown(page, issueDates[1] ?? '')} \\$2,839\\.20`),
      new RegExp(`^WR-0001 ${await shown(page, issueDates[0] ?? '')} \\$2,839\\.20`),
    ]);

    // The first invoice links back to the schedule; it is paid in full in the second month.
    await made.nth(2).getByRole('link', { name: 'WR-0001' }).click();
    await expect(page).toHaveURL(/\/invoices\/\d+$/);
    await expect(page.getByRole('article')).toContainText('Exempt supplies $2,600.00');
    await expect(page.getByRole('link', { name: 'open the schedule' })).toHaveAttribute('href', scheduleUrl);
    await page.getByRole('button', { name: 'Record payment' }).click();
    await page.getByLabel('Amount').fill('2839.20');
    await page.getByLabel('Date paid').fill(dayOf(first + 1, 15));
    await page.getByRole('main').getByRole('button', { name: 'Record payment' }).last().click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment of $2,839.20 recorded.' })).toBeVisible();

    // The tenant's statement, from the invoice history filtered to the client, over the three months.
    await page.goto(`/invoice-history?businessId=${String(business.id)}&clientId=${String(client.id)}`);
    await page.getByRole('link', { name: 'Statement for this client' }).click();
    await expect(page).toHaveURL(new RegExp(`/clients/${String(client.id)}/statement`));
    await page.getByLabel('From', { exact: true }).fill(dayOf(first, 1));
    await page.getByLabel('To', { exact: true }).fill(movedClock);
    const statement = page.getByRole('article', { name: 'Activity statement for Mere Parata' });
    await expect(statement.getByText('Wharf Street Rentals Ltd')).toBeVisible();
    await expect(statement.getByRole('row')).toHaveCount(6); // header, opening, three invoices and the payment
    await expect(total(statement, 'Opening balance')).toHaveText('$0.00');
    await expect(total(statement, 'Charges')).toHaveText('$8,517.60');
    await expect(total(statement, 'Payments and credits')).toHaveText('$2,839.20');
    await expect(total(statement, 'Closing balance')).toHaveText('$5,678.40');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    const { strings } = await pdfText(await readFile(await pdf.path()));
    for (const text of ['Activity statement', 'Wharf Street Rentals Ltd', 'Mere Parata', 'WR-0001', 'WR-0003', '$8,517.60', '$5,678.40']) {
      expect(strings).toContain(text);
    }

    // The GST return for the period of the first two invoices (invoice basis): the exempt rent is
    // left out, the fees' GST is 3/23 of their GST-inclusive $478.40.
    await page.goto(`/gst-return?business=${String(business.id)}&period=${dayOf(first + 1, 1).slice(0, 7)}`);
    await expect(page.getByText('No purchases in this period.')).toBeVisible();
    const box = (n: number) => page.getByRole('button', { name: new RegExp(`^Box ${n}:`) });
    await expect(box(5)).toHaveText('$478.40');
    await expect(box(6)).toHaveText('$0.00');
    await expect(box(7)).toHaveText('$478.40');
    await expect(box(8)).toHaveText('$62.40');
    await expect(box(9)).toHaveText('$0.00');
    await expect(box(10)).toHaveText('$62.40');

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const report = await readFile(await csv.path(), 'utf8');
    for (const line of [/^5,.*,478\.40\r$/m, /^8,.*,62\.40\r$/m, /^10,.*,62\.40\r$/m]) expect(report).toMatch(line);
    expect(report).toContain(`Invoice,WR-0001,${issueDates[0] ?? ''},Mere Parata,2839.20,239.20,0.00,2600.00\r\n`);
    expect(report).toContain(`Invoice,WR-0002,${issueDates[1] ?? ''},Mere Parata,2839.20,239.20,0.00,2600.00\r\n`);
    expect(report).not.toContain('WR-0003');

    // Box 8 opens the documents behind it: the two invoices, each counting its fee; one opens.
    await box(8).click();
    const documents = page.getByRole('region', { name: 'Documents behind box 8' });
    await expect(documents.getByRole('rowheader')).toHaveText(['Invoice WR-0001', 'Invoice WR-0002']);
    await documents.getByRole('link', { name: 'Invoice WR-0002' }).click();
    await expect(page).toHaveURL(/\/invoices\/\d+$/);
    await expect(page.getByRole('article')).toContainText('WR-0002');
  });
});
