// The production build, same-origin behind nginx, in front of the specification's service
// (MOCK_CAPABILITIES=spec): sign-in, registration, users, businesses and clients, health -- what the
// company's Spring service has today, and nothing else.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { fillLine } from '../editor';
import { pdfText } from '../pdf-text';
import { expect, signIn, test, watchPreflights } from './fixtures';
import { expectNotOnThisServer, expectOnlyOfferedCalls, menuNames, recordApiCalls } from './service-calls';

async function openAdmin(page: Page, link: 'Users' | 'Businesses & Clients') {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Admin' }).click();
  await nav.getByRole('link', { name: link }).click();
}

async function createBusinessAndClient(page: Page) {
  await openAdmin(page, 'Businesses & Clients');
  await expect(page).toHaveURL(/\/admin\/businesses$/);
  await expect(page.getByRole('rowheader', { name: 'Kiwi Home Renovations Ltd' })).toBeVisible();
  await page.getByLabel('Business Name', { exact: true }).fill('Totara Builders Ltd');
  await page.getByLabel('GST Number', { exact: true }).fill('123-456-789');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Business created: Totara Builders Ltd.')).toBeVisible();
  await page.getByRole('tab', { name: 'Clients' }).click();
  await expect(page.getByRole('rowheader', { name: 'Hannah Kim' })).toBeVisible();
  await page.getByLabel('Client Name', { exact: true }).fill('Rangi Parata');
  await page.getByLabel('Linked Business', { exact: true }).selectOption({ label: 'Totara Builders Ltd' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Client created: Rangi Parata.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('rowheader', { name: 'Rangi Parata' })).toBeVisible();
}

/** Create Invoice as the free generator: the seeded business and client from the admin lists, the PDF, Invoice History after a reload. */
async function makeKeptInvoice(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Invoice' }).click();
  await expect(page.getByRole('note')).toContainText('Not saved on the server.');
  await page.getByLabel('Business', { exact: true }).selectOption({ label: 'Kiwi Home Renovations Ltd' });
  const number = /^Number: (\S+?)\./.exec(await page.getByText(/^Number:/).innerText())?.[1] ?? 'no number';
  const client = page.getByRole('combobox', { name: 'Client' });
  await client.fill('Sophie');
  await page
    .getByRole('option', { name: /Sophie Turner/ })
    .first()
    .click();
  await fillLine(page, 1, 'Deck repair', '1', '250');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Keep and download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const text = (await pdfText(await readFile(await download.path()))).strings.join('\n');
  for (const expected of ['Tax Invoice', number, 'Kiwi Home Renovations Ltd', 'Sophie Turner', 'Deck repair', '$287.50'])
    expect(text).toContain(expected);
  await expect(page.getByText(`Kept in this browser as ${number}, and its PDF downloaded.`)).toBeVisible();
  await page.reload();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoice History' }).click();
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Sophie Turner');
}

test.describe("the specification's service, behind the proxy", () => {
  test('signs in, answers its health check and saves a profile through the proxy, without a single preflight', async ({ page }) => {
    const preflights = await watchPreflights(page);
    const health = page.waitForResponse((response) => new URL(response.url()).pathname === '/actuator/health');
    await page.goto('/login');
    const answer = await health;
    expect(new URL(answer.url()).origin).toBe(new URL(page.url()).origin);
    expect(answer.status()).toBe(200);
    await signIn(page, 'user');
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto('/profile');
    await expect(page.getByLabel('Username')).toHaveValue('user');
    await page.getByLabel('Email').fill('user.changed@example.nz');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Email')).toHaveValue('user.changed@example.nz');
    expect(preflights).toEqual([]);
  });

  test('an admin lists the users and creates a business and a client through the proxy', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'admin');
    await expect(page).not.toHaveURL(/\/login$/);
    await openAdmin(page, 'Users');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'mere' })).toBeVisible();
    await createBusinessAndClient(page);
  });

  test('asks only for what the service offers, its menu holds only what works, and an invoice is made, downloaded and listed after a reload', async ({
    page,
    apiOrigin,
  }) => {
    const calls = recordApiCalls(page, apiOrigin);
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).not.toHaveURL(/\/login$/);
    expect(await menuNames(page)).toEqual(['Dashboard', 'Create Invoice', 'Invoice History', 'My Profile']);
    await expect(page.getByText(/could not be loaded/i)).toHaveCount(0);
    await page.goto('/profile');
    await expect(page.getByLabel('Username')).toHaveValue('user');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();
    await expectNotOnThisServer(page, '/quotes', 'Quotes');

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await signIn(page, 'admin');
    await expect(page).not.toHaveURL(/\/login$/);
    expect(await menuNames(page)).toContain('Admin');
    await openAdmin(page, 'Users');
    await expect(page.getByRole('rowheader', { name: 'mere' })).toBeVisible();
    await createBusinessAndClient(page);
    await makeKeptInvoice(page);
    await page.waitForLoadState('networkidle');
    expectOnlyOfferedCalls(calls, null);
  });
});
