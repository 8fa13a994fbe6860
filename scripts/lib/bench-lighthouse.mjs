// Shared by the Lighthouse benches (bench:landing, bench:routes): a production build against the
// mock backend over HTTP, served as deploy/nginx.conf serves it (index.html for `/`, a screen's own
// screens/<path>.html or else app.html for every other route, with or without gzip), Lighthouse in
// Debian's Chromium, and the medians with their ok/MISS marks.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.json': 'application/json',
};

/**
 * The build as files, routed as deploy/nginx.conf does; gzip (as nginx does) unless told not to, and
 * with nginx's preconnect header to the backend (`apiOrigin`) on every page.
 */
export function staticServer(dir, port, { gzip = true, apiOrigin } = {}) {
  const compressed = new Map();
  const server = createHttpServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const screen = `/screens${path}.html`;
    const file = path === '/' ? '/index.html' : extname(path) !== '' ? path : existsSync(join(root, dir, screen)) ? screen : '/app.html';
    try {
      let body = readFileSync(join(root, dir, file));
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const headers = { 'Content-Type': type };
      if (apiOrigin !== undefined && type === 'text/html') headers.Link = `<${apiOrigin}>; rel=preconnect; crossorigin="use-credentials"`;
      if (gzip && /text|javascript|svg|json/.test(type) && /gzip/.test(request.headers['accept-encoding'] ?? '')) {
        if (!compressed.has(file)) compressed.set(file, gzipSync(body));
        body = compressed.get(file);
        headers['Content-Encoding'] = 'gzip';
      }
      response.writeHead(200, { ...headers, 'Content-Length': body.length });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * The build behind nginx, configured by deploy/render-nginx-conf.sh as the container is: `mode`
 * same-origin (nginx forwards the API to `apiBaseUrl`) or cross-origin (the page calls it itself).
 * Resolves once nginx answers; stop it with stop().
 */
export async function nginxServer(dir, port, { apiBaseUrl, mode }) {
  const rendered = spawnSync(join(root, 'deploy/render-nginx-conf.sh'), {
    cwd: root,
    env: {
      ...process.env,
      LISTEN_PORT: String(port),
      DIST_DIR: join(root, dir),
      RUN_DIR: join(root, `.bench/nginx-${port}`),
      API_BASE_URL: apiBaseUrl,
      API_MODE: mode,
    },
    encoding: 'utf8',
  });
  if (rendered.status !== 0) throw new Error(`render-nginx-conf.sh: ${rendered.stderr.trim()}`);
  const nginx = spawn('nginx', ['-e', 'stderr', '-c', rendered.stdout.trim(), '-g', 'daemon off;'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  nginx.on('error', (error) => console.error(`nginx: ${error.message}`));
  await waitFor(`http://127.0.0.1:${port}/healthz`, `nginx (${mode})`);
  return nginx;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a long-running Node process; stop it by its PID with stop(). */
function start(args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('error', (error) => console.error(`${args.join(' ')}: ${error.message}`));
  return child;
}

export function stop(child, signal = 'SIGTERM') {
  if (child.exitCode === null && child.signalCode === null) process.kill(child.pid, signal);
}

export async function waitFor(url, what) {
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

/** A production build (mocks off) into `outDir`, talking to the backend at `apiBaseUrl`. */
export function buildProduction(outDir, apiBaseUrl) {
  const build = spawnSync(
    process.execPath,
    ['node_modules/.bin/vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      env: { ...process.env, VITE_API_BASE_URL: apiBaseUrl, VITE_API_MOCKING: 'disabled', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('the build failed');
}

/** The mock backend over HTTP, answering the given origins, with its test controls on. */
export function startMockServer(port, origins) {
  return start(['--import', 'tsx', 'mocks/runtime/server.ts'], {
    MOCK_PORT: String(port),
    MOCK_CORS_ORIGINS: origins.join(','),
    MOCK_COLD_START_MS: '0',
    MOCK_CONTROLS: '1',
    MOCK_QUIET: '1',
  });
}

/**
 * Lighthouse (mobile defaults) on `url` in a fresh Chromium. `storage` (key → value) is written
 * into the origin's local storage first and kept (a signed-in visit).
 */
export async function runLighthouse(url, { categories = ['performance'], storage } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    if (storage !== undefined) await writeStorage(chrome.port, new URL(url).origin, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      disableStorageReset: storage !== undefined,
    });
    if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse failed: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

async function writeStorage(port, origin, storage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    // A file that runs no script, on the same origin.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    // Disconnects; the browser stays for Lighthouse.
    await browser.close();
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export const mark = (ok) => (ok === undefined ? '    ' : ok ? 'ok  ' : 'MISS');
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
