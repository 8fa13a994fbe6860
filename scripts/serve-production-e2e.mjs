// For the production e2e project: builds the app as production would be built (mocks off, the
// backend at E2E_API_ORIGIN), checks it holds no mock code, and serves it with deploy/nginx.conf.
import { execFileSync, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const appPort = process.env.E2E_APP_PORT ?? '4180';
const apiOrigin = process.env.E2E_API_ORIGIN ?? 'http://127.0.0.1:8080';
const outDir = resolve('.e2e/dist');
const runDir = resolve('.e2e/nginx');

execFileSync(process.execPath, ['node_modules/.bin/vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_BASE_URL: apiOrigin, VITE_API_MOCKING: 'disabled' },
});
execFileSync(process.execPath, ['scripts/check-production-build.mjs', outDir], { stdio: 'inherit' });

const conf = execFileSync('deploy/render-nginx-conf.sh', {
  env: { ...process.env, LISTEN_PORT: appPort, DIST_DIR: outDir, RUN_DIR: runDir, API_ORIGIN: apiOrigin },
})
  .toString()
  .trim();

const nginx = spawn('nginx', ['-e', 'stderr', '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
nginx.on('exit', (code) => process.exit(code ?? 0));
