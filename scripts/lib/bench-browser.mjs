// Shared by the browser benchmarks (bench:editor, bench:history, bench:books, bench:gst-return): a production build of the app
// that runs on the mock backend (as the demo build does), served by `vite preview`, and Debian's
// Chromium driven by Playwright. Production React, not the dev build, so the figures are real.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from './chromium.mjs';
import { build } from 'vite';

const OUT_DIR = '.bench/demo-dist';

export async function buildDemo() {
  process.env.VITE_API_MOCKING = 'enabled';
  process.env.VITE_MOCK_COLD_START_MS = '0';
  await build({ mode: 'production', logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true, sourcemap: false } });
}

/** Serves the demo build; returns its origin and a stop function. */
export async function serveDemo(port = Number(process.env.BENCH_PORT ?? 5390)) {
  const server = spawn(
    process.execPath,
    ['node_modules/.bin/vite', 'preview', '--outDir', OUT_DIR, '--port', String(port), '--strictPort'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const origin = `http://localhost:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(origin)).ok) break;
    } catch {
      // Not up yet.
    }
    await sleep(100);
  }
  return { origin, stop: () => server.kill() };
}

export async function launch() {
  const browser = await chromium.launch(chromiumLaunch);
  const context = await browser.newContext({ locale: 'en-NZ', timezoneId: 'Pacific/Auckland', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  return { browser, page };
}

export async function signIn(page, origin, { username = 'user', password = 'user123', query = '' } = {}) {
  await page.goto(`${origin}/login${query}`);
  // A generated scenario is seeded in the page before the app starts: the huge one takes a while.
  await page.getByLabel('Username').fill(username, { timeout: 300_000 });
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/dashboard/, { timeout: 60_000 });
}

export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { n: sorted.length, median: at(0.5), p95: at(0.95), max: sorted.at(-1) };
}

export const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * Leaves for /profile (so the next screen mounts afresh and fetches: the books refetch on mount),
 * then navigates in the app to `path`, waits for `selector` and a frame, and returns the time from
 * the end of the answer matching `api` (resource timing) to then, and the answer's round trip.
 */
export async function measureScreen(page, path, api, selector) {
  await page.evaluate(() => {
    history.pushState(null, '', '/profile');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
  return page.evaluate(
    async ({ path, api, selector }) => {
      performance.clearResourceTimings();
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
      const asked = performance.now();
      await new Promise((resolve, reject) => {
        const check = () => {
          if (document.querySelector(selector)) resolve();
          // A screen that never shows what is waited for fails the run, saying what it shows instead.
          else if (performance.now() - asked > 120_000)
            reject(
              new Error(
                `${path}: no ${selector} after 2 minutes. The page says: ${document.querySelector('main')?.textContent?.slice(-400)}`,
              ),
            );
          else requestAnimationFrame(check);
        };
        check();
      });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const painted = performance.now();
      const answer = performance.getEntriesByType('resource').find((entry) => entry.name.includes(api));
      if (!answer) throw new Error(`No request to ${api} was seen.`);
      return { render: painted - answer.responseEnd, roundTrip: answer.responseEnd - answer.startTime };
    },
    { path, api, selector },
  );
}

/** Two-monthly GST periods (ending in even months) of New Zealand's today, `back` periods ago, as YYYY-MM. */
export function twoMonthlyPeriod(back) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
  const month = Number(today.slice(5, 7));
  const index = Number(today.slice(0, 4)) * 12 + (month % 2 === 0 ? month : month + 1) - 1 - 2 * back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').trim();
