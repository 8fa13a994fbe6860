// The production build against a backend over real HTTP, as it will run against the Spring service:
// built with mocks off and served by nginx with deploy/nginx.conf, the backend address (a mock HTTP
// server) given at serve time as the container gives it (API_BASE_URL). One build, four nginx servers:
// - production: same-origin mode (the container's default: nginx forwards the API), the whole service;
// - cross-origin: the same service called from another origin (CORS preflight, the CSP with its origin);
// - invoices-only / spec-service: same-origin in front of services that offer only invoices, or only
//   the specification's core (MOCK_CAPABILITIES), each project running its own spec file.
// One worker: the tests of a service share its state.
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './scripts/lib/chromium.mjs';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const local = (at: number) => `http://127.0.0.1:${at}`;

/** Each service: its mock server and the nginx in front of it. */
const services = {
  all: { app: port('E2E_APP_PORT', 4180), api: port('E2E_API_PORT', 8080), capabilities: 'all' },
  invoices: { app: port('E2E_INVOICES_APP_PORT', 4182), api: port('E2E_INVOICES_API_PORT', 8082), capabilities: 'invoices' },
  spec: { app: port('E2E_SPEC_APP_PORT', 4183), api: port('E2E_SPEC_API_PORT', 8083), capabilities: 'spec' },
};
const CROSS_ORIGIN_APP_PORT = port('E2E_CROSS_ORIGIN_APP_PORT', 4181);

const mockServer = ({ app, api, capabilities }: (typeof services)['all']) => ({
  command: 'node node_modules/.bin/tsx mocks/runtime/server.ts',
  url: `${local(api)}/actuator/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    MOCK_PORT: String(api),
    MOCK_CAPABILITIES: capabilities,
    // Only the cross-origin server's pages call a service from another origin: the others need no CORS.
    MOCK_CORS_ORIGINS: local(CROSS_ORIGIN_APP_PORT),
    MOCK_PUBLIC_APP_URL: local(app),
    // nginx on this machine is the one proxy in front: the client is the hop it appends (decision 310).
    MOCK_TRUSTED_PROXIES: '127.0.0.1',
    MOCK_CONTROLS: '1',
    MOCK_QUIET: '1',
    MOCK_COLD_START_MS: '0',
  },
});

const nginxServers = [
  { port: services.all.app, apiBaseUrl: local(services.all.api), mode: 'same-origin' },
  { port: CROSS_ORIGIN_APP_PORT, apiBaseUrl: local(services.all.api), mode: 'cross-origin' },
  { port: services.invoices.app, apiBaseUrl: local(services.invoices.api), mode: 'same-origin' },
  { port: services.spec.app, apiBaseUrl: local(services.spec.api), mode: 'same-origin' },
];

export default defineConfig<{ mockOrigin: string }>({
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
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
    locale: 'en-NZ',
    timezoneId: 'Pacific/Auckland',
  },
  projects: [
    {
      name: 'production',
      testIgnore: [/cross-origin\.spec\.ts/, /service-[\w-]+\.spec\.ts/],
      use: { baseURL: local(services.all.app), mockOrigin: local(services.all.api) },
    },
    {
      name: 'cross-origin',
      testMatch: /cross-origin\.spec\.ts/,
      use: { baseURL: local(CROSS_ORIGIN_APP_PORT), mockOrigin: local(services.all.api) },
    },
    {
      name: 'invoices-only',
      testMatch: /service-invoices\.spec\.ts/,
      use: { baseURL: local(services.invoices.app), mockOrigin: local(services.invoices.api) },
    },
    {
      name: 'spec-service',
      testMatch: /service-spec\.spec\.ts/,
      use: { baseURL: local(services.spec.app), mockOrigin: local(services.spec.api) },
    },
  ],
  webServer: [
    mockServer(services.all),
    mockServer(services.invoices),
    mockServer(services.spec),
    {
      command: 'node scripts/serve-production-e2e.mjs',
      url: `${local(services.all.app)}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { E2E_SERVERS: JSON.stringify(nginxServers) },
    },
  ],
});
