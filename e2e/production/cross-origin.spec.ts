// API_MODE=cross-origin: the same build served by nginx on another origin than the service's, the
// page calling API_BASE_URL itself (the service allows this origin by CORS). What the container did
// before same-origin became its default, kept working.
import { cspSources, expect, signIn, test, watchPreflights } from './fixtures';

test.describe('served with API_MODE=cross-origin', () => {
  test('takes the backend address from the server at start: the page calls it, the CSP allows it and no other', async ({
    page,
    request,
    mockOrigin,
  }) => {
    const config = await request.get('/runtime-config.js');
    expect(config.status()).toBe(200);
    expect(config.headers()['cache-control']).toBe('no-cache');
    expect(config.headers()['content-type']).toMatch(/javascript/);

    const health = page.waitForRequest(`${mockOrigin}/actuator/health`);
    const response = await page.goto('/login');
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    const given = await page.evaluate(
      () => (window as { INVOICING_RUNTIME_CONFIG?: { apiBaseUrl?: string } }).INVOICING_RUNTIME_CONFIG?.apiBaseUrl,
    );
    expect(new URL(given ?? '').origin).toBe(mockOrigin);
    expect(cspSources(csp, 'connect-src')).toEqual(["'self'", mockOrigin]);
    await health;
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    // Its own origin forwards nothing: the API is not there.
    expect((await request.get('/actuator/health')).headers()['content-type']).toMatch(/text\/html/);
  });

  test('opens the backend connection early', async ({ request, mockOrigin }) => {
    expect((await request.get('/login')).headers()['link']).toBe(`<${mockOrigin}>; rel=preconnect; crossorigin="use-credentials"`);
  });

  test('signs in across origins with CORS preflights, then sends the bearer token to the configured base URL', async ({
    page,
    mockOrigin,
  }) => {
    const preflights = await watchPreflights(page);
    const apiRequests: Array<{ url: string; method: string; authorization: string | null }> = [];
    page.on('request', (request) => {
      if (request.url().startsWith(mockOrigin)) {
        apiRequests.push({ url: request.url(), method: request.method(), authorization: request.headers().authorization ?? null });
      }
    });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'user');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel('Username')).toHaveValue('user');

    const me = apiRequests.find((request) => request.url === `${mockOrigin}/api/users/me`);
    expect(me?.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(apiRequests.find((request) => request.url === `${mockOrigin}/auth/login`)?.method).toBe('POST');
    // An authorised call to another origin is asked for first: the cost same-origin mode saves.
    expect(preflights).toContain(`OPTIONS ${mockOrigin}/api/users/me`);
  });
});
