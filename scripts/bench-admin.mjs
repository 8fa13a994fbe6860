// `npm run bench:admin`: the admin screens at scale, measured in the page (performance.now(),
// resource timing and the app's 'users.csv' User Timing entry) in Debian's Chromium against a
// server this script starts on its own port, with ?mockSeed=large (10,000 users, 300 businesses,
// 5,000 clients) and no cold start. Prints, over RUNS page loads:
//   - each list's first render: from its data arriving (resource timing responseEnd) to its rows
//     painted, and the whole click-to-rows time (code, fetch, render);
//   - 'Search user...': from a keystroke (keydown) to the filtered rows painted;
//   - the time to build users.csv (the app records it as performance.measure('users.csv')).
// Targets: filter < 50 ms, first render < 300 ms, CSV < 200 ms. Figures only: it never fails on
// them. By default it measures what users get: a demo build (production React, mocks on) served by
// `vite preview`; `--dev` measures the dev server instead (React's development build, slower).
// `--seed=huge` (or BENCH_SEED=huge) measures 100,000 users, 300 businesses and 50,000 clients
// instead; the CSV target is then 1 s. Every list load also reports the longest task (a
// PerformanceObserver for `longtask`) from its data arriving to its rows painted: the app's own work.
// (The longest task of the whole click is printed too; it includes the mock backend, which runs in
// the page and answers the list as one JSON text.)
// Env: BENCH_ADMIN_PORT (5390), BENCH_RUNS (5), BENCH_SEED (large), CHROMIUM_PATH.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from './lib/chromium.mjs';

const PORT = Number(process.env.BENCH_ADMIN_PORT ?? 5390);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BASE = `http://localhost:${PORT}`;
const SEED = process.argv.find((arg) => arg.startsWith('--seed='))?.slice('--seed='.length) ?? process.env.BENCH_SEED ?? 'large';
const COUNTS = { large: { users: 10_000, businesses: 300, clients: 5_000 }, huge: { users: 100_000, businesses: 300, clients: 50_000 } }[
  SEED
];
if (!COUNTS) throw new Error(`--seed must be large or huge, got "${SEED}"`);
const TARGETS = { filter: 50, render: 300, csv: SEED === 'huge' ? 1000 : 200, longTask: 200 };

