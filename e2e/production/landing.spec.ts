// A visitor's `/` in the production build (decision 180): the prerendered page runs its own small
// script (carousels, menu, contact form), the app is fetched only when the visitor heads for it
// (or when the browser is idle on a connection that is not constrained), and a click on a link to
// the app is never lost, however early.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const APP_CHUNK = /\/assets\/start-[\w-]+\.js$/;

/** Save-Data on, as a phone on a metered plan: the app is then not fetched while the browser is idle. */
async function saveData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } });
  });
}

/** Every script the page requested so far, by path. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Resolves after the load event and two idle periods of the browser. */
async function browserIdle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/** Whether a script holds React (its error links are in every build of it). */
async function holdsReact(page: Page, path: string): Promise<boolean> {
  return (await (await page.request.get(path)).text()).includes('react.dev/errors');
}

/**
 * The page's own script has taken over: it fills in the later images once the first hero image is
 * painted. A press before it runs falls on the prerendered page alone.
 */
async function pageScriptHasTakenOver(page: Page): Promise<void> {
  await expect(page.locator('#property-management picture img')).toHaveCount(1);
}

test.describe("a visitor's landing page", () => {
  test('runs the carousels, the menu and the contact form before any app chunk is fetched; intent fetches the app', async ({ page }) => {
    await saveData(page);
    const scripts = scriptRequests(page);
    await page.goto('/');

    await pageScriptHasTakenOver(page);
    // The page's own script works: pause and step a carousel, check the contact form.
    const hero = page.getByRole('region', { name: 'Homes we manage and renovate' });
    await hero.getByRole('button', { name: 'Pause' }).click();
    await expect(hero.getByRole('button', { name: 'Play' })).toBeVisible();
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(hero.locator('[aria-live]')).toHaveText(/^Slide 2 of 5/);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await page.getByLabel('Name').fill('Aroha');
    await expect(page.getByText('Enter your name.')).toBeHidden();
    // The header's menu on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await page.setViewportSize({ width: 1280, height: 720 });

    await browserIdle(page);
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter((path) => APP_CHUNK.test(path))).toEqual([]);
    // Nor the server's settings: only the app calls the backend (decision 246).
    expect(scripts).not.toContain('/runtime-config.js');
    for (const path of scripts) expect(await holdsReact(page, path), path).toBe(false);

    // Heading for the app (the pointer over "Log in") fetches it, the server's settings first.
    const appChunk = page.waitForRequest(APP_CHUNK);
    await page.getByRole('link', { name: 'Log in' }).hover();
    await appChunk;
    expect(scripts.indexOf('/runtime-config.js')).toBeGreaterThan(-1);
    expect(scripts.indexOf('/runtime-config.js')).toBeLessThan(scripts.findIndex((path) => APP_CHUNK.test(path)));
    await expect(page).toHaveURL(/\/$/);
  });

  test('a click on "Log in" before the app has loaded still opens the login page, and Back returns to the landing page', async ({
    page,
  }) => {
    await saveData(page);
    // The app's chunk is held until the click has happened.
    let release: () => void = () => {};
    const clicked = new Promise<void>((resolve) => (release = resolve));
    await page.route(APP_CHUNK, async (route) => {
      await clicked;
      await route.continue();
    });
    await page.goto('/');
    await pageScriptHasTakenOver(page);
    // The page's own script runs (it takes the click), the app is not there yet.
    await page.getByRole('button', { name: 'Pause' }).first().click();
    await expect(page.getByRole('button', { name: 'Play' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true');
    expect(page.url()).toMatch(/\/$/);
    release();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.locator('#landing-prerender')).toHaveCount(0);
    await expect(page.getByText('Your rental looked after.')).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('the app started from the landing page calls the backend the server names (runtime-config.js), not the build’s', async ({
    page,
    apiOrigin,
  }) => {
    await saveData(page);
    await page.goto('/');
    await pageScriptHasTakenOver(page);
    const health = page.waitForRequest(`${apiOrigin}/actuator/health`);
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await health;
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a press on Send before the page’s script has run stays on the page with what was typed', async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Mere Parata');
    await form.getByLabel('Message').fill('Could you look after my flat?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByLabel('Message')).toHaveValue('Could you look after my flat?');
    expect(new URL(page.url()).search).toBe('');
    await expect(form.getByLabel('Name')).toHaveValue('Mere Parata');
    await noScript.close();
  });

  test('the invoice generator promo sends a visitor to sign in first', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Open the invoice generator' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('fetches the app while the browser is idle on a connection that is not constrained', async ({ page }) => {
    const appChunk = page.waitForRequest(APP_CHUNK);
    await page.goto('/');
    await appChunk;
    await expect(page).toHaveURL(/\/$/);
    expect(await page.locator('#landing-prerender').count()).toBe(1);
  });
});
