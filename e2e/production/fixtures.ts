// Production-project helpers: the mock server's test controls, and a check that the page ran
// without a single Content-Security-Policy violation or uncaught error.
import { expect, test as base } from '@playwright/test';

export const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '8080'}`;

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

export const test = base.extend<{ backend: { coldStart: (ms: number | 'never') => Promise<void> }; pageProblems: undefined }>({
  // Every test starts from the seed data and an awake server.
  backend: [
    async ({ request }, provide) => {
      expect((await request.post(`${API_ORIGIN}/__mock/reset`)).status()).toBe(204);
      expect((await request.post(`${API_ORIGIN}/__mock/cold-start`, { data: { ms: 0 } })).status()).toBe(204);
      await provide({
        coldStart: async (ms) => {
          expect((await request.post(`${API_ORIGIN}/__mock/cold-start`, { data: { ms } })).status()).toBe(204);
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

export { stopPageClock } from '../clock';
export { breakStoredTokenSignature, signIn } from '../session';
