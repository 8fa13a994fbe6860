// Browser tests in Debian's chromium (no browser download). The `mocks` project runs against a
// build of the app with the mock backend in the page.
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './scripts/lib/chromium.mjs';

const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 5273);

export default defineConfig({
  testDir: './e2e',
  // Loads the main screens once, so the first tests do not pay for a cold dev server.
  globalSetup: './e2e/warm-up.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // A ceiling, not a wait: a whole journey (sign in, fill, save, issue, pay, PDF) on a machine with
  // every core busy took up to a minute (docs/testing.md#stable-under-load).
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
    locale: 'en-NZ',
    timezoneId: 'Pacific/Auckland',
  },
  projects: [
    {
      name: 'mocks',
      testMatch: /.*\.spec\.ts/,
      testIgnore: /production\/.*/,
      use: { baseURL: `http://localhost:${DEV_PORT}` },
    },
  ],
  webServer: [
    {
      // A mock-mode build served by `vite preview` (scripts/serve-mock-app-e2e.mjs). Locally, a dev
      // server already running on the port is used instead, for debugging with its source maps.
      command: 'node scripts/serve-mock-app-e2e.mjs',
      url: `http://localhost:${DEV_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { E2E_DEV_PORT: String(DEV_PORT) },
    },
  ],
});
