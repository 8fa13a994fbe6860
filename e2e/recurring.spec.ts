import { fillLine } from './editor';
import { expect, signIn, test } from './fixtures';
import { openCaughtUpSchedule } from './schedules';

test.describe('recurring invoices', () => {
  test('a monthly rent schedule makes one invoice per month when the clock moves three months, each linked to it', async ({ page }) => {
    // The mock's clock for this tab: 5 January 2027.
    await page.goto('/login?mockNow=2027-01-05&mockReset');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/schedules/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New recurring schedule' })).toBeVisible();
    await page.getByLabel('Business').selectOption({ label: 'Harbourview Property Management Ltd' });
    const picker = page.getByRole('combobox', { name: 'Client' });
    await picker.fill('Liam');
    await page.getByRole('option', { name: /Liam/ }).first().click();
    await page.getByLabel('Start date').fill('2027-01-10');
    await page.getByLabel('Payment terms').selectOption('7');
    await page.getByLabel('Day of the month').selectOption('10');
    // $600 a week of exempt residential rent is $2,600.00 a month (600 × 52 / 12), plus a 15 % fee.
    await fillLine(page, 1, 'Rent, 12 Kelburn Parade (residential)', '1', '2600', 'Exempt (no GST)');
    await page.getByRole('button', { name: 'Add line' }).click();
    await fillLine(page, 2, 'Property management fee', '1', '208', 'GST 15%');
    await expect(page.locator('#editor-total')).toHaveText('$2,839.20');
    const dates = page.getByRole('list', { name: 'Next invoice dates' }).getByRole('listitem');
    await expect(dates).toHaveText(['10 Jan 2027', '10 Feb 2027', '10 Mar 2027', '10 Apr 2027', '10 May 2027', '10 Jun 2027']);
    const preview = page.getByRole('article', { name: 'Preview of the first invoice' });
    await expect(preview.getByText('Exempt', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Create schedule' }).click();
    await expect(page).toHaveURL(/\/schedules\/\d+$/);
    const scheduleUrl = new URL(page.url()).pathname;
    await expect(page.getByText('Schedule created.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Invoices made (0)' })).toBeVisible();

    // Three months later: 10 January, 10 February and 10 March are due.
    await openCaughtUpSchedule(page, `${scheduleUrl}?mockNow=2027-03-15`, 3);
    const made = page.getByRole('list', { name: 'Invoices made by this schedule' }).getByRole('listitem');
    await expect(made).toHaveCount(3);
    await expect(made.nth(0)).toContainText('10 Mar 2027');
    await expect(made.nth(1)).toContainText('10 Feb 2027');
    await expect(made.nth(2)).toContainText('10 Jan 2027');
    for (const item of await made.all()) await expect(item).toContainText('$2,839.20');

    for (const [index, issued, due] of [
      [2, '10 Jan 2027', '17 Jan 2027'],
      [1, '10 Feb 2027', '17 Feb 2027'],
      [0, '10 Mar 2027', '17 Mar 2027'],
    ] as const) {
      await made.nth(index).getByRole('link').click();
      await expect(page).toHaveURL(/\/invoices\/\d+$/);
      const invoice = page.getByRole('article');
      await expect(invoice).toContainText(issued);
      await expect(invoice).toContainText(due);
      await expect(invoice).toContainText('$2,839.20');
      await expect(invoice).toContainText('Exempt supplies $2,600.00');
      await page.getByRole('link', { name: 'open the schedule' }).click();
      await expect(page).toHaveURL(new RegExp(`${scheduleUrl}$`));
    }
  });
});
