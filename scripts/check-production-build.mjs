// Fails when the production build in dist/ carries mock code (MSW, its worker, or the mock backend),
// or when a chunk lost its compile hint (decision 298: scripts/vite-compile-hints.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compileHintProblems, wantsCompileHint } from './vite-compile-hints.ts';

const dist = process.argv[2] ?? 'dist';
const MARKERS = ['mockServiceWorker', 'setupWorker', '[MSW]', 'msw/browser', '@msw/data', 'mock-backend-signing-key', 'invoicing-mock-db'];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

if (!existsSync(dist)) {
  console.error(`${dist}/ does not exist: run npm run build first.`);
  process.exit(1);
}
const problems = [];
if (existsSync(join(dist, 'mockServiceWorker.js'))) problems.push(`${dist}/mockServiceWorker.js exists`);
for (const file of files(dist)) {
  const text = readFileSync(file, 'utf8');
  for (const marker of MARKERS) if (text.includes(marker)) problems.push(`${file} contains "${marker}"`);
}
if (problems.length > 0) {
  console.error(`The production build contains mock code:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`${dist}/ contains no mock code and no MSW worker.`);

const { lazyOnlyPackages } = JSON.parse(readFileSync('bundle-budgets.json', 'utf8'));
const chunks = Object.fromEntries([...files(join(dist, 'assets'))].filter((file) => file.endsWith('.js')).map((file) => [file, readFileSync(file, 'utf8')]));
// A chunk's modules are the sources of its source map; a chunk that only passes on another's
// exports has none, and no module of its own.
if (!Object.keys(chunks).some((file) => existsSync(`${file}.map`))) {
  console.error(`${dist}/ has no source maps, which tell the chunks holding a PDF library: build with them (vite.config.ts).`);
  process.exit(1);
}
const sources = (file) => (existsSync(`${file}.map`) ? JSON.parse(readFileSync(`${file}.map`, 'utf8')).sources : []);
const unhinted = compileHintProblems(chunks, (file) => wantsCompileHint(sources(file), lazyOnlyPackages));
if (unhinted.length > 0) {
  console.error(`These chunks lack their compile hint (scripts/vite-compile-hints.ts):\n- ${unhinted.join('\n- ')}`);
  process.exit(1);
}
console.log(`Every chunk but the PDF libraries' carries its compile hint (${Object.keys(chunks).length} scripts).`);
