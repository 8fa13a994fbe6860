// For the mocks e2e project: builds the app with the mock backend in the page (a mock-mode build,
// never the production one) and serves it with `vite preview`. A built app loads each screen in a
// few requests, where the dev server transforms hundreds of modules per page; that was most of the
// stage's time (docs/testing.md#stages). The mocked server is awake at once unless a test asks for
// a cold start (?mockColdStartMs=).
import { execFileSync, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const port = process.env.E2E_DEV_PORT ?? '5273';
const outDir = resolve('.e2e/mock-app');
const vite = 'node_modules/.bin/vite';

execFileSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_MOCKING: 'enabled', VITE_MOCK_COLD_START_MS: '0' },
});

const preview = spawn(process.execPath, [vite, 'preview', '--outDir', outDir, '--port', port, '--strictPort'], { stdio: 'inherit' });
const stop = () => preview.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
preview.on('exit', (code) => process.exit(code ?? 0));
