// The production build against a backend over real HTTP, as it will run against the Spring service:
// built with mocks off, served by nginx with deploy/nginx.conf from another origin, the backend
// address (the mock HTTP server) given at serve time as the container gives it (API_BASE_URL). Exercises CORS preflight, credentials, the bearer header
// and the security headers for real. One worker: the tests share the server's state.
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './scripts/lib/chromium.mjs';

const APP_PORT = process.env.E2E_APP_PORT ?? '4180';
const API_PORT = process.env.E2E_API_PORT ?? '8080';
const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;
const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;

export default defineConfig({
  testDir: './e2e/production',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A ceiling, not a wait: a whole journey (sign in, fill, save, issue, pay, PDF) on a machine with
  // every core busy took up to a minute (docs/testing.md#stable-under-load).
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: APP_ORIGIN,
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
    locale: 'en-NZ',
    timezoneId: 'Pacific/Auckland',
  },
  projects: [{ name: 'production' }],
  webServer: [
    {
      command: 'node node_modules/.bin/tsx mocks/runtime/server.ts',
      url: `${API_ORIGIN}/actuator/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { MOCK_PORT: API_PORT, MOCK_CORS_ORIGINS: APP_ORIGIN, MOCK_CONTROLS: '1', MOCK_QUIET: '1', MOCK_COLD_START_MS: '0' },
    },
    {
      command: 'node scripts/serve-production-e2e.mjs',
      url: `${APP_ORIGIN}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { E2E_APP_PORT: APP_PORT, E2E_API_ORIGIN: API_ORIGIN },
    },
  ],
});
