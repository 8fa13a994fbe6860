// `npm run bench:bundle`: builds for production and prints, per route, the gzip size of the
// JavaScript and CSS it loads before rendering; fails when bundle-budgets.json is exceeded
// (route totals, admin/invoicing chunks, and PDF libraries outside their own lazy chunk).
import { readFileSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { chunkHolding } from './lib/chunk-graph.ts';

const budgets = JSON.parse(readFileSync('bundle-budgets.json', 'utf8'));
const root = process.cwd();
const kb = (bytes) => bytes / 1024;
const fmt = (bytes) => `${kb(bytes).toFixed(1)} KB`;

/** Captures the final chunks and assets with their modules and imports. */
function capture(sink) {
  return {
    name: 'bench-capture',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) sink.push(item);
    },
  };
}

const output = [];
process.env.VITE_API_MOCKING = 'disabled';
await build({
  mode: 'production',
  logLevel: 'warn',
  build: { outDir: '.bench/bundle-dist', emptyOutDir: true, sourcemap: false },
  plugins: [capture(output)],
});

const chunks = output.filter((item) => item.type === 'chunk');
const assets = new Map(output.filter((item) => item.type === 'asset').map((a) => [a.fileName, a]));
const byFile = new Map(chunks.map((c) => [c.fileName, c]));
const gz = new Map();
const gzipOf = (name, source) => {
  if (!gz.has(name)) gz.set(name, gzipSync(typeof source === 'string' ? Buffer.from(source) : Buffer.from(source), { level: 9 }).length);
  return gz.get(name);
};
const chunkGzip = (chunk) => gzipOf(chunk.fileName, chunk.code);
const cssOf = (chunk) => [...(chunk.viteMetadata?.importedCss ?? [])];

function closure(start) {
  const seen = new Set();
  const stack = [...start];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) stack.push(imported);
  }
  return seen;
}

const entry = chunks.find((c) => c.isEntry);
const chunkOfModule = (path) => {
  const id = resolve(root, path);
  const chunk = chunkHolding(chunks, (module) => module === id);
  if (!chunk) throw new Error(`No chunk holds ${path}: update bundle-budgets.json`);
  return chunk.fileName;
};
// The entry starts the app through a dynamic import (src/main.tsx): every route loads both.
const appChunks = budgets.appModules.map(chunkOfModule);
const entryClosure = closure([entry.fileName, ...appChunks]);
// What every screen under the query cache loads (its layout and the kit, decision 299): no area's chunk.
const everyScreenClosure = closure([...entryClosure, ...(budgets.everyScreenModules ?? []).map(chunkOfModule)]);

const failures = [];
const rows = [];
const largestAreaChunk = { file: '', size: 0 };
const routeSets = new Map();
// A visitor's `/` runs the page's own script and starts the app only when heading for it (decision 180).
const budgetRows = [
  ...Object.entries(budgets.routes),
  ...(budgets.landingBeforeInteraction ? [['/ before interaction', { ...budgets.landingBeforeInteraction, withoutApp: true }]] : []),
];
for (const [route, spec] of budgetRows) {
  // A route only mock builds have (the Outbox): in this production build its module must be nowhere.
  if (spec.mockOnly) {
    for (const path of spec.modules) {
      if (chunks.some((c) => c.moduleIds.includes(resolve(root, path)))) failures.push(`${route}: ${path} is in the production build`);
    }
    continue;
  }
  const files = closure([entry.fileName, ...(spec.withoutApp ? [] : appChunks), ...spec.modules.map(chunkOfModule)]);
  routeSets.set(route, files);
  const js = [...files].reduce((sum, file) => sum + chunkGzip(byFile.get(file)), 0);
  const cssFiles = new Set([...files].flatMap((file) => cssOf(byFile.get(file))));
  const css = [...cssFiles].reduce((sum, file) => sum + gzipOf(file, assets.get(file).source), 0);
  rows.push({ route, js, css, chunks: files.size });
  if (spec.maxJsKb !== undefined && kb(js) > spec.maxJsKb)
    failures.push(`${route}: JS ${fmt(js)} is over its budget of ${spec.maxJsKb} KB`);

  if (spec.area) {
    for (const file of files) {
      if (everyScreenClosure.has(file)) continue;
      const size = chunkGzip(byFile.get(file));
      if (size > largestAreaChunk.size) Object.assign(largestAreaChunk, { file, size });
      if (kb(size) > budgets.maxAreaChunkKb)
        failures.push(`${route}: chunk ${file} is ${fmt(size)}, over the ${budgets.maxAreaChunkKb} KB limit for ${spec.area} chunks`);
    }
  }
}

// PDF libraries: only in chunks that no route loads up front.
const packageOf = (id) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
const lazyOnly = new Set(budgets.lazyOnlyPackages);
const pdfChunks = chunks.filter((c) => c.moduleIds.some((id) => lazyOnly.has(packageOf(id))));
for (const chunk of pdfChunks) {
  for (const [route, files] of routeSets) {
    if (files.has(chunk.fileName)) failures.push(`${route} loads ${chunk.fileName}, which holds a PDF library that must stay lazy`);
  }
  const appModules = chunk.moduleIds.filter((id) => !id.includes('node_modules') && !id.startsWith('\0'));
  if (appModules.length > 0)
    failures.push(`${chunk.fileName} mixes a PDF library with app code: ${appModules.map((id) => relative(root, id)).join(', ')}`);
}

// index.html uncompressed (a host without gzip): past two TCP windows (14.6 + 29.2 KB, headers
// included) a phone on slow 4G waits a round trip more before the first paint (decision 280).
const landingHtml = statSync('.bench/bundle-dist/index.html').size;
if (budgets.landingHtmlMaxBytes !== undefined && landingHtml > budgets.landingHtmlMaxBytes)
  failures.push(`index.html is ${landingHtml} bytes, over its budget of ${budgets.landingHtmlMaxBytes} (uncompressed)`);

console.log('\nRoute                 JS (gzip)    CSS (gzip)   Total       Chunks');
for (const row of rows) {
  console.log(
    `${row.route.padEnd(22)}${fmt(row.js).padStart(10)}   ${fmt(row.css).padStart(10)}   ${fmt(row.js + row.css).padStart(10)}   ${String(row.chunks).padStart(4)}`,
  );
}
console.log(
  `\nLargest admin or invoicing chunk: ${largestAreaChunk.file} ${fmt(largestAreaChunk.size)} (limit ${budgets.maxAreaChunkKb} KB)`,
);
console.log(`index.html (the landing page, uncompressed): ${landingHtml} bytes (limit ${budgets.landingHtmlMaxBytes ?? 'none'})`);
console.log(
  `PDF library chunks (lazy): ${pdfChunks.length === 0 ? 'none in the build' : pdfChunks.map((c) => `${c.fileName} ${fmt(chunkGzip(c))}`).join(', ')}`,
);
if (failures.length > 0) {
  console.error(`\nBudget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll bundle budgets met.');
