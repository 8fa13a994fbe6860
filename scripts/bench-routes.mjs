// `npm run bench:routes`: how fast the app's screens are for a phone. Builds for production (into
// .bench/routes-dist) against the mock backend over HTTP (`mock:server`), serves it with nginx and
// deploy/nginx.conf as the container does, and prints, median of BENCH_RUNS (3):
// - Lighthouse (mobile: simulated slow 4G, 4x CPU) on /login and, signed in (a stored token), on
//   /dashboard, /invoice-history and /quotes: performance, TBT, LCP and the long tasks;
// - the interaction to next paint of typing in the invoice editor and of a status filter of the
//   history: Playwright in Chromium with the CPU slowed 4x, from the Event Timing API (the longest
//   interaction's duration, as INP takes it on a page with few interactions).
// Each figure is marked ok or MISS against its goal, with the machine's load. It fails only when it
// cannot measure. BENCH_API_MODE: how nginx serves the API (decision 342) -- same-origin (the
// container's default, nginx forwards it), cross-origin (the page calls the service, with CORS
// preflights) or both; by default every route same-origin and /dashboard both ways.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from './lib/chromium.mjs';
import {
  buildProduction,
  freePort,
  loadAverage,
  mark,
  median,
  nginxServer,
  root,
  runLighthouse,
  startMockServer,
  stop,
  waitFor,
} from './lib/bench-lighthouse.mjs';

// BENCH_OUT_DIR: another build (under the repository) to measure, with BENCH_SKIP_BUILD=1 (an A/B).
const OUT_DIR = process.env.BENCH_OUT_DIR ?? '.bench/routes-dist';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ALL_ROUTES = [
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/invoice-history', signedIn: true },
  { path: '/quotes', signedIn: true },
];
// `BENCH_ROUTES=/dashboard,/quotes`: only those routes' Lighthouse runs, without the INP runs.
const ONLY = process.env.BENCH_ROUTES?.split(',').map((path) => path.trim());
const ROUTES = ONLY ? ALL_ROUTES.filter((route) => ONLY.includes(route.path)) : ALL_ROUTES;
const GOALS = {
  performance: (v) => v >= 0.95,
  tbt: (v) => v < 150,
  inp: (v) => v < 200,
};
const GOAL_TEXT = 'Goals: performance >= 0.95 on each route, TBT < 150 ms, INP < 200 ms (mobile: simulated slow 4G, 4x CPU).';

