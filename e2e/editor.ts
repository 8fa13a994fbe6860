// Filling the editors in browser tests (the invoice, quote and schedule editors share their lines):
// a line's fields, and a client from the picker.
import type { Page } from '@playwright/test';

/** Fills line `n`; `gst` is the GST option's label, left as it is when not given. */
export async function fillLine(page: Page, n: number, description: string, quantity: string, price: string, gst?: string) {
  await page.getByLabel(`Description, line ${n}`).fill(description);
  await page.getByLabel(`Quantity, line ${n}`).fill(quantity);
  await page.getByLabel(`Unit price, line ${n}`).fill(price);
  if (gst !== undefined) await page.getByLabel(`GST, line ${n}`).selectOption({ label: gst });
}

export async function chooseClient(page: Page, search: string) {
  const picker = page.getByRole('combobox', { name: 'Client' });
  await picker.fill(search);
  await page
    .getByRole('option', { name: new RegExp(search) })
    .first()
    .click();
}
