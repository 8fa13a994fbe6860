// Helpers for the journeys about the books (statements, the GST return): calls to the mocked API
// from the page, and the figures of a statement's totals.
import type { Locator, Page } from '@playwright/test';

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
