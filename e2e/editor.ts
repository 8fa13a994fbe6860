// Filling the invoice editor in browser tests: a line's fields, and a client from the picker.
import type { Page } from '@playwright/test';

export async function fillLine(page: Page, n: number, description: string, quantity: string, price: string) {
  await page.getByLabel(`Description, line ${n}`).fill(description);
  await page.getByLabel(`Quantity, line ${n}`).fill(quantity);
  await page.getByLabel(`Unit price, line ${n}`).fill(price);
}

export async function chooseClient(page: Page, search: string) {
  const picker = page.getByRole('combobox', { name: 'Client' });
  await picker.fill(search);
  await page
    .getByRole('option', { name: new RegExp(search) })
    .first()
    .click();
}
