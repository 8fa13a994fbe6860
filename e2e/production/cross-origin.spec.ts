// API_MODE=cross-origin: the same build served by nginx on another origin than the service's, the
// page calling API_BASE_URL itself (the service allows this origin by CORS). What the container did
// before same-origin became its default, kept working.
import { cspSources, expect, test, watchPreflights } from './fixtures';
import { signInWatchingTheService } from './journey-steps';

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
    await signInWatchingTheService(page, mockOrigin);
    // An authorised call to another origin is asked for first: the cost same-origin mode saves.
    expect(preflights).toContain(`OPTIONS ${mockOrigin}/api/users/me`);
  });
});
