// @vitest-environment node
// Same-origin mode for real: nginx with the rendered configuration in front of a recording upstream.
// Every path of openapi.yaml reaches the service under its base path, with the forwarded headers
// the service reads; the app's own pages stay the app's; a backend that does not resolve yet is a
// 502 from a server that started, never a server that will not start.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths as appRoutes } from '../src/config/paths';

const hasNginx = spawnSync('nginx', ['-v']).status === 0;
const workDir = mkdtempSync(join(tmpdir(), 'api-proxy-'));
// nginx's workers may run as another user (nobody, when started as root): they must read the pages.
chmodSync(workDir, 0o755);
const distDir = join(workDir, 'dist');
mkdirSync(distDir);
for (const page of ['index.html', 'app.html', 'document.html']) writeFileSync(join(distDir, page), `<!doctype html><title>${page}</title>`);

/** openapi.yaml's paths, as written there (`/api/invoices/{id}`). */
const contractPaths = [...readFileSync('openapi.yaml', 'utf8').matchAll(/^ {2}(\/\S*):\s*$/gm)].map(([, path]) => path ?? '');

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bytes: number;
}
const seen: Seen[] = [];
let upstream: Server;
const nginxes: ChildProcess[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Renders and starts nginx in front of API_BASE_URL; resolves with its origin once it answers. */
async function serve(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const runDir = join(workDir, `run-${port}`);
  const rendered = spawnSync('deploy/render-nginx-conf.sh', {
    env: { PATH: process.env.PATH, LISTEN_PORT: String(port), DIST_DIR: distDir, RUN_DIR: runDir, ...env },
    encoding: 'utf8',
  });
  expect(rendered.stderr).toBe('');
  const nginx = spawn('nginx', ['-e', 'stderr', '-c', rendered.stdout.trim(), '-g', 'daemon off;'], { stdio: 'inherit' });
  nginxes.push(nginx);
  const origin = `http://127.0.0.1:${port}`;
  await vi.waitFor(async () => expect((await fetch(`${origin}/healthz`)).status).toBe(200), { timeout: 20_000, interval: 50 });
  return origin;
}

let proxy = '';
beforeAll(async () => {
  if (!hasNginx) return;
  upstream = createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, bytes });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"from":"upstream"}');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  proxy = await serve({ API_BASE_URL: `http://127.0.0.1:${port}/backend/v2/` });
}, 30_000);

afterAll(async () => {
  for (const nginx of nginxes) nginx.kill('SIGQUIT');
  await Promise.all(
    nginxes.map((nginx) => new Promise((resolve) => (nginx.exitCode === null ? nginx.once('exit', resolve) : resolve(null)))),
  );
  if (hasNginx) upstream.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe.runIf(hasNginx)('deploy/api-proxy.conf (same-origin mode)', () => {
  it('forwards every path of openapi.yaml to the service under its base path, query included', async () => {
    expect(contractPaths.length).toBeGreaterThan(50);
    const missed: string[] = [];
    for (const template of contractPaths) {
      const path = template.replace(/\{[^}]+\}/g, '7');
      seen.length = 0;
      const response = await fetch(`${proxy}${path}?page=0&q=a%20b`);
      const arrived = seen[0]?.url;
      if (response.status !== 200 || arrived !== `/backend/v2${path}?page=0&q=a%20b`)
        missed.push(`${template} (${response.status}, ${arrived})`);
    }
    expect(missed).toEqual([]);
  });

  it("keeps the app's own routes, /d/ links included, as the app's pages", async () => {
    const routes = [...Object.values(appRoutes).map((route) => route.replace(/:\w+/g, '7')), '/d/some-link-token'];
    for (const route of routes) {
      seen.length = 0;
      const response = await fetch(`${proxy}${route}`);
      expect({ route, status: response.status, page: (await response.text()).startsWith('<!doctype html>') }).toEqual({
        route,
        status: 200,
        page: true,
      });
      expect(seen).toEqual([]);
    }
    // None of them starts like a path of the contract.
    for (const route of routes) for (const path of contractPaths) expect(path.split('/')[1]).not.toBe(route.split('/')[1]);
  });

  it('tells the service who asked: its own host, the visitor host and scheme, the client address appended', async () => {
    seen.length = 0;
    await fetch(`${proxy}/api/users/me`, { headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' } });
    const { host } = new URL(proxy);
    expect(seen[0]?.headers).toMatchObject({
      host: expect.stringMatching(/^127\.0\.0\.1:\d+$/) as string,
      'x-forwarded-host': host.split(':')[0],
      // The front proxy's word on the scheme; the hop it came from appended on the right (decision 310).
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9, 127.0.0.1',
    });
    seen.length = 0;
    await fetch(`${proxy}/auth/login`, { method: 'POST', body: '{}' });
    expect(seen[0]?.headers).toMatchObject({ 'x-forwarded-proto': 'http', 'x-forwarded-for': '127.0.0.1' });
  });

  it('takes a receipt as large as the contract allows, and refuses a larger body itself', async () => {
    seen.length = 0;
    const tenMiB = new Uint8Array(10 * 1024 * 1024 + 64 * 1024);
    expect((await fetch(`${proxy}/api/bills/7/receipts`, { method: 'POST', body: tenMiB })).status).toBe(200);
    expect(seen[0]?.bytes).toBe(tenMiB.length);
    const tooLarge = new Uint8Array(12 * 1024 * 1024);
    expect((await fetch(`${proxy}/api/bills/7/receipts`, { method: 'POST', body: tooLarge })).status).toBe(413);
  });

  it('starts when the service does not resolve yet, and answers its paths with 502', async () => {
    // Nothing answers DNS on this address: the name cannot be resolved, at once.
    const origin = await serve({ API_BASE_URL: 'http://invoicing-api.not-up-yet.internal', RESOLVER: '127.0.0.1' });
    expect((await fetch(`${origin}/login`)).status).toBe(200);
    expect((await fetch(`${origin}/actuator/health`)).status).toBe(502);
  }, 30_000);
});
