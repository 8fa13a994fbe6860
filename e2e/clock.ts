// The page's clock for tests about time (the wake banner, carousels): Playwright's fake clock,
// installed before the page loads and stopped, so the page's timers fire only when the test moves
// time on (`page.clock.runFor`, `fastForward`), however slow the machine. For both e2e projects.
import type { Page } from '@playwright/test';

/** Installs the page's fake clock, stopped. Call before `page.goto`. */
export async function stopPageClock(page: Page): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now });
  // A moment ahead: the installed clock is already running, and it cannot be stopped in the past.
  await page.clock.pauseAt(now + 1000);
}
