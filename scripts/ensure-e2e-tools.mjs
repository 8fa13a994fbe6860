// Browser tests run in Debian's chromium (Playwright cannot download browsers here), and the
// production project serves the build with Debian's nginx; with the argument `pdf` (before the unit
// tests), the PDF tests' qpdf and pdftotext instead. Installs what is missing when allowed (root
// with apt-get, as in CI); otherwise says how and fails, so no test runs without its tools.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const onPath = (name) => (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(`${dir}/${name}`));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pdfOnly = process.argv[2] === 'pdf';
const wanted = pdfOnly
  ? [
      { name: 'qpdf', present: () => onPath('qpdf'), packages: ['qpdf'] },
      { name: 'pdftotext', present: () => onPath('pdftotext'), packages: ['poppler-utils'] },
    ]
  : [
      { name: 'chromium', present: () => existsSync(chromium), packages: ['chromium', 'fonts-dejavu-core'] },
      {
        name: 'nginx',
        present: () => existsSync('/usr/sbin/nginx'),
        packages: ['nginx', 'libnginx-mod-http-brotli-filter', 'gettext-base'],
      },
    ];

const missing = wanted.filter((tool) => !tool.present());
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  const packages = missing.flatMap((tool) => tool.packages);
  console.log(`Installing ${missing.map((tool) => tool.name).join(' and ')} with apt-get (one time): ${packages.join(' ')}`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const stillMissing = wanted.filter((tool) => !tool.present());
if (stillMissing.length > 0) {
  for (const tool of stillMissing) {
    console.error(
      `Missing ${tool.name}. Install it (Debian: sudo apt-get install -y ${tool.packages.join(' ')})${tool.name === 'chromium' ? ' or set CHROMIUM_PATH to a Chromium binary' : ''}.`,
    );
  }
  process.exit(1);
}
