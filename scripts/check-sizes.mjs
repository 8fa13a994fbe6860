// Files a newcomer can read (docs/architecture.md#size-limits): no file of src/ over 300 lines.
// ESLint checks the .ts and .tsx files (max-lines and max-lines-per-function in eslint.config.js;
// the generated src/api/schema.d.ts is ignored there); this checks the others, stylesheets above all.
//   node scripts/check-sizes.mjs [folder]   (default: src; exits 1 and names each file too long)
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';

const MAX_LINES = 300;
const CHECKED_BY_ESLINT = new Set(['.ts', '.tsx']);

function* filesIn(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else if (entry.isFile() && !CHECKED_BY_ESLINT.has(extname(entry.name))) yield path;
  }
}

const lineCount = (text) => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

const folder = process.argv[2] ?? 'src';
const tooLong = [...filesIn(folder)]
  .map((path) => ({ path, lines: lineCount(readFileSync(path, 'utf8')) }))
  .filter(({ lines }) => lines > MAX_LINES);

for (const { path, lines } of tooLong) {
  console.error(`${path}: ${lines} lines (at most ${MAX_LINES}): split it along its parts, e.g. a stylesheet per component.`);
}
process.exit(tooLong.length > 0 ? 1 : 0);
