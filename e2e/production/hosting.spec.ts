import { createHash } from 'node:crypto';
import { cspSources, expect, signIn, test } from './fixtures';

test.describe('hosting with deploy/nginx.conf', () => {
  test('sends the security headers; connections go to its own origin only (the API is forwarded there)', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(cspSources(csp, 'connect-src')).toEqual(["'self'"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('no-cache');
  });

  test('serves the landing page with its preloads at /, and every other route without them', async ({ request }) => {
    const landingResponse = await request.get('/');
    const landing = await landingResponse.text();
    expect(landing).toMatch(/<link rel="preload" as="image"[^>]*fetchpriority="high"/);
    // Its stylesheets are inline, so none is requested before the first paint, each allowed by its hash (decision 280).
    expect(landing).not.toContain('rel="stylesheet"');
    const styles = [...landing.matchAll(/<style>(.*?)<\/style>/gs)].map(([, css]) => css ?? '');
    expect(styles.some((css) => css.includes('.landing'))).toBe(true);
    const allowed = cspSources(landingResponse.headers()['content-security-policy'] ?? '', 'style-src');
    for (const css of styles) expect(allowed).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    // No script before the first paint; the app waits until the visitor heads for it (decision 180).
    expect(landing).not.toContain('rel="modulepreload"');
    const login = await (await request.get('/login')).text();
    expect(login).toMatch(/<link rel="modulepreload"[^>]*start-/);
    expect(login).toContain('<div id="root">');
    expect(login).not.toContain('fetchpriority="high"');
    expect(login).not.toMatch(/landing-[\w-]+\.js/);
    // A screen's HTML preloads its first queries' code, so they go out as soon as the app starts (decision 254).
    expect(await (await request.get('/dashboard')).text()).toMatch(/<link rel="modulepreload"[^>]*dashboard-queries-/);
    expect(login).not.toContain('dashboard-queries-');
    expect(await (await request.get('/quotes')).text()).not.toContain('quote-list-queries-');
    // Its one inline stylesheet is the app frame's (decision 242), allowed by its hash; none of the landing page's.
    const loginStyles = [...login.matchAll(/<style>(.*?)<\/style>/gs)].map(([, css]) => css ?? '');
    expect(loginStyles).toHaveLength(1);
    expect(loginStyles[0]).toContain('.app-header');
    expect(loginStyles[0]).not.toContain('.landing');
    expect(allowed).toContain(
      `'sha256-${createHash('sha256')
        .update(loginStyles[0] ?? '')
        .digest('base64')}'`,
    );
  });

  test("draws the header bar, and a screen's heading, before any script; the app replaces them without a CSP violation", async ({
    browser,
    page,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    await staticPage.goto('/invoice-history?status=PAID');
    await expect(staticPage.locator('#app-frame h1')).toHaveText('Invoice History');
    await expect(staticPage.locator('#app-frame .app-header__brand')).toBeVisible();
    // A screen without a page of its own: the header bar alone.
    await staticPage.goto('/invoices/1');
    await expect(staticPage.locator('#app-frame .app-header__brand')).toBeVisible();
    await expect(staticPage.locator('#app-frame h1')).toHaveCount(0);
    await noScript.close();

    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/invoice-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice History' })).toBeVisible();
    await expect(page.locator('#app-frame')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(violations).toEqual([]);
  });

  test('shows the landing page before any script has run; for a signed-in visitor the app takes over without a copy left', async ({
    browser,
    page,
    apiOrigin,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    await staticPage.goto('/');
    await expect(staticPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(staticPage.locator('.hero img').first()).toBeVisible();
    await noScript.close();

    await page.goto('/login');
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    // The app on `/` loads the server's settings itself (decision 246): it calls the served address.
    const health = page.waitForRequest(`${apiOrigin}/actuator/health`);
    await page.goto('/');
    await health;
    await expect(page.getByRole('button', { name: /pause/i }).first()).toBeVisible();
    await expect(page.locator('#landing-prerender')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await page.locator('#main').count()).toBe(1);
  });

  test('answers every app route with the app, and a missing asset with 404', async ({ request }) => {
    for (const path of ['/admin/users', '/dashboard', '/invoice-history?status=PAID', '/no/such/page']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root">');
    }
    expect((await request.get('/assets/missing-1234.js')).status()).toBe(404);
    expect((await request.get('/missing.png')).status()).toBe(404);
  });

  test('caches hashed assets for good and compresses them', async ({ request, page }) => {
    await page.goto('/login');
    const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
    expect(script).toBeTruthy();
    const response = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers()['cache-control']).toMatch(/max-age=\d{7,}/);
    expect(response.headers()['content-encoding']).toBe('gzip');
  });

  test('reloads a deep link and runs it', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('is told at start that the API is on its own origin: the page calls it there, through the proxy', async ({
    page,
    request,
    baseURL,
  }) => {
    const config = await request.get('/runtime-config.js');
    expect(config.status()).toBe(200);
    expect(config.headers()['cache-control']).toBe('no-cache');
    expect(config.headers()['content-type']).toMatch(/javascript/);

    const origin = new URL(baseURL ?? '').origin;
    const health = page.waitForResponse(`${origin}/actuator/health`);
    await page.goto('/login');
    const given = await page.evaluate(
      () => (window as { INVOICING_RUNTIME_CONFIG?: { apiBaseUrl?: string } }).INVOICING_RUNTIME_CONFIG?.apiBaseUrl,
    );
    expect(given).toBe('/');
    // The service's own answer, through nginx: its health document.
    const answer = await health;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ status: 'UP' });
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('does not carry the backend address in the build', async ({ request, mockOrigin }) => {
    const html = await (await request.get('/login')).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(await (await request.get(script)).text(), script).not.toContain(new URL(mockOrigin).host);
  });

  test('runs runtime-config.js before the app on its pages; the landing page loads it only when it starts the app', async ({ request }) => {
    for (const path of ['/login', '/d/some-link']) {
      const html = await (await request.get(path)).text();
      const config = html.indexOf('<script src="/runtime-config.js" defer></script>');
      expect(config, path).toBeGreaterThan(0);
      expect(config, path).toBeLessThan(html.indexOf('<script type="module"'));
    }
    // Uncompressed, its request took a connection of its own before the hero image was painted (decision 246).
    expect(await (await request.get('/')).text()).not.toContain('runtime-config.js');
  });

  test('asks for HTTPS only from visitors who came over HTTPS', async ({ request }) => {
    const overHttps = await request.get('/login', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overHttps.headers()['strict-transport-security']).toBe('max-age=31536000');
    const plain = await request.get('/login');
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
    expect(
      (await request.get('/login', { headers: { 'X-Forwarded-Proto': 'http' } })).headers()['strict-transport-security'],
    ).toBeUndefined();
  });

  test('lets the service see each client by its own address through the proxy, whatever the client writes', async ({
    playwright,
    baseURL,
  }) => {
    // Two clients of this nginx: one over IPv6 loopback (::1), one over 127.0.0.1, which is also the
    // proxy's own address, trusted by the service (MOCK_TRUSTED_PROXIES). Unknown link tokens are
    // counted per client address (decision 310): ten per window, the eleventh refused.
    const port = new URL(baseURL ?? '').port;
    const guesser = await playwright.request.newContext({ baseURL: `http://[::1]:${port}` });
    const other = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
    const guess = (client: typeof guesser, headers: Record<string, string> = {}) =>
      client.get('/api/public/document', { headers: { 'Document-Token': 'x'.repeat(43), ...headers } }).then((answer) => answer.status());
    const answers: number[] = [];
    // Each guess pretends to come from another address: the proxy appends the real one, which the service reads.
    for (let i = 0; i < 11; i += 1) answers.push(await guess(guesser, { 'X-Forwarded-For': `203.0.113.${i}` }));
    expect(answers).toEqual([...Array<number>(10).fill(404), 429]);
    expect(await guess(other)).toBe(404);
    await guesser.dispose();
    await other.dispose();
  });

  test('opens no connection to another origin and answers the health check', async ({ request }) => {
    expect((await request.get('/login')).headers()['link']).toBeUndefined();
    const health = await request.get('/healthz');
    expect(health.status()).toBe(200);
    expect(await health.text()).toBe('ok\n');
  });
});
