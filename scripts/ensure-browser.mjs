// Browser tests run in Debian's chromium (Playwright cannot download browsers here). Installs it
// when missing and allowed (root with apt-get, as in CI); otherwise says how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('chromium is missing: installing Debian\'s chromium with apt-get (one time)…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (existsSync(path)) process.exit(0);
}
console.error(`No chromium at ${path}. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`);
process.exit(1);
