// A month-end statement run over the month-end scenario's 520 clients owing (docs/sending.md#statement-runs):
// progress while it runs, stopped after the current client and taken up again, nobody sent twice, and a
// summary naming the clients skipped (no address) and failed (a bounce). Every PDF is made, in a worker.
import { expect, expectAccessible, signIn, test } from './fixtures';

/** The scenario's clients owing, less every 13th (no address); the default data's clients owing come on top. */
const SCENARIO_WITH_ADDRESS = 520 - 40;

test('a statement run over 500 clients with progress', async ({ page }) => {
  test.setTimeout(300_000);
  const started = Date.now();
  await page.goto('/login?mockSeed=month-end');
  await signIn(page, 'user');
  await expect(page).toHaveURL(/\/dashboard$/);
  // A client-side move: a page load would leave the month-end scenario for the saved demo data.
  await page.getByRole('navigation').getByRole('button', { name: 'Sending' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Statement runs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statement runs' })).toBeVisible();

  await page.getByRole('button', { name: 'Send the month-end statements' }).click();
  const bar = page.getByRole('progressbar', { name: 'Statements sent' });
  await expect(bar).toBeVisible();
  await expect(page.getByText(/^Sending \d+ of \d+: /)).toBeVisible();
  const total = Number(/of (\d+)/.exec((await bar.getAttribute('aria-valuetext')) ?? '')?.[1]);
  // Stop once a few are sent: the run stops after the client being sent.
  await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
  await page.getByRole('button', { name: 'Stop the run' }).click();
  const stopped = page.getByRole('status').filter({ hasText: /^The run was stopped: \d+ sent so far\.$/ });
  await expect(stopped).toBeVisible({ timeout: 30_000 });
  const sentBefore = Number(/(\d+) sent/.exec((await stopped.textContent()) ?? '')?.[1]);
  expect(sentBefore).toBeGreaterThanOrEqual(3);

  // Taken up again: it goes on from where it stopped.
  await page.getByRole('button', { name: /^Send the \d+ statements left$/ }).click();
  await expect(page.getByText(new RegExp(`^Sending ${sentBefore + 1} of \\d+: `))).toBeVisible();
  const done = page.getByRole('status').filter({ hasText: /^The run is done: / });
  await expect(done).toBeVisible({ timeout: 240_000 });
  await expect(done).toHaveText(/^The run is done: \d+ sent, 40 skipped, 2 failed\.$/);

  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByRole('region', { name: 'Clients whose statement failed' })).toContainText(
    'The mail server for owner007@bounce.test refused it: the address does not exist.',
  );
  await expect(summary.getByRole('region', { name: 'Clients skipped' }).getByRole('row')).toHaveCount(41);
  await expect(summary.getByRole('region', { name: 'Clients skipped' })).toContainText('Month-end Client 013');
  await expectAccessible(page);

  // Nobody twice: the outbox holds one statement per client sent.
  const statements = await page.evaluate(async () => {
    // The mock answers at the API's address (.env: VITE_API_BASE_URL), as in mock-backend.spec.ts.
    const answer = await fetch('http://localhost:8080/__mock/outbox');
    const { emails } = (await answer.json()) as { emails: Array<{ documentType: string; documentId: number }> };
    const ids = emails.filter((email) => email.documentType === 'STATEMENT').map((email) => email.documentId);
    return { count: ids.length, distinct: new Set(ids).size };
  });
  expect(statements.distinct).toBe(statements.count);
  expect(statements.count).toBe(total - 2);
  expect(total).toBeGreaterThanOrEqual(SCENARIO_WITH_ADDRESS);
  console.log(`statement run e2e: ${total} clients with an address, ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
