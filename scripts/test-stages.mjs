// `npm test`: every stage of the suite in turn, stopping at the first that fails, then each stage's
// wall time beside the load average it ran under (docs/testing.md#stages). Stages by name run alone:
// `node scripts/test-stages.mjs pure integrated`.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

const node = process.execPath;
const STAGES = [
  { name: 'pdf-tools', title: 'PDF tools (qpdf, pdftotext)', args: ['scripts/ensure-e2e-tools.mjs', 'pdf'] },
  { name: 'pure', title: 'unit, pure (Vitest)', args: ['node_modules/.bin/vitest', 'run', '--project', 'pure'] },
  { name: 'integrated', title: 'unit, integrated (Vitest)', args: ['node_modules/.bin/vitest', 'run', '--project', 'integrated', '--project', 'stories'] },
  { name: 'e2e-tools', title: 'browser tools (Chromium, nginx)', args: ['scripts/ensure-e2e-tools.mjs'] },
  { name: 'e2e-mocks', title: 'e2e on mocks (Playwright)', args: ['node_modules/.bin/playwright', 'test'] },
  {
    name: 'e2e-production',
    title: 'e2e, production build (Playwright)',
    args: ['node_modules/.bin/playwright', 'test', '-c', 'playwright.production.config.ts'],
  },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`Unknown stage ${unknown.join(', ')}. Stages: ${STAGES.map((stage) => stage.name).join(', ')}.`);
  process.exit(2);
}
const stages = wanted.length === 0 ? STAGES : STAGES.filter((stage) => wanted.includes(stage.name));

const load = () => loadavg()[0].toFixed(1);
const duration = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

/** Runs one stage with the same Node as this script; resolves to its exit code. */
function run(stage) {
  return new Promise((resolve) => {
    const child = spawn(node, stage.args, { stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

console.log(`Node ${process.version}, ${stages.length} stage(s): ${stages.map((stage) => stage.name).join(', ')}`);
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.warn(`Node ${process.version} is not supported: use Node 24 LTS (.nvmrc; docs/decisions/150-node-24-lts-only.md).`);
}
const results = [];
const started = Date.now();
for (const stage of stages) {
  console.log(`\n=== ${stage.title} (${stage.name})`);
  const loadBefore = load();
  const start = Date.now();
  const code = await run(stage);
  results.push({ stage, code, ms: Date.now() - start, load: `${loadBefore} → ${load()}` });
  if (code !== 0) break;
}

const rows = [
  ...results.map(({ stage, code, ms, load: seen }) => [stage.title, code === 0 ? 'passed' : `FAILED (exit ${code})`, duration(ms), seen]),
  ...stages.slice(results.length).map((stage) => [stage.title, 'not run', '', '']),
  ['total', '', duration(Date.now() - started), ''],
];
const header = ['stage', 'result', 'wall time', 'load average (1 min)'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
console.log(`\n${line(header)}\n${line(widths.map((width) => '-'.repeat(width)))}\n${rows.map(line).join('\n')}`);

process.exit(results.every(({ code }) => code === 0) && results.length === stages.length ? 0 : 1);
