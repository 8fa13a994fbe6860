// `npm run bench:landing`: how fast the landing page is for a phone. Builds for production (into
// .bench/dist, so dist/ is left alone), serves it with `vite preview` (gzip, as a host would), starts
// the mock backend over HTTP so the wake indicator's health check succeeds (a failed request would
// be a console error), runs Lighthouse with its default mobile emulation and throttling in Debian
// Chromium on `/` three times, and prints the median scores and metrics and the gzip size of the
// JavaScript and CSS that `/` loaded. It prints figures; it fails only when it cannot measure.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = '.bench/dist';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = {
  performance: (v) => v >= 0.95,
  accessibility: (v) => v === 1,
  'best-practices': (v) => v === 1,
  seo: (v) => v === 1,
  lcp: (v) => v < 2000,
  cls: (v) => v < 0.02,
  js: (v) => v < 120 * 1024,
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a long-running process; it is stopped by its PID in `finally`. */
function start(args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('error', (error) => console.error(`${args.join(' ')}: ${error.message}`));
  return child;
}

function stop(child) {
  if (child.exitCode === null && child.signalCode === null) process.kill(child.pid, 'SIGTERM');
}

async function waitFor(url, what) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start at ${url}`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const mark = (ok) => (ok ? 'ok  ' : 'MISS');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

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

async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse failed: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const mockPort = await freePort();
  const previewPort = await freePort();
  const origin = `http://127.0.0.1:${previewPort}`;
  const apiBaseUrl = `http://127.0.0.1:${mockPort}`;

  console.log(`Building for production into ${OUT_DIR} (backend ${apiBaseUrl})...`);
  const build = spawnSync(
    process.execPath,
    ['node_modules/.bin/vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      env: { ...process.env, VITE_API_BASE_URL: apiBaseUrl, VITE_API_MOCKING: 'disabled' },
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('the build failed');

  const mock = start(['--import', 'tsx', 'mocks/server.ts'], {
    MOCK_PORT: String(mockPort),
    MOCK_CORS_ORIGINS: `${origin},http://localhost:${previewPort}`,
    MOCK_COLD_START_MS: '0',
    MOCK_QUIET: '1',
  });
  const preview = start([
    'node_modules/.bin/vite',
    'preview',
    '--outDir',
    OUT_DIR,
    '--port',
    String(previewPort),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ]);
  try {
    await waitFor(`${apiBaseUrl}/actuator/health`, 'The mock backend');
    await waitFor(`${origin}/`, 'vite preview');

    const runs = [];
    for (let i = 1; i <= RUNS; i++) {
      process.stdout.write(`Lighthouse run ${i} of ${RUNS}...`);
      const lhr = await runLighthouse(`${origin}/`);
      runs.push(lhr);
      writeFileSync(join(root, `.bench/landing-lighthouse-${i}.json`), JSON.stringify(lhr));
      console.log(` performance ${lhr.categories.performance.score}`);
    }

    const lighthouseVersion = runs[0].lighthouseVersion;
    const score = (id) => median(runs.map((lhr) => lhr.categories[id].score));
    const metric = (id) => median(runs.map((lhr) => lhr.audits[id].numericValue));
    const assets = loadedAssets(runs[0], origin);
    const js = assets.Script.reduce((sum, a) => sum + a.bytes, 0);
    const css = assets.Stylesheet.reduce((sum, a) => sum + a.bytes, 0);
    const lcp = metric('largest-contentful-paint');
    const cls = metric('cumulative-layout-shift');

    console.log(
      `\nLanding page (/), Lighthouse ${lighthouseVersion}, mobile emulation (simulated slow 4G, 4x CPU), median of ${RUNS} runs:\n`,
    );
    for (const id of CATEGORIES) console.log(`  ${mark(TARGETS[id](score(id)))} ${id.padEnd(15)} ${score(id).toFixed(2)}`);
    console.log(`  ${mark(TARGETS.lcp(lcp))} LCP             ${(lcp / 1000).toFixed(2)} s`);
    console.log(`  ${mark(TARGETS.cls(cls))} CLS             ${cls.toFixed(3)}`);
    console.log(`       TBT             ${Math.round(metric('total-blocking-time'))} ms`);
    console.log(`       FCP             ${(metric('first-contentful-paint') / 1000).toFixed(2)} s`);
    console.log(
      `  ${mark(TARGETS.js(js))} JS for /        ${kb(js)} gzip (${assets.Script.map((a) => `${a.path} ${kb(a.bytes)}`).join(', ')})`,
    );
    console.log(`       CSS for /       ${kb(css)} gzip (${assets.Stylesheet.map((a) => `${a.path} ${kb(a.bytes)}`).join(', ')})`);
    console.log(`\nFull reports: .bench/landing-lighthouse-{1..${RUNS}}.json (open in https://googlechrome.github.io/lighthouse/viewer/).`);
    console.log('Targets: performance >= 0.95; accessibility, best practices, SEO 1.00; LCP < 2.0 s; CLS < 0.02; JS < 120 KB gzip.');

    // Anything that cost a point, so a MISS says why.
    for (const lhr of runs.slice(0, 1)) {
      for (const id of CATEGORIES.slice(1)) {
        const failing = lhr.categories[id].auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score !== 1);
        for (const audit of failing) console.log(`  ${id}: ${audit.id} — ${audit.title}`);
      }
    }
  } finally {
    stop(preview);
    stop(mock);
  }
}

main().catch((error) => {
  console.error(`bench:landing: ${error.message}`);
  process.exitCode = 1;
});
