// Opening a recurring schedule after the mock's clock has moved: one request catches up a few
// periods at most (docs/decisions/141-schedule-start-window-and-catch-up-cap.md), seeded schedules
// included, so the page is opened again until the schedule shows the invoices it is owed.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Opens `url` (which may move the clock) and reopens it until "Invoices made (made)" shows. */
export async function openCaughtUpSchedule(page: Page, url: string, made: number): Promise<void> {
  await page.goto(url);
  const heading = page.getByRole('heading', { name: `Invoices made (${made})` });
  await expect(async () => {
    if (!(await heading.isVisible())) await page.reload();
    await expect(heading).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
}