async function waitForServer(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The dev server did not answer at ${url}`);
}

const PRODUCTION = !process.argv.includes('--dev');
const count = (n) => n.toLocaleString('en-NZ');
const appEnv = { ...process.env, VITE_MOCK_COLD_START_MS: '0', VITE_API_MOCKING: 'enabled' };
const OUT_DIR = '.bench/admin-dist';
if (PRODUCTION) {
  execFileSync(process.execPath, ['node_modules/.bin/vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
    env: appEnv,
    stdio: 'inherit',
  });
}
const server = spawn(
  process.execPath,
  [
    'node_modules/.bin/vite',
    ...(PRODUCTION ? ['preview', '--outDir', OUT_DIR] : []),
    '--port',
    String(PORT),
    '--strictPort',
    '--logLevel',
    'warn',
  ],
  { env: appEnv, stdio: ['ignore', 'inherit', 'inherit'] },
);
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stopServer);

/**
 * In the page: resolves with performance.now() once `selector` matches and the frame showing it has
 * been painted (a task queued from the frame's requestAnimationFrame runs after its paint). Fails
 * after five minutes, naming the selector, rather than waiting for ever on a list of another length.
 */
const frameWhenPresent = (selector) =>
  new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error(`Nothing matched ${selector} within five minutes`)), 300_000);
    const afterPaint = () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    };
    const check = () => (document.querySelector(selector) ? afterPaint() : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });

/** Clicks `locator` and measures, in the page, the time from the click to `selector` showing. */
async function clickUntil(page, locator, selector, apiPath) {
  await page.evaluate(() => {
    window.__benchClickAt = null;
    window.__benchTasks = [];
    window.__benchObserver?.disconnect();
    window.__benchObserver = new PerformanceObserver((list) => window.__benchTasks.push(...list.getEntries()));
    window.__benchObserver.observe({ type: 'longtask' });
    document.addEventListener('click', () => (window.__benchClickAt ??= performance.now()), { capture: true, once: true });
  });
  const shown = page.evaluate(frameWhenPresent, selector);
  await locator.click();
  const shownAt = await shown;
  return page.evaluate(
    ({ shownAt, apiPath }) => {
      const entry = performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname === apiPath)
        .at(-1);
      const tasks = window.__benchTasks.map((task) => ({ start: task.startTime, end: task.startTime + task.duration }));
      // The part of each long task after the data arrived: the app's own work on it.
      const afterData = tasks.map((task) => (entry ? Math.min(task.end, shownAt) - Math.max(task.start, entry.responseEnd) : NaN));
      return {
        total: shownAt - window.__benchClickAt,
        fetch: entry ? entry.responseEnd - entry.startTime : NaN,
        render: entry ? shownAt - entry.responseEnd : NaN,
        longestApp: Math.max(0, ...afterData.filter((ms) => ms > 0)),
        longest: Math.max(0, ...tasks.filter((task) => task.start < shownAt).map((task) => task.end - task.start)),
      };
    },
    { shownAt, apiPath },
  );
}

/** Types one key into the search box; the time from its keydown to the frame showing the new rows. */
async function keystroke(page, key) {
  await page.evaluate(() => {
    const box = document.querySelector('input[placeholder="Search user..."]');
    const table = document.querySelector('table');
    window.__benchKey = new Promise((resolve) => {
      let keyAt = 0;
      box.addEventListener('keydown', () => (keyAt = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        observer.disconnect();
        // React commits the filtered rows at once; the next frame paints them, and a task queued
        // from that frame runs after the paint.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - keyAt);
          channel.port2.postMessage(null);
        });
      });
      observer.observe(table.closest('.users-list'), { subtree: true, childList: true, characterData: true, attributes: true });
    });
  });
  await page.keyboard.press(key);
  return page.evaluate(() => window.__benchKey);
}

const results = { users: [], businesses: [], clients: [], filter: [], csv: [] };
let csvLines = 0;

try {
  await waitForServer(BASE);
  const browser = await chromium.launch(chromiumLaunch);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();

  // Sign in once; the token stays in local storage across the page loads below.
  await page.goto(`${BASE}/login?mockSeed=${SEED}`, { timeout: 300_000 });
  await page.getByLabel('Username').fill('admin', { timeout: 300_000 });
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/dashboard$/);

  for (let run = 0; run < RUNS; run += 1) {
    // A fresh page with the large data and an empty query cache; My Profile loads no list.
    await page.goto(`${BASE}/profile?mockSeed=${SEED}`, { timeout: 300_000 });
    await page.waitForFunction(() => document.querySelector('input[type="email"]')?.value.includes('@'), null, { timeout: 300_000 });
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('button', { name: 'Admin' }).click();
    results.users.push(
      await clickUntil(
        page,
        nav.getByRole('link', { name: 'Users' }),
        `table[aria-rowcount="${COUNTS.users + 1}"] tbody tr[aria-rowindex="2"]`,
        '/api/users',
      ),
    );

    const search = page.getByPlaceholder('Search user...');
    await search.focus();
    // Each key narrows or widens the list (usernames end in their id).
    for (const key of ['1', '2', '3', '4', 'Backspace', 'Backspace', 'Backspace', 'Backspace']) {
      results.filter.push(await keystroke(page, key));
    }
    const shown = await page.getByRole('table', { name: 'Users' }).getByRole('rowheader').allTextContents();
    if (shown.length === 0) throw new Error('The search left no rows');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    results.csv.push(await page.evaluate(() => performance.getEntriesByName('users.csv').at(-1)?.duration ?? NaN));
    csvLines = (await readFile(await download.path(), 'utf8')).split('\r\n').filter(Boolean).length;

    await nav.getByRole('button', { name: 'Admin' }).click();
    results.businesses.push(
      await clickUntil(
        page,
        nav.getByRole('link', { name: 'Businesses & Clients' }),
        `table[aria-rowcount="${COUNTS.businesses + 1}"] tbody tr[aria-rowindex="2"]`,
        '/api/admin/businesses',
      ),
    );
    results.clients.push(
      await clickUntil(
        page,
        page.getByRole('tab', { name: 'Clients' }),
        `table[aria-rowcount="${COUNTS.clients + 1}"] tbody tr[aria-rowindex="2"]`,
        '/api/admin/clients',
      ),
    );
  }
  await browser.close();
} finally {
  stopServer();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const max = (values) => Math.max(...values);
const ms = (value) => `${value.toFixed(1)} ms`;
const verdict = (value, target) => (value < target ? 'within' : 'OVER');

console.log(
  `\nAdmin screens, ?mockSeed=${SEED}, ${RUNS} page loads, load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]} (${PRODUCTION ? 'demo build, React production build' : 'dev server, React development build'})\n`,
);
console.log('what                                              median       max   target');
for (const [name, label] of [
  ['users', `Users (${count(COUNTS.users)})`],
  ['businesses', `Businesses (${count(COUNTS.businesses)})`],
  ['clients', `Clients (${count(COUNTS.clients)})`],
]) {
  const render = results[name].map((r) => r.render);
  console.log(
    `${`first render, ${label}: data in -> rows shown`.padEnd(48)}${ms(median(render)).padStart(10)}${ms(max(render)).padStart(10)}   < ${TARGETS.render} ms (${verdict(max(render), TARGETS.render)})`,
  );
  console.log(
    `${`  fetch through the mock backend`.padEnd(48)}${ms(median(results[name].map((r) => r.fetch))).padStart(10)}${ms(max(results[name].map((r) => r.fetch))).padStart(10)}`,
  );
  const longestApp = results[name].map((r) => r.longestApp);
  console.log(
    `${'  longest task, data in -> rows shown'.padEnd(48)}${ms(median(longestApp)).padStart(10)}${ms(max(longestApp)).padStart(10)}   < ${TARGETS.longTask} ms (${verdict(max(longestApp), TARGETS.longTask)})`,
  );
  console.log(
    `${'  longest task of the click (mock included)'.padEnd(48)}${ms(median(results[name].map((r) => r.longest))).padStart(10)}${ms(max(results[name].map((r) => r.longest))).padStart(10)}`,
  );
  console.log(
    `${`  click -> rows shown (code, fetch, render)`.padEnd(48)}${ms(median(results[name].map((r) => r.total))).padStart(10)}${ms(max(results[name].map((r) => r.total))).padStart(10)}`,
  );
}
console.log(
  `${`'Search user...' keystroke -> filtered rows (${results.filter.length})`.padEnd(48)}${ms(median(results.filter)).padStart(10)}${ms(max(results.filter)).padStart(10)}   < ${TARGETS.filter} ms (${verdict(max(results.filter), TARGETS.filter)})`,
);
console.log(
  `${`build users.csv (${csvLines.toLocaleString()} lines)`.padEnd(48)}${ms(median(results.csv)).padStart(10)}${ms(max(results.csv)).padStart(10)}   < ${TARGETS.csv} ms (${verdict(max(results.csv), TARGETS.csv)})`,
);
