// The owner's rule: every call carries `Authorization: Bearer <token>` whenever a token is stored; the
// only calls without it are the two sign-in calls. A signed-in admin opens every screen of the app's
// paths table and each /api request is checked.
import { readFile } from 'node:fs/promises';
import type { Request } from '@playwright/test';
import { api } from './books-helpers';
import { expect, signIn, test } from './fixtures';

type Page = { content: Array<Record<string, unknown>> };

/** The app's route paths by name, read from its paths table as text (e2e tests import nothing of the app). */
async function appPaths(): Promise<Record<string, string>> {
  const source = await readFile(new URL('../src/config/paths.ts', import.meta.url), 'utf8');
  const table = /export const paths = \{([^}]*)\}/.exec(source)?.[1] ?? '';
  const entries = [...table.matchAll(/^\s*(\w+): '([^']+)',?$/gm)].map((match): [string, string] => [match[1] ?? '', match[2] ?? '']);
  if (entries.length < 10) throw new Error('src/config/paths.ts: the paths table was not found');
  return Object.fromEntries(entries);
}

test('every /api request of every screen carries the bearer token', async ({ page }) => {
  // Some 26 screens, each waited for until its requests are answered: three times the usual ceiling.
  test.slow();
  await page.goto('/login?mockReset');
  const firstCall = page.waitForRequest(/\/auth\/login$/);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  const base = new URL((await firstCall).url()).origin;
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  // A seeded record for each screen that shows one.
  const firstId = async (path: string) => {
    const list = (await api(page, base, 'GET', path)) as unknown as Page;
    const id = list.content[0]?.id;
    if (typeof id !== 'number') throw new Error(`${path} has no record to open`);
    return id;
  };
  const clients = (await api(page, base, 'GET', '/api/admin/clients')) as unknown as Array<{ id: number }>;
  const bankAccounts = (await api(page, base, 'GET', '/api/bank-accounts')) as unknown as Array<{ id: number }>;
  const ids: Partial<Record<string, number>> = {
    invoice: await firstId('/api/invoices?status=ISSUED'),
    editInvoice: await firstId('/api/invoices?status=DRAFT'),
    createCreditNote: await firstId('/api/invoices?status=ISSUED'),
    creditNote: await firstId('/api/credit-notes'),
    quote: await firstId('/api/quotes?status=ACCEPTED'),
    editQuote: await firstId('/api/quotes?status=DRAFT'),
    schedule: await firstId('/api/schedules'),
    statement: clients[0]?.id,
    bankAccount: bankAccounts[0]?.id,
    bill: await firstId('/api/bills'),
    editBill: await firstId('/api/bills?status=DRAFT'),
  };
  const screens = Object.entries(await appPaths()).map(([name, path]) => {
    if (!path.includes(':')) return path;
    const id = ids[name];
    if (id === undefined) throw new Error(`No seeded record for the screen ${name} (${path}): add one above.`);
    return path.replace(':id', String(id));
  });

  const pending = new Set<Request>();
  const seen: Array<{ screen: string; call: string; authorization: string | null }> = [];
  let screen = '';
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    pending.add(request);
    seen.push({ screen, call: `${request.method()} ${url.pathname}`, authorization: request.headers()['authorization'] ?? null });
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));

  for (const path of screens) {
    screen = path;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect.poll(() => pending.size, { message: `${path}: requests still open`, timeout: 60_000 }).toBe(0);
  }

  const screensWithCalls = new Set(seen.map((entry) => entry.screen));
  expect(screensWithCalls.size, 'screens that called the API').toBeGreaterThan(screens.length / 2);
  // The call reported without a token: the role list the company and user screens read.
  expect(seen.map((entry) => entry.call)).toContain('GET /api/users/roles');
  expect(seen.filter((entry) => entry.authorization !== `Bearer ${token}`)).toEqual([]);
});
