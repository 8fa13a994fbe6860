// For the production e2e project: builds the app as the image builds it (mocks off), checks it holds
// no mock code, and serves it with deploy/nginx.conf, giving the backend address (E2E_API_ORIGIN)
// only now, at serve time, as the container does. The build gets a placeholder address that answers
// nothing, so the tests fail if the app used the baked-in value instead of the served one.
import { execFileSync, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const BUILD_TIME_API_BASE_URL = 'http://build-time-address.invalid';

const appPort = process.env.E2E_APP_PORT ?? '4180';
const apiOrigin = process.env.E2E_API_ORIGIN ?? 'http://127.0.0.1:8080';
const outDir = resolve('.e2e/dist');
const runDir = resolve('.e2e/nginx');

execFileSync(process.execPath, ['node_modules/.bin/vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_BASE_URL: BUILD_TIME_API_BASE_URL, VITE_API_MOCKING: 'disabled' },
});
execFileSync(process.execPath, ['scripts/check-production-build.mjs', outDir], { stdio: 'inherit' });

const conf = execFileSync('deploy/render-nginx-conf.sh', {
  env: { ...process.env, LISTEN_PORT: appPort, DIST_DIR: outDir, RUN_DIR: runDir, API_BASE_URL: apiOrigin },
})
  .toString()
  .trim();

const nginx = spawn('nginx', ['-e', 'stderr', '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
nginx.on('exit', (code) => process.exit(code ?? 0));
