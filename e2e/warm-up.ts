// Global setup of the mocks project: when the server is a dev server (reused locally), opens the
// main screens once before any test starts, so it has optimised its dependencies and transformed
// the app's modules by then. On a cold dev server the first tests otherwise pay for that inside
// their own time limit (half a minute on a busy machine). A built app needs no warming. The waits
// here are ceilings on conditions, generous because nothing is timed.
import { chromium, type FullConfig } from '@playwright/test';
import { chromiumLaunch } from '../scripts/lib/chromium.mjs';
import { signIn } from './session';

const CEILING = { timeout: 180_000 };

export default async function warmUp(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (baseURL === undefined || !(await isDevServer(baseURL))) return;
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage({ baseURL });
    await page.goto('/', CEILING);
    await page.getByRole('heading', { level: 1 }).first().waitFor(CEILING);
    await page.goto('/login', CEILING);
    await signIn(page, 'admin');
    await page.waitForURL(/\/dashboard$/, CEILING);
    for (const path of ['/create-invoice', '/invoice-history', '/profile', '/admin/users', '/admin/businesses']) {
      await page.goto(path, CEILING);
      await page.getByRole('heading', { level: 1 }).waitFor(CEILING);
    }
  } finally {
    await browser.close();
  }
}

async function isDevServer(baseURL: string): Promise<boolean> {
  const response = await fetch(new URL('/@vite/client', baseURL));
  return response.ok && (response.headers.get('content-type') ?? '').includes('javascript');
}