async function signInToken(apiBaseUrl) {
  const response = await fetch(`${apiBaseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'user', password: 'user123' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const { token } = await response.json();
  const roles = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).roles;
  return { token, roles: JSON.stringify(Array.isArray(roles) ? roles : [roles]) };
}

const MODES = ['same-origin', 'cross-origin'];
const API_MODE = process.env.BENCH_API_MODE;
if (API_MODE !== undefined && ![...MODES, 'both'].includes(API_MODE)) {
  throw new Error(`BENCH_API_MODE must be same-origin, cross-origin or both, got "${API_MODE}".`);
}
/** The modes a route is measured in. */
const modesOf = (route) =>
  API_MODE === 'both' || (API_MODE === undefined && route.path === '/dashboard') ? MODES : [API_MODE ?? 'same-origin'];

/** Lighthouse on `route` in each of `modes`, the modes alternating run by run so they share the load. */
async function lighthouseRoute(origins, route, storage, modes) {
  const runs = new Map(modes.map((mode) => [mode, { lhrs: [], loads: [] }]));
  for (let i = 1; i <= RUNS; i++) {
    for (const mode of modes) {
      const load = loadAverage();
      const lhr = await runLighthouse(`${origins[mode]}${route.path}`, { storage: route.signedIn ? storage : undefined });
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== route.path) throw new Error(`${route.path} ended at ${landed}: is the token accepted?`);
      writeFileSync(join(root, `.bench/routes${route.path.replaceAll('/', '-')}-${mode}-${i}.json`), JSON.stringify(lhr));
      runs.get(mode).lhrs.push(lhr);
      runs.get(mode).loads.push(Number(load));
      console.log(
        `  [${route.path}, ${mode}] run ${i} of ${RUNS} (load ${load}): performance ${lhr.categories.performance.score}, TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`,
      );
    }
  }
  return modes.map((mode) => ({ route, mode, load: median(runs.get(mode).loads), ...summary(runs.get(mode).lhrs) }));
}

function summary(runs) {
  const metric = (id) => median(runs.map((lhr) => lhr.audits[id].numericValue));
  const byTbt = [...runs].sort((a, b) => a.audits['total-blocking-time'].numericValue - b.audits['total-blocking-time'].numericValue);
  const mid = byTbt[Math.floor(byTbt.length / 2)];
  const longTasks = (mid.audits['long-tasks']?.details?.items ?? [])
    .map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms (${task.url.split('/').pop() || 'page'})`)
    .slice(0, 6);
  return {
    performance: median(runs.map((lhr) => lhr.categories.performance.score)),
    tbt: metric('total-blocking-time'),
    lcp: metric('largest-contentful-paint'),
    // CORS preflights the page sent (none when the API is on its own origin).
    preflights: median(
      runs.map((lhr) => (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Preflight').length),
    ),
    fcp: metric('first-contentful-paint'),
    longTasks,
  };
}

/** The longest interaction (Event Timing) while `act` runs, with the CPU slowed 4x. */
async function interaction(origin, storage, path, ready, act) {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext({ locale: 'en-NZ', timezoneId: 'Pacific/Auckland', viewport: { width: 412, height: 823 } });
    await context.addInitScript((entries) => {
      if (location.pathname === '/favicon.svg') return;
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      window.__interactions = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.interactionId > 0) window.__interactions.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    }, storage);
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    await ready(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await act(page);
    // Let the last interaction's frame be painted and reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const durations = await page.evaluate(() => window.__interactions);
    return durations.length === 0 ? 0 : Math.max(...durations);
  } finally {
    await browser.close();
  }
}

async function interactions(origin, storage) {
  const editor = [];
  const filter = [];
  for (let i = 1; i <= RUNS; i++) {
    editor.push(
      await interaction(
        origin,
        storage,
        '/create-invoice',
        (page) => page.getByLabel('Description, line 1').waitFor(),
        async (page) => {
          await page.getByLabel('Description, line 1').click();
          await page.keyboard.type('Bathroom retile, labour', { delay: 30 });
        },
      ),
    );
    filter.push(
      await interaction(
        origin,
        storage,
        '/invoice-history',
        (page) => page.getByRole('checkbox', { name: 'Overdue' }).waitFor(),
        async (page) => {
          await page.getByRole('checkbox', { name: 'Overdue' }).click();
          await page.getByRole('checkbox', { name: 'Draft' }).click();
        },
      ),
    );
    console.log(
      `  [INP] run ${i} of ${RUNS} (load ${loadAverage()}): editor typing ${Math.round(editor.at(-1))} ms, history filter ${Math.round(filter.at(-1))} ms`,
    );
  }
  return { editor: median(editor), filter: median(filter) };
}

async function main() {
  // BENCH_MOCK_PORT / BENCH_APP_PORT: fixed ports (a shared machine's agreed ones) instead of free ones.
  // BENCH_CROSS_ORIGIN_APP_PORT: the nginx in cross-origin mode.
  const mockPort = Number(process.env.BENCH_MOCK_PORT ?? (await freePort()));
  const appPort = Number(process.env.BENCH_APP_PORT ?? (await freePort()));
  const crossOriginPort = Number(process.env.BENCH_CROSS_ORIGIN_APP_PORT ?? (await freePort()));
  const apiBaseUrl = `http://127.0.0.1:${mockPort}`;
  const ports = { 'same-origin': appPort, 'cross-origin': crossOriginPort };
  const origins = { 'same-origin': `http://127.0.0.1:${appPort}`, 'cross-origin': `http://127.0.0.1:${crossOriginPort}` };
  // BENCH_SKIP_BUILD=1: the build already there (the same backend address, so the same fixed ports).
  if (process.env.BENCH_SKIP_BUILD === '1') console.log(`Reusing the build in ${OUT_DIR} (backend ${apiBaseUrl}).`);
  else {
    console.log(`Building for production into ${OUT_DIR} (backend ${apiBaseUrl})...`);
    buildProduction(OUT_DIR, apiBaseUrl);
  }
  const mock = startMockServer(mockPort, [origins['cross-origin']]);
  const servers = [];
  try {
    for (const mode of MODES) servers.push(await nginxServer(OUT_DIR, ports[mode], { apiBaseUrl, mode }));
    await waitFor(`${apiBaseUrl}/actuator/health`, 'The mock backend');
    const storage = await signInToken(apiBaseUrl);
    const results = [];
    for (const route of ROUTES) results.push(...(await lighthouseRoute(origins, route, storage, modesOf(route))));
    const inp = ONLY ? undefined : await interactions(origins[API_MODE === 'cross-origin' ? 'cross-origin' : 'same-origin'], storage);

    console.log(`\nThe app's screens, Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${RUNS}:\n`);
    for (const r of results) {
      console.log(`  ${r.route.path}${r.route.signedIn ? ' (signed in)' : ''}, API ${r.mode}, load ${r.load.toFixed(2)}`);
      console.log(`    ${mark(GOALS.performance(r.performance))} performance ${r.performance.toFixed(2)}`);
      console.log(`    ${mark(GOALS.tbt(r.tbt))} TBT         ${Math.round(r.tbt)} ms`);
      console.log(`         FCP / LCP   ${(r.fcp / 1000).toFixed(2)} / ${(r.lcp / 1000).toFixed(2)} s`);
      console.log(`         preflights  ${r.preflights}`);
      console.log(`         long tasks  ${r.longTasks.join(', ') || 'none'}`);
    }
    if (inp) {
      console.log(`\nInteraction to next paint (Chromium, CPU 4x slower, the longest interaction), median of ${RUNS}:\n`);
      console.log(`  ${mark(GOALS.inp(inp.editor))} editor, typing a line's description   ${Math.round(inp.editor)} ms`);
      console.log(`  ${mark(GOALS.inp(inp.filter))} history, a status filter on and another ${Math.round(inp.filter)} ms`);
    }
    console.log(`\nFull reports: .bench/routes-<route>-<mode>-{1..${RUNS}}.json. ${GOAL_TEXT}`);
  } finally {
    for (const nginx of servers) stop(nginx, 'SIGQUIT');
    stop(mock);
  }
}

main().catch((error) => {
  console.error(`bench:routes: ${error.message}`);
  process.exitCode = 1;
});
