// @vitest-environment node
// No Docker engine here: the image's promises are checked in its recipe and build context instead.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Dockerfile instructions, continuation lines joined and comments dropped. */
function instructions(text: string): Array<{ keyword: string; args: string }> {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

const steps = instructions(readFileSync('deploy/Dockerfile', 'utf8'));
/** The last stage: the image that runs. */
const serve = steps.slice(steps.findLastIndex((step) => step.keyword === 'FROM'));

describe('deploy/Dockerfile', () => {
  it('pins every base image to an exact version', () => {
    const images = steps.filter((step) => step.keyword === 'FROM').map((step) => step.args.split(/\s+/)[0]);
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/^node:20\.\d+\.\d+-bookworm-slim$/);
    expect(images[1]).toMatch(/^debian:bookworm-\d{8}-slim$/);
  });

  it('checks its own health, on the address nginx answers for it', () => {
    const healthcheck = serve.find((step) => step.keyword === 'HEALTHCHECK');
    expect(healthcheck?.args).toMatch(/CMD curl -fsS .*\/healthz/);
    expect(readFileSync('deploy/nginx.conf', 'utf8')).toMatch(/location = \/healthz \{[^}]*return 200/);
  });

  it('serves as an unprivileged user who cannot change the served files', () => {
    const users = serve.filter((step) => step.keyword === 'USER').map((step) => step.args);
    expect(users).toEqual(['10001:10001']);
    // The files are copied without --chown, so they stay root's; nothing hands them over later.
    const copies = serve.filter((step) => step.keyword === 'COPY').map((step) => step.args);
    expect(copies).toEqual(expect.arrayContaining([expect.stringMatching(/^--from=build \/app\/dist \/srv\/app$/)]));
    for (const copy of copies) expect(copy).not.toContain('--chown');
    const runs = serve.filter((step) => step.keyword === 'RUN').map((step) => step.args);
    for (const run of runs) expect(run).not.toMatch(/chown|chmod/);
    // Its one writable directory is RUN_DIR.
    expect(runs.join(' ')).toContain('install -d -o web -g web -m 0700 /run/invoicing');
    expect(serve.find((step) => step.keyword === 'ENV')?.args).toContain('RUN_DIR=/run/invoicing');
  });

  it("holds every file the start script reads beside itself (the proxy's locations among them)", () => {
    const read = [...readFileSync('deploy/render-nginx-conf.sh', 'utf8').matchAll(/\$here\/([\w.-]+)/g)].map(
      ([, name]) => `deploy/${name}`,
    );
    expect(read).toEqual(expect.arrayContaining(['deploy/nginx.conf', 'deploy/api-proxy.conf']));
    const copied = serve
      .filter((step) => step.keyword === 'COPY' && step.args.endsWith(' /etc/invoicing/'))
      .flatMap((step) => step.args.split(/\s+/).slice(0, -1));
    for (const file of read) expect(copied).toContain(file);
  });

  it('takes the backend address when the container starts, not when the image is built', () => {
    expect(steps.filter((step) => step.keyword === 'ARG')).toEqual([]);
    expect(steps.map((step) => step.args).join('\n')).not.toContain('VITE_API_BASE_URL');
    expect(serve.at(-1)).toMatchObject({ keyword: 'CMD', args: expect.stringContaining('render-nginx-conf.sh') as string });
  });
});

describe('.dockerignore', () => {
  it('keeps installed packages, history, local secrets, builds and test output out of the build context', () => {
    const ignored = readFileSync('.dockerignore', 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(ignored).toEqual(
      expect.arrayContaining(['node_modules', '.git', '.env.local', 'dist', 'test-results', 'playwright-report', 'coverage', '.e2e']),
    );
    // The build needs these.
    for (const needed of ['src', 'package-lock.json', 'deploy', 'scripts', 'public', '.env']) expect(ignored).not.toContain(needed);
  });
});
