// @vitest-environment node
// The container's start script against the app's own rules: the same backend addresses accepted,
// with the same messages, one value feeding runtime-config.js and the CSP (cross-origin mode) or the
// proxy (same-origin mode, the default), and HSTS settings. deploy/api-proxy.test.ts runs the proxy.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { parseApiBaseUrl, runtimeApiBaseUrl } from '../src/config/api-base-url';

const workDir = mkdtempSync(join(tmpdir(), 'render-nginx-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
let runs = 0;

function render(env: Record<string, string>) {
  const runDir = join(workDir, String((runs += 1)));
  const result = spawnSync('deploy/render-nginx-conf.sh', {
    env: { PATH: process.env.PATH, LISTEN_PORT: '8080', DIST_DIR: '/srv/app', RUN_DIR: runDir, ...env },
    encoding: 'utf8',
  });
  const read = (name: string) => readFileSync(join(runDir, name), 'utf8');
  return { status: result.status, stderr: result.stderr.trim(), stdout: result.stdout.trim(), runDir, read };
}

/** What the app makes of a value: its normalised address and origin, or the message it fails with. */
function client(value: string): { ok: true; url: string; origin: string } | { ok: false; message: string } {
  try {
    const url = parseApiBaseUrl(value, 'API_BASE_URL');
    return { ok: true, url, origin: new URL(url).origin };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

/** The container and the app read `value` alike: both refuse it with one message, or both take it. */
function expectAgreement(value: string) {
  const expected = client(value);
  const rendered = render({ API_BASE_URL: value, API_MODE: 'cross-origin' });
  if (!expected.ok) {
    expect({ value, status: rendered.status, stderr: rendered.stderr }).toEqual({
      value,
      status: 1,
      stderr: `render-nginx-conf: ${expected.message}`,
    });
    return;
  }
  expect({ value, status: rendered.status, stderr: rendered.stderr }).toEqual({ value, status: 0, stderr: '' });
  // The address the page will use, read as the browser would run runtime-config.js ...
  const page: { window?: object } = {};
  page.window = page;
  runInNewContext(rendered.read('runtime-config.js'), page);
  expect(parseApiBaseUrl(runtimeApiBaseUrl(page), 'API_BASE_URL')).toBe(expected.url);
  // ... is the one origin the Content-Security-Policy lets it connect to.
  expect(rendered.read('nginx.conf')).toContain(`connect-src 'self' ${expected.origin};`);
}

describe('deploy/render-nginx-conf.sh', () => {
  it.each([
    'https://invoicing-api.example.co.nz',
    'http://127.0.0.1:8080',
    '  https://api.example.com/backend/v2/  ',
    'HTTPS://API.Example.COM:443/Base',
    'http://localhost:80',
    'https://api.example.com:08443',
    '',
    'localhost:8080',
    'api.example.com',
    'ftp://api.example.com',
    'http:api.example.com',
    'https://api.example.com?x=1',
    'https://api.example.com/#top',
    'https://user:secret@api.example.com',
    "https://api.example.com/'+alert(1)+'",
    'https://api.example.com/"; script-src *',
    'https://api.example.com </script>',
    'https://10.0.0.300',
    'https://10.0.0.3',
    'https://api.123',
    'https://[::1]:8080',
    'https://api.example.com:65536',
    'https://api.example.com:',
    'https://api..example.com',
  ])('reads %j as the app does', (value) => {
    expectAgreement(value);
  });

  it('agrees with the app on any mix of URL pieces', () => {
    const piece = fc.constantFrom(
      'http',
      'https',
      'HTTP',
      ':',
      '//',
      '/',
      'api',
      'example',
      '.',
      '-',
      '9',
      '80',
      '443',
      '65535',
      '1.2.3.4',
      '@',
      '?',
      '#',
      '%2F',
      '~',
      '_',
      ' ',
      "'",
      '\\',
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 10 }), (pieces) => expectAgreement(pieces.join(''))),
      { numRuns: 200 },
    );
  }, 60_000);

  it("forwards the API on the app's own origin by default: the page calls itself, the CSP needs only 'self'", () => {
    const rendered = render({ API_BASE_URL: 'HTTPS://API.Example.COM:443/backend/v2/' });
    expect(rendered.status).toBe(0);
    const page: { window?: object; location: { origin: string } } = { location: { origin: 'https://invoicing.example.co.nz' } };
    page.window = page;
    runInNewContext(rendered.read('runtime-config.js'), page);
    expect(parseApiBaseUrl(runtimeApiBaseUrl(page), 'API_BASE_URL')).toBe('https://invoicing.example.co.nz/');
    const conf = rendered.read('nginx.conf');
    expect(conf.match(/connect-src [^;]*;/g)).toEqual(["connect-src 'self';", "connect-src 'self';"]);
    expect(conf).not.toContain('rel=preconnect');
    // The service's address, normalised, with its base path, for the proxy only.
    expect(rendered.read('api-proxy.conf')).toContain('set $api_upstream "https://api.example.com/backend/v2";');
    expect(conf).not.toContain('api.example.com');
  });

  it('keeps the page calling the service itself in cross-origin mode, and forwards nothing', () => {
    const rendered = render({ API_BASE_URL: 'https://api.example.com', API_MODE: 'cross-origin' });
    expect(rendered.read('nginx.conf')).toContain(
      '~^text/html "<https://api.example.com>; rel=preconnect; crossorigin=\\"use-credentials\\"";',
    );
    expect(existsSync(join(rendered.runDir, 'api-proxy.conf'))).toBe(false);
    const refused = render({ API_BASE_URL: 'https://api.example.com', API_MODE: 'proxy' });
    expect(refused.stderr).toBe(
      'render-nginx-conf: API_MODE must be same-origin (the default: this server forwards the API) or cross-origin (the page calls API_BASE_URL itself), got "proxy".',
    );
  });

  it('asks the name servers of /etc/resolv.conf for the service, or RESOLVER', () => {
    const resolvConf = join(workDir, 'resolv.conf');
    writeFileSync(
      resolvConf,
      '# written by a container runtime\nsearch svc.local\nnameserver 127.0.0.11\nnameserver fd00::53\nnameserver fe80::1%eth0\n',
    );
    expect(render({ API_BASE_URL: 'https://api.example.com', RESOLV_CONF: resolvConf }).read('api-proxy.conf')).toContain(
      'resolver 127.0.0.11 [fd00::53] valid=30s',
    );
    expect(render({ API_BASE_URL: 'https://api.example.com', RESOLVER: '10.0.0.2' }).read('api-proxy.conf')).toContain(
      'resolver 10.0.0.2 valid=30s',
    );
    writeFileSync(resolvConf, 'search svc.local\n');
    const none = render({ API_BASE_URL: 'https://api.example.com', RESOLV_CONF: resolvConf });
    expect(none.status).toBe(1);
    expect(none.stderr).toBe(
      `render-nginx-conf: RESOLVER must list DNS server addresses separated by spaces (${resolvConf} names none), got "".`,
    );
  });

  it('names API_BASE_URL when only the old API_ORIGIN is set', () => {
    const rendered = render({ API_ORIGIN: 'https://api.example.com' });
    expect(rendered.status).toBe(1);
    expect(rendered.stderr).toBe(
      "render-nginx-conf: API_ORIGIN is replaced by API_BASE_URL, the backend's address, which sets both the app's calls and the CSP: set API_BASE_URL=https://api.example.com",
    );
  });

  it('sends HSTS on HTTPS requests only, for HSTS_MAX_AGE seconds (a year unless set)', () => {
    const byDefault = render({ API_BASE_URL: 'https://api.example.com' }).read('nginx.conf');
    expect(byDefault).toContain('~*^https: "max-age=31536000";');
    expect(byDefault).toContain('add_header Strict-Transport-Security $strict_transport_security always;');
    expect(render({ API_BASE_URL: 'https://api.example.com', HSTS_MAX_AGE: '0' }).read('nginx.conf')).toContain('"max-age=0"');
    const refused = render({ API_BASE_URL: 'https://api.example.com', HSTS_MAX_AGE: '1y' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe('render-nginx-conf: HSTS_MAX_AGE must be a whole number of seconds (0 turns the policy off), got "1y".');
  });

  it("allows the landing page's inline stylesheets by the hashes the build wrote, and nothing else inline", () => {
    const distDir = join(workDir, 'dist');
    mkdirSync(distDir, { recursive: true });
    const hashes = "'sha256-wKBbjmWHLrpLveuOtEMhgR6l+j50iAxrYR4E6tr9VUE=' 'sha256-xlTbzzFZ466k5Ur5ssLW/nHqLm5D+DQEk8qTFHkwVA0='";
    writeFileSync(join(distDir, 'style-src-hashes.txt'), `${hashes}\n`);
    const withHashes = render({ API_BASE_URL: 'https://api.example.com', DIST_DIR: distDir }).read('nginx.conf');
    expect(withHashes).toContain(`style-src 'self' ${hashes};`);
    // A build without the file: styles from the site only.
    expect(render({ API_BASE_URL: 'https://api.example.com' }).read('nginx.conf')).toContain("style-src 'self';");
    // Anything but hash sources would widen the policy: refused, naming the file.
    writeFileSync(join(distDir, 'style-src-hashes.txt'), "'unsafe-inline'\n");
    const refused = render({ API_BASE_URL: 'https://api.example.com', DIST_DIR: distDir });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      `render-nginx-conf: ${distDir}/style-src-hashes.txt must hold 'sha256-...' sources separated by spaces, got "'unsafe-inline'".`,
    );
  });

  it.runIf(existsSync('/usr/sbin/nginx')).each(['same-origin', 'cross-origin'])('renders a configuration nginx accepts (%s)', (mode) => {
    const rendered = render({ API_BASE_URL: 'https://api.example.com/base', API_MODE: mode });
    const check = spawnSync('nginx', ['-t', '-e', 'stderr', '-c', rendered.stdout], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
  });
});
