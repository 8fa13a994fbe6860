// `npm run bench:landing`: how fast the landing page is for a phone. Builds for production (into
// .bench/dist, so dist/ is left alone), serves it as deploy/nginx.conf does (gzip), starts
// the mock backend over HTTP so the wake indicator's health check succeeds (a failed request would
// be a console error), runs Lighthouse with its default mobile emulation and throttling in Debian
// Chromium on `/` three times, and prints the median scores and metrics and the gzip size of the
// JavaScript and CSS that `/` loaded. It prints figures; it fails only when it cannot measure.
//
// Modes (`npm run bench:landing -- --mode=awake|asleep|uncompressed|all`, default all):
//   awake         as above;
//   asleep        the backend is in a cold start that never ends (health answers 503), as a server
//                 still waking up: the wake indicator polls and shows its banner;
//   uncompressed  the build served as plain files without gzip or brotli (a host that forgot it),
//                 backend awake.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from './lib/chromium.mjs';
import {
  buildProduction,
  freePort,
  kb,
  loadAverage,
  mark,
  median,
  root,
  runLighthouse,
  startMockServer,
  staticServer,
  stop,
  waitFor,
} from './lib/bench-lighthouse.mjs';

const OUT_DIR = '.bench/dist';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MODES = ['awake', 'asleep', 'uncompressed'];
const modeArg = process.argv.find((arg) => arg.startsWith('--mode='))?.slice('--mode='.length) ?? 'all';
if (modeArg !== 'all' && !MODES.includes(modeArg)) throw new Error(`--mode must be one of ${MODES.join(', ')} or all, got "${modeArg}"`);
const modes = modeArg === 'all' ? MODES : [modeArg];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = {
  performance: (v, mode) => v >= (mode === 'asleep' ? 0.98 : 1),
  accessibility: (v) => v === 1,
  // Asleep, Chromium logs each 503 of the health check as a console error, which best practices
  // counts: that mode's target is performance only, so its best-practices figure is a note.
  'best-practices': (v, mode) => (mode === 'asleep' ? undefined : v === 1),
  seo: (v) => v === 1,
  lcp: (v) => v < 1200,
  tbt: (v) => v < 50,
  cls: (v) => v < 0.02,
  // What `/` runs before the visitor heads for the app (decision 180).
  jsBeforeInteraction: (v) => v < 40 * 1024,
};
const TARGET_TEXT =
  'Targets: performance 1.00 awake and uncompressed, >= 0.98 asleep; accessibility, SEO 1.00; best practices 1.00 except asleep; LCP < 1.2 s; TBT < 50 ms; CLS < 0.02; JS before interaction < 40 KB gzip.';

/** The gzip size (default level, as servers use) of every script and stylesheet `/` loaded. */
function loadedAssets(lhr, origin) {
  const requests = lhr.audits['network-requests'].details.items;
  const assets = { Script: [], Stylesheet: [] };
  const seen = new Set();
  for (const request of requests) {
    if (!(request.resourceType in assets) || !request.url.startsWith(origin)) continue;
    const path = new URL(request.url).pathname;
    // A preloaded file is requested again when used (a revalidation): count it once.
    if (seen.has(path)) continue;
    seen.add(path);
    const bytes = gzipSync(readFileSync(join(root, OUT_DIR, path))).length;
    assets[request.resourceType].push({ path, bytes });
  }
  return assets;
}

/** The gzip size of the stylesheets index.html carries inline (decision 280), apart from the HTML. */
function inlineCssBytes() {
  const html = readFileSync(join(root, OUT_DIR, 'index.html'), 'utf8');
  return [...html.matchAll(/<style>(.*?)<\/style>/gs)].reduce((sum, [, css]) => sum + gzipSync(css ?? '').length, 0);
}

