// For the production e2e projects: builds the app as the image builds it (mocks off), checks it holds
// no mock code, and serves that one build with deploy/nginx.conf on each of E2E_SERVERS, giving each
// its backend address and mode only now, at serve time, as the container does. The build gets a
// placeholder address that answers nothing, so the tests fail if the app used the baked-in value.
//   E2E_SERVERS='[{"port":4180,"apiBaseUrl":"http://127.0.0.1:8080","mode":"same-origin"}, ...]'
// The first server starts last, once every other answers: Playwright waits for the first one.
import { execFileSync, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const BUILD_TIME_API_BASE_URL = 'http://build-time-address.invalid';

/** @type {Array<{ port: number, apiBaseUrl: string, mode: 'same-origin' | 'cross-origin' }>} */
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[{"port":4180,"apiBaseUrl":"http://127.0.0.1:8080","mode":"same-origin"}]');
const outDir = resolve('.e2e/dist');

execFileSync(process.execPath, ['node_modules/.bin/vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_BASE_URL: BUILD_TIME_API_BASE_URL, VITE_API_MOCKING: 'disabled' },
});
execFileSync(process.execPath, ['scripts/check-production-build.mjs', outDir], { stdio: 'inherit' });

const running = [];
const stop = () => {
  for (const nginx of running) nginx.kill('SIGQUIT');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

/** Renders the configuration for one server and starts its nginx; resolves once it answers. */
async function start({ port, apiBaseUrl, mode }) {
  const conf = execFileSync('deploy/render-nginx-conf.sh', {
    env: {
      ...process.env,
      LISTEN_PORT: String(port),
      DIST_DIR: outDir,
      RUN_DIR: resolve(`.e2e/nginx-${port}`),
      API_BASE_URL: apiBaseUrl,
      API_MODE: mode,
    },
  })
    .toString()
    .trim();
  const nginx = spawn('nginx', ['-e', 'stderr', '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  running.push(nginx);
  nginx.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
  for (;;) {
    const answered = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const [first, ...others] = servers;
await Promise.all(others.map(start));
if (first) await start(first);
