// Signing in through the UI and spoiling the stored token, for both e2e projects (mocks and production).
import type { Page } from '@playwright/test';

/** Seeded accounts of the mock backend (README, "Seeded accounts"). */
const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin123' },
  user: { username: 'user', password: 'user123' },
} as const;

/** Fills the login form on the current page and submits it. */
export async function signIn(page: Page, account: keyof typeof ACCOUNTS): Promise<void> {
  const { username, password } = ACCOUNTS[account];
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Same payload, broken signature: the app can read the stored token, the server refuses it. */
export async function breakStoredTokenSignature(page: Page): Promise<void> {
  await page.evaluate(() => {
    const token = localStorage.getItem('token') ?? '';
    localStorage.setItem('token', `${token.slice(0, -4)}AAAA`);
  });
}