/** Runs Lighthouse RUNS times on `origin`/ and prints the medians. */
async function measure(mode, origin) {
  const runs = [];
  for (let i = 1; i <= RUNS; i++) {
    process.stdout.write(`[${mode}] Lighthouse run ${i} of ${RUNS} (load ${loadAverage()})...`);
    const lhr = await runLighthouse(`${origin}/`, { categories: CATEGORIES });
    runs.push(lhr);
    writeFileSync(join(root, `.bench/landing-${mode}-${i}.json`), JSON.stringify(lhr));
    const observed = lhr.audits.metrics.details?.items?.[0] ?? {};
    console.log(
      ` performance ${lhr.categories.performance.score}, TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms, LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms (observed first paint ${observed.observedFirstPaint} ms, load ${observed.observedLoad} ms), load after ${loadAverage()}`,
    );
  }

  const score = (id) => median(runs.map((lhr) => lhr.categories[id].score));
  const metric = (id) => median(runs.map((lhr) => lhr.audits[id].numericValue));
  const assets = loadedAssets(runs[0], origin);
  const js = assets.Script.reduce((sum, a) => sum + a.bytes, 0);
  const css = assets.Stylesheet.reduce((sum, a) => sum + a.bytes, 0);
  const lcp = metric('largest-contentful-paint');
  const tbt = metric('total-blocking-time');
  const cls = metric('cumulative-layout-shift');
  // What the first paint waited for, from the insights of the median-LCP run.
  const byLcp = [...runs].sort(
    (a, b) => a.audits['largest-contentful-paint'].numericValue - b.audits['largest-contentful-paint'].numericValue,
  );
  const mid = byLcp[Math.floor(byLcp.length / 2)];
  const blocking = mid.audits['render-blocking-insight']?.details?.items ?? [];
  const breakdown = mid.audits['lcp-breakdown-insight']?.details?.items?.[0]?.items ?? [];
  const requests = mid.audits['network-requests'].details.items;

  console.log(
    `\nLanding page (/), ${mode}, Lighthouse ${runs[0].lighthouseVersion}, mobile (simulated slow 4G, 4x CPU), median of ${RUNS}:\n`,
  );
  for (const id of CATEGORIES) console.log(`  ${mark(TARGETS[id](score(id), mode))} ${id.padEnd(15)} ${score(id).toFixed(2)}`);
  console.log(`  ${mark(TARGETS.lcp(lcp))} LCP             ${(lcp / 1000).toFixed(2)} s`);
  console.log(`  ${mark(TARGETS.tbt(tbt))} TBT             ${Math.round(tbt)} ms`);
  console.log(`  ${mark(TARGETS.cls(cls))} CLS             ${cls.toFixed(3)}`);
  console.log(`       FCP             ${(metric('first-contentful-paint') / 1000).toFixed(2)} s`);
  console.log(`       Speed Index     ${(metric('speed-index') / 1000).toFixed(2)} s`);
  console.log(`       LCP breakdown   ${breakdown.map((part) => `${part.label} ${Math.round(part.duration)} ms`).join(', ')}`);
  console.log(
    `       render-blocking ${blocking.map((item) => `${new URL(item.url).pathname} ${Math.round(item.wastedMs)} ms`).join(', ') || 'none'}`,
  );
  console.log(`       requests        ${requests.length}, ${kb(requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0))} transferred`);
  const before = await scriptsBeforeInteraction(origin);
  const jsBefore = before.reduce((sum, a) => sum + a.bytes, 0);
  console.log(
    `  ${mark(TARGETS.jsBeforeInteraction(jsBefore))} JS before interaction ${kb(jsBefore)} gzip (${before.map((a) => `${a.path} ${kb(a.bytes)}`).join(', ')})`,
  );
  console.log(
    `       JS in the run   ${kb(js)} gzip, the app prepared while idle included (${assets.Script.map((a) => `${a.path} ${kb(a.bytes)}`).join(', ')})`,
  );
  console.log(
    `       CSS for /       ${kb(css)} gzip in files (${assets.Stylesheet.map((a) => `${a.path} ${kb(a.bytes)}`).join(', ') || 'none'}), ${kb(inlineCssBytes())} inline in index.html`,
  );
  // Anything that cost a point, so a MISS says why.
  for (const id of CATEGORIES.slice(1)) {
    const failing = runs[0].categories[id].auditRefs
      .map((ref) => runs[0].audits[ref.id])
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score !== 1);
    for (const audit of failing) console.log(`  ${id}: ${audit.id} — ${audit.title}`);
  }
  console.log('');
}

/**
 * The scripts `/` runs before any interaction: a visit in Chromium with Save-Data on (so the app is
 * not prepared while idle), until the load and two idle periods have passed.
 */
async function scriptsBeforeInteraction(origin) {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } });
    });
    const paths = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(origin)) paths.add(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve())));
    return [...paths].map((path) => ({ path, bytes: gzipSync(readFileSync(join(root, OUT_DIR, path))).length }));
  } finally {
    await browser.close();
  }
}

async function main() {
  // BENCH_PORTS=mock,gzip,plain pins the ports (a machine shared with other benches); free ones otherwise.
  const pinned = process.env.BENCH_PORTS?.split(',').map(Number);
  if (pinned !== undefined && (pinned.length !== 3 || pinned.some((port) => !Number.isInteger(port) || port <= 0)))
    throw new Error(`BENCH_PORTS must be three ports (mock,gzip,plain), got "${process.env.BENCH_PORTS}"`);
  const [mockPort, appPort, plainPort] = pinned ?? [await freePort(), await freePort(), await freePort()];
  const apiBaseUrl = `http://127.0.0.1:${mockPort}`;
  const origins = [appPort, plainPort].flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]);

  console.log(`Building for production into ${OUT_DIR} (backend ${apiBaseUrl})...`);
  buildProduction(OUT_DIR, apiBaseUrl);
  const mock = startMockServer(mockPort, origins);
  const served = await staticServer(OUT_DIR, appPort, { apiOrigin: apiBaseUrl });
  const plain = await staticServer(OUT_DIR, plainPort, { gzip: false, apiOrigin: apiBaseUrl });
  /** Puts the backend to sleep for good (health 503) or wakes it. */
  const coldStart = (ms) =>
    fetch(`${apiBaseUrl}/__mock/cold-start`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ms }),
    });
  try {
    await waitFor(`${apiBaseUrl}/actuator/health`, 'The mock backend');
    for (const mode of modes) {
      const response = await coldStart(mode === 'asleep' ? 'never' : 0);
      if (!response.ok) throw new Error(`the mock backend refused its cold-start control (${response.status})`);
      const health = await fetch(`${apiBaseUrl}/actuator/health`);
      if ((health.status === 503) !== (mode === 'asleep')) throw new Error(`the backend's health is ${health.status} for ${mode}`);
      await measure(mode, `http://127.0.0.1:${mode === 'uncompressed' ? plainPort : appPort}`);
    }
    console.log(`Full reports: .bench/landing-<mode>-{1..${RUNS}}.json (open in https://googlechrome.github.io/lighthouse/viewer/).`);
    console.log(TARGET_TEXT);
  } finally {
    plain.close();
    served.close();
    stop(mock);
  }
}

main().catch((error) => {
  console.error(`bench:landing: ${error.message}`);
  process.exitCode = 1;
});
