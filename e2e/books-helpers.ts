// Helpers for the journeys about the books (statements, the GST return): calls to the mocked API
// from the page, and the figures of a statement's totals.
import type { Locator, Page } from '@playwright/test';
import { signIn } from './session';

/** A call to the mocked API from the page (through its service worker), with the signed-in user's token. */
export async function api(page: Page, base: string, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Record<string, unknown>;
    },
    { url: `${base}${path}`, method, body },
  );
}

/** The amount beside `label` in a statement's totals. */
export const total = (statement: Locator, label: string) =>
  statement
    .locator('.invoice-doc__totals > div')
    .filter({ has: statement.page().getByText(label, { exact: true }) })
    .locator('dd');

/** Today in New Zealand, as YYYY-MM-DD. */
export const nzToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/**
 * Signs in as the admin at `loginPath` and adds a business of its own, so nothing seeded counts in
 * its books; with the address of the mocked API the page calls.
 */
export async function adminWithOwnBusiness(page: Page, business: Record<string, unknown>, loginPath = '/login?mockReset') {
  await page.goto(loginPath);
  const firstCall = page.waitForRequest(/\/auth\/login$/);
  await signIn(page, 'admin');
  await page.waitForURL(/\/dashboard$/);
  const base = new URL((await firstCall).url()).origin;
  const created = await api(page, base, 'POST', '/api/admin/businesses', { ...business, businessPermittedLogins: ['admin'] });
  return { base, business: created };
}
