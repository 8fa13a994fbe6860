import type { Locator } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element is not laid out.');
  return found;
}

test.describe('the mock backend in the browser', () => {
  test('keeps changes across reloads, and "Reset demo data" brings the seed back', async ({ page }) => {
    await page.goto('/profile');
    await signIn(page, 'user');
    const email = page.getByLabel('Email');
    await expect(email).toHaveValue('user@invoicing.example.nz');
    await email.fill('changed@example.nz');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Email')).toHaveValue('changed@example.nz');
    await expectAccessible(page);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('user@invoicing.example.nz');
  });

  test('?mockReset restores the seed and leaves the address', async ({ page }) => {
    await page.goto('/profile');
    await signIn(page, 'user');
    await page.getByLabel('Email').fill('other@example.nz');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();

    await page.goto('/profile?mockReset');
    await expect(page.getByLabel('Email')).toHaveValue('user@invoicing.example.nz');
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('answers a wrong method with 405 and a malformed path with 400 in the page, never going to the network', async ({
    page,
    context,
  }) => {
    const apiBase = 'http://localhost:8080';
    // Anything that fell through the in-page mock would reach the network and fail here.
    const leaked: string[] = [];
    await context.route(`${apiBase}/**`, (route) => {
      leaked.push(`${route.request().method()} ${route.request().url()}`);
      return route.abort();
    });
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeVisible(); // the app renders once the mock runs
    const answers = await page.evaluate(async (base) => {
      const ask = async (method: string, path: string) => {
        const response = await fetch(`${base}${path}`, { method });
        return {
          status: response.status,
          allow: response.headers.get('Allow'),
          type: response.headers.get('Content-Type'),
          body: await response.text(),
        };
      };
      return { patch: await ask('PATCH', '/api/invoices/1'), malformed: await ask('GET', '/api/invoices/%ff') };
    }, apiBase);
    expect(answers.patch).toMatchObject({ status: 405, allow: 'GET, PUT, DELETE, HEAD, OPTIONS', type: 'application/problem+json' });
    expect(JSON.parse(answers.patch.body)).toMatchObject({ status: 405, title: 'Method Not Allowed' });
    expect(answers.malformed).toMatchObject({ status: 400, type: 'application/problem+json' });
    expect(leaked).toEqual([]);
  });

  test('?mockCapabilities= picks the parts for the tab, kept across reloads', async ({ page }) => {
    const apiBase = 'http://localhost:8080';
    const ask = () =>
      page.evaluate(async (base) => {
        const answer = await fetch(`${base}/api/capabilities`);
        return { status: answer.status, body: (await answer.json()) as unknown };
      }, apiBase);
    await page.goto('/login?mockCapabilities=spec');
    await expect(page.getByLabel('Username')).toBeVisible(); // the app renders once the mock runs
    expect(await ask()).toMatchObject({ status: 404, body: { detail: 'No static resource api/capabilities.' } });
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    expect((await ask()).status).toBe(404);
    await page.goto('/login?mockCapabilities=quotes,invoices');
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(await ask()).toMatchObject({ status: 200, body: { parts: ['invoices', 'quotes'] } });
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px "Reset demo data" sits after the page, covers none of it (the editor's Add line above all) and can be pressed`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/login');
      await signIn(page, 'user');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/create-invoice');
      const addLine = page.getByRole('button', { name: 'Add line' });
      const reset = page.getByRole('button', { name: 'Reset demo data' });
      await expect(addLine).toBeVisible();

      // Below everything the app draws, at any scroll position: it covers nothing.
      const { appBottom, controlsTop } = await page.evaluate(() => ({
        appBottom: document.getElementById('root')?.getBoundingClientRect().bottom ?? Number.NaN,
        controlsTop: document.getElementById('mock-controls')?.getBoundingClientRect().top ?? Number.NaN,
      }));
      expect(controlsTop).toBeGreaterThanOrEqual(appBottom);
      await addLine.scrollIntoViewIfNeeded();
      const [add, control] = [await box(addLine), await box(reset)];
      const apart =
        add.y + add.height <= control.y ||
        control.y + control.height <= add.y ||
        add.x + add.width <= control.x ||
        control.x + control.width <= add.x;
      expect(apart).toBe(true);
      await addLine.click({ trial: true });

      // Reachable: pressed, it asks first (dismissed here, so nothing is reset).
      const asked: string[] = [];
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      });
      await reset.click();
      expect(asked).toEqual(['Reset the demo data? Every change made against the mock backend will be lost.']);
      await expect(reset).toBeEnabled();
    });
  }
});
