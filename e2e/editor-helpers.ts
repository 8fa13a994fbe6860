// Filling the invoice editor's lines (the invoice, quote and schedule editors share them).
import type { Page } from '@playwright/test';

/** Fills line `n`: description, quantity 1, unit price and the GST option by its label. */
export async function fillLine(page: Page, n: number, description: string, price: string, gst: string) {
  await page.getByLabel(`Description, line ${n}`).fill(description);
  await page.getByLabel(`Quantity, line ${n}`).fill('1');
  await page.getByLabel(`Unit price, line ${n}`).fill(price);
  await page.getByLabel(`GST, line ${n}`).selectOption({ label: gst });
}
