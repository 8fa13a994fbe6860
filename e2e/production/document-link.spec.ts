// Quotes accepted online (docs/sending.md#links-for-the-client), on the production build served by
// deploy/nginx.conf against the mock backend over HTTP, so the business and a second, signed-out
// browser share one backend: the business emails a quote, its client opens the link from the email
// on a phone, accepts it, and the business's open page shows it without a reload.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/** Fails the test on any CSP violation or uncaught error in the client's page too. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content-Security-Policy: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return problems;
}

test('a quote accepted through its link by a signed-out browser, seen at once by the business', async ({
  page,
  browser,
  request,
  mockOrigin,
}) => {
  test.setTimeout(150_000);
  await page.goto('/login');
  await signIn(page, 'user');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/quotes?status=SENT');
  await page
    .getByRole('link', { name: /^RENO-Q-\d{4}/ })
    .first()
    .click();
  const heading = page.getByRole('heading', { level: 1, name: /^Quote RENO-Q-\d{4}/ });
  await expect(heading).toBeVisible();

  // Emailing fills {link} with the quote's link, made for it now.
  await page.getByRole('button', { name: 'Email' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Message')).toHaveValue(/accept or decline it, online: http:\/\/127\.0\.0\.1:\d+\/d\/[\w-]{43}\n/);
  await dialog.getByLabel('To').fill('mere@example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  const panel = page.getByRole('region', { name: 'Link for the client' });
  const address = await panel.getByLabel('The client’s link').inputValue();

  // What the client received: the same address in the email.
  const outbox = (await (await request.get(`${mockOrigin}/__mock/outbox`)).json()) as { emails: Array<{ id: number }> };
  const email = (await (await request.get(`${mockOrigin}/__mock/outbox/${outbox.emails[0]?.id ?? 0}`)).json()) as { message: string };
  expect(email.message).toContain(address);

  // The client: another browser, never signed in, on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-NZ', timezoneId: 'Pacific/Auckland' });
  const client = await phone.newPage();
  const problems = await watchProblems(client);
  const scripts: string[] = [];
  client.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });
  const answer = await client.goto(address);
  const headers = answer?.headers() ?? {};
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['content-security-policy']).toContain("default-src 'none'");
  expect(headers['content-security-policy']).toContain("form-action 'none'");
  expect(headers['x-robots-tag']).toContain('noindex');
  await expect(client.getByRole('heading', { level: 1, name: /^Quote RENO-Q-\d{4}/ })).toBeVisible();
  await expect(client.getByText('Kiwi Home Renovations Ltd').first()).toBeVisible();
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Its own page: no router, no app shell.
  await expect(client.getByRole('navigation')).toHaveCount(0);
  expect(scripts.filter((url) => /\/assets\/(start|router|app-layout|public-layout|query|with-query-client)-/.test(url))).toEqual([]);

  // Its PDF, made in the page under its CSP.
  const [download] = await Promise.all([client.waitForEvent('download'), client.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^RENO-Q-\d{4}.*\.pdf$/);

  await client.getByRole('button', { name: 'Accept quote' }).click();
  await expect(client.getByText('Type your full name to accept.')).toBeVisible();
  await client.getByLabel('Your full name').fill('Mere Tane');
  await client.getByRole('button', { name: 'Accept quote' }).dblclick();
  await expect(client.getByText(/^Accepted online by Mere Tane on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m\./)).toBeVisible();
  await client.reload();
  await expect(client.getByText(/^Accepted online by Mere Tane on/)).toBeVisible();
  await expect(client.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
  expect(problems).toEqual([]);

  // The business's page, never reloaded, shows it on its next read (a sent quote is read every 5 s).
  await expect(page.getByText(/^Accepted online by Mere Tane at \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m\./)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible();

  // Revoked: the client's link now says so plainly.
  await panel.getByRole('button', { name: 'Revoke…' }).click();
  await panel.getByRole('button', { name: 'Revoke link' }).click();
  await expect(panel.getByRole('button', { name: 'Make a link' })).toBeVisible();
  await client.reload();
  await expect(client.getByRole('heading', { level: 1, name: 'This link was switched off' })).toBeVisible();
  await phone.close();
});
