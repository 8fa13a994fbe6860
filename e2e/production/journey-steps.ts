// Steps the production tests share: signing in while watching what reaches the service, and issuing
// the seeded business's first invoice.
import type { Page } from '@playwright/test';
import { expect, signIn } from './fixtures';

export interface SentRequest {
  url: string;
  method: string;
  authorization: string | null;
}

/**
 * Opens /profile signed out, signs in there as `user`, and checks what reached `origin`: the sign-in
 * was a POST, and the profile's call carried the bearer token. Returns every request to `origin`,
 * still recording.
 */
export async function signInWatchingTheService(page: Page, origin: string): Promise<SentRequest[]> {
  const sent: SentRequest[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin))
      sent.push({ url: request.url(), method: request.method(), authorization: request.headers().authorization ?? null });
  });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'user');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Username')).toHaveValue('user');
  expect(sent.find((request) => request.url === `${origin}/api/users/me`)?.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  expect(sent.find((request) => request.url === `${origin}/auth/login`)?.method).toBe('POST');
  return sent;
}

/** In the invoice editor: Kiwi Home Renovations' invoice to Priya Patel, issued as RENO-0042. */
export async function issueFirstInvoice(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Create Invoice' })).toBeVisible();
  await page.getByLabel('Business').selectOption({ label: 'Kiwi Home Renovations Ltd' });
  await page.getByRole('combobox', { name: 'Client' }).fill('Priya');
  await page.getByRole('option', { name: /Priya Patel/ }).click();
  await page.getByLabel('Description, line 1').fill('Heat pump supply and install');
  await page.getByLabel('Unit price, line 1').fill('3290');
  await expect(page.locator('#editor-total')).toHaveText('$3,783.50');
  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await page.getByRole('alertdialog', { name: 'Issue this invoice?' }).getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tax Invoice RENO-0042' })).toBeVisible();
}
