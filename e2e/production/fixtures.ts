// Production-project helpers: the mock server's test controls, and a check that the page ran
// without a single Content-Security-Policy violation or uncaught error.
import { expect, test as base, type Page } from '@playwright/test';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

export const test = base.extend<{
  /** The project's mock server itself, for its test controls (playwright.production.config.ts). */
  mockOrigin: string;
  /** Where the page sends its API calls: its own origin, unless the project serves cross-origin. */
  apiOrigin: string;
  backend: { coldStart: (ms: number | 'never') => Promise<void> };
  pageProblems: undefined;
}>({
  mockOrigin: ['http://127.0.0.1:8080', { option: true }],
  apiOrigin: async ({ baseURL, mockOrigin }, provide, testInfo) => {
    await provide(testInfo.project.name === 'cross-origin' ? mockOrigin : new URL(baseURL ?? '').origin);
  },
  // Every test starts from the seed data and an awake server.
  backend: [
    async ({ request, mockOrigin }, provide) => {
      expect((await request.post(`${mockOrigin}/__mock/reset`)).status()).toBe(204);
      expect((await request.post(`${mockOrigin}/__mock/cold-start`, { data: { ms: 0 } })).status()).toBe(204);
      await provide({
        coldStart: async (ms) => {
          expect((await request.post(`${mockOrigin}/__mock/cold-start`, { data: { ms } })).status()).toBe(204);
        },
      });
    },
    { auto: true },
  ],
  pageProblems: [
    async ({ page }, provide) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) problems.push(`console: ${message.text()}`);
      });
      await page.addInitScript(() => {
        window.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      await provide(undefined);
      const violations = await page.evaluate(() => window.cspViolations ?? []).catch(() => []);
      expect([...problems, ...violations], 'CSP violations and page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The sources a CSP directive allows. */
export const cspSources = (csp: string, directive: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

/**
 * The CORS preflights the page's browser sends, as DevTools lists them (Playwright's own request
 * events leave them out). The list grows while the page runs.
 */
export async function watchPreflights(page: Page): Promise<string[]> {
  const preflights: string[] = [];
  const session = await page.context().newCDPSession(page);
  session.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Preflight' || event.request.method === 'OPTIONS') preflights.push(`${event.request.method} ${event.request.url}`);
  });
  await session.send('Network.enable');
  return preflights;
}

export { stopPageClock } from '../clock';
export { breakStoredTokenSignature, signIn } from '../session';
