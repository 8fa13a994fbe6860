// "Today" is the company's, as the server says it: with the mock's clock months ahead of the device,
// Record payment and the new-schedule editor propose the server's date. At 1280 px the schedule's
// next dates are separate lines, not one run of text.
import { nzToday } from './books-helpers';
import { expect, signIn, test } from './fixtures';

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

test.use({ viewport: { width: 1280, height: 900 } });

test('forms propose the company’s today, and the next dates are one per line', async ({ page }) => {
  const companyToday = addDays(nzToday(), 145);
  await page.goto(`/login?mockNow=${companyToday}&mockReset`);
  await signIn(page, 'user');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/schedules/new');
  await expect(page.getByLabel('Start date')).toHaveValue(companyToday);
  const dates = page.getByRole('list', { name: 'Next invoice dates' }).getByRole('listitem');
  await expect(dates).toHaveCount(6);
  const boxes = await dates.evaluateAll((items) =>
    items.map((item) => item.getBoundingClientRect()).map(({ top, bottom, left }) => ({ top, bottom, left })),
  );
  for (const [index, box] of boxes.entries()) {
    const previous = boxes[index - 1];
    if (!previous) continue;
    // Each date on its own line, under the one before, in the list's column (its number before it).
    expect(box.top, `date ${index + 1}`).toBeGreaterThanOrEqual(previous.bottom);
    expect(box.left, `date ${index + 1}`).toBe(previous.left);
  }

  await page.goto('/invoice-history?status=ISSUED');
  await page
    .getByRole('link', { name: /^RENO-/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByLabel('Date paid')).toHaveValue(companyToday);
  await page.getByRole('main').getByRole('button', { name: 'Record payment' }).last().click();
  await expect(page.getByText(/^Payment of \$[\d,.]+ recorded\./)).toBeVisible();
});
