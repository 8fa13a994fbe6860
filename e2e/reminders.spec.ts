// Payment reminders across a moved clock (docs/sending.md#reminders): the dashboard names tomorrow's
// reminder; a fortnight on, only the latest rule due is sent, once however often the page is opened,
// and it shows on the invoice, on the dashboard and in the Outbox without a PDF, with the invoice's link.
import { expect, expectAccessible, signIn, test } from './fixtures';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('reminders across a moved clock', async ({ page }) => {
  test.setTimeout(120_000);
  // The mock's clock for this tab; the seed's reminders are on from this day.
  await page.goto('/login?mockNow=2027-01-05&mockReset');
  await signIn(page, 'user');
  await expect(page).toHaveURL(/\/dashboard$/);

  const tomorrow = page.getByRole('list', { name: 'Reminders to send tomorrow' });
  await expect(tomorrow).toContainText('7 days after the due date');
  const link = tomorrow.getByRole('link').first();
  const number = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Tax Invoice ${number}` })).toBeVisible();
  const invoiceUrl = new URL(page.url()).pathname;
  const card = page.getByRole('region', { name: 'Payment reminders' });
  const next = card.getByText(/^Next: 7 days after the due date, on/);
  await expect(next).toBeVisible();
  await expect(card.getByText('No reminder has been sent.')).toBeVisible();
  const sevenDays = (await next.locator('time').getAttribute('datetime')) ?? '';
  expect(sevenDays).toBe('2027-01-06');

  // A week after that (the mock was "down"): the 7-day and the 14-day rules have both come; only the 14-day one is sent.
  const fourteenDays = addDays(sevenDays, 7);
  await page.goto(`${invoiceUrl}?mockNow=${fourteenDays}`);
  const sent = card.getByRole('list', { name: 'Reminders sent' }).getByRole('listitem');
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('14 days after the due date: sent');
  await expect(page.getByText(/^Payment reminder \(14 days after the due date\) emailed to /)).toHaveCount(1);
  await expect(card.getByText(/^Next: 30 days after the due date/)).toBeVisible();
  await expectAccessible(page);

  // Opened again the same day: nothing more is sent.
  await page.reload();
  await expect(card.getByText(/^Next: 30 days after the due date/)).toBeVisible();
  await expect(sent).toHaveCount(1);

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('list', { name: 'Reminders sent today' }).getByRole('link', { name: number })).toBeVisible();

  await page.getByRole('navigation').getByRole('button', { name: 'Sending' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Outbox' }).click();
  await page.getByRole('link', { name: new RegExp(`Payment reminder, Invoice ${number}`) }).click();
  const opened = page.getByRole('article');
  await expect(opened).toContainText(`invoice ${number}`);
  await expect(opened).toContainText('None: a payment reminder carries no PDF.');

  // The reminder carries the invoice's link in this app, which opens the invoice for its client.
  const origin = new URL(page.url()).origin;
  const address = ((await opened.textContent()) ?? '').match(new RegExp(`${origin}/d/[A-Za-z0-9_-]{43}`))?.[0];
  expect(address).toBeDefined();
  await page.goto(address ?? '');
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `Tax Invoice ${number}` })).toBeVisible();
});
