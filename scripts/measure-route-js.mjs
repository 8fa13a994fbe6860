// Prints, for each lazy route module in dist/, the JavaScript (gzip) it loads beyond the entry
// chunk: its own chunk and every chunk it imports. Run after `npm run build`:
//   node scripts/measure-route-js.mjs [dist]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const assets = join(dist, 'assets');
if (!existsSync(assets)) {
  console.error(`${assets} does not exist: run npm run build first.`);
  process.exit(1);
}
const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'));
const importsOf = (name) =>
  [...readFileSync(join(assets, name), 'utf8').matchAll(/(?:from|import\()\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]);

function closure(start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length > 0) {
    const name = stack.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...importsOf(name));
  }
  return seen;
}

const gzip = (name) => gzipSync(readFileSync(join(assets, name))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const chunkOf = (route) => chunks.find((name) => new RegExp(`^${route}-[\\w-]{8}\\.js$`).test(name));

const entry = chunks.find((name) => /^index-[\w-]{8}\.js$/.test(name));
const shared = closure(entry);
console.log(`entry ${entry}: ${kb(gzip(entry))} gzip`);

// The layouts a route is drawn in, as the route table nests them.
const LAYOUTS = { public: ['with-query-client', 'public-layout'], signedIn: ['with-query-client', 'app-layout'] };
const routes = readdirSync('src/app/routes')
  .filter((name) => name.endsWith('.tsx') && !name.includes('.stories.') && !name.includes('.test.'))
  .map((name) => name.replace(/\.tsx$/, ''))
  .filter((name) => !['with-query-client', 'public-layout', 'app-layout'].includes(name));
const PUBLIC = ['login', 'register', 'unauthorized'];

for (const route of routes) {
  const own = chunkOf(route);
  if (!own) continue;
  const layouts = route === 'landing' ? [] : PUBLIC.includes(route) ? LAYOUTS.public : LAYOUTS.signedIn;
  const loaded = new Set();
  for (const name of [own, ...layouts.map(chunkOf).filter(Boolean)]) for (const chunk of closure(name)) loaded.add(chunk);
  const beyond = [...loaded].filter((name) => !shared.has(name));
  const bytes = beyond.reduce((sum, name) => sum + gzip(name), 0);
  console.log(`${route.padEnd(18)} ${kb(bytes).padStart(9)} gzip beyond the entry`);
}
