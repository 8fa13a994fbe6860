// Runs a test command several times while other processes keep every core busy, and reports each
// run: passed or failed, how long it took, the load, and the failing tests' lines. A suite that
// passes here passes on a busy CI machine (docs/testing.md#stable-under-load).
//
//   node scripts/stress-tests.mjs [--runs N] [--busy K] [--load-command "CMD"] [--logs DIR] -- COMMAND...
//
//   --runs N             how many times to run COMMAND, one after another (default 3)
//   --busy K             busy-loop processes to start (default: one per core)
//   --load-command CMD   also keep CMD running as load (restarted whenever it ends), e.g. "npx vitest run"
//   --logs DIR           where each run's output goes (default .stress/<time>)
//
// Exit code 0 when every run passed. Only the processes this script started are stopped, by id.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, openSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';

function usage(message) {
  console.error(`${message}\nUsage: node scripts/stress-tests.mjs [--runs N] [--busy K] [--load-command "CMD"] [--logs DIR] -- COMMAND...`);
  process.exit(2);
}

function parseArgs(argv) {
  const split = argv.indexOf('--');
  if (split === -1 || split === argv.length - 1) usage('No command to run.');
  const options = { runs: 3, busy: availableParallelism(), loadCommand: null, logs: null, command: argv.slice(split + 1) };
  const flags = argv.slice(0, split);
  for (let i = 0; i < flags.length; i += 2) {
    const [flag, value] = [flags[i], flags[i + 1]];
    if (value === undefined) usage(`${flag} needs a value.`);
    if (flag === '--runs' || flag === '--busy') {
      const number = Number(value);
      if (!Number.isInteger(number) || number < (flag === '--runs' ? 1 : 0)) usage(`${flag} takes a whole number.`);
      options[flag.slice(2)] = number;
    } else if (flag === '--load-command') options.loadCommand = value;
    else if (flag === '--logs') options.logs = value;
    else usage(`Unknown option ${flag}.`);
  }
  return options;
}

/** Its own process group, so stopping it stops its children (a test runner's workers) too. */
function start(command, args, output = 'ignore') {
  return spawn(command, args, { detached: true, stdio: ['ignore', output, output] });
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** The test run in progress, stopped with the load if this script is interrupted. */
let current = null;

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
/** Lines that name a failure in Vitest's or Playwright's output. */
const FAILURE_LINE = /(\bFAIL\b|✘|×|^\s+\d+\) )/;

function runOnce(command, logFile) {
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    const failures = new Set();
    let tail = '';
    const child = spawn(command[0], command.slice(1), { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const read = (chunk) => {
      log.write(chunk);
      const lines = (tail + chunk.toString('utf8')).split('\n');
      tail = lines.pop() ?? '';
      for (const line of lines) {
        const plain = line.replace(ANSI, '').trimEnd();
        if (FAILURE_LINE.test(plain)) failures.add(plain.trim());
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const started = Date.now();
    current = child;
    child.on('close', (code, signal) => {
      current = null;
      log.end();
      resolve({ passed: code === 0, code: code ?? signal, seconds: (Date.now() - started) / 1000, failures: [...failures] });
    });
  });
}

const options = parseArgs(process.argv.slice(2));
const logDir = options.logs ?? join('.stress', new Date().toISOString().replace(/[:.]/g, '-'));
mkdirSync(logDir, { recursive: true });

const load = [];
let stopping = false;
for (let i = 0; i < options.busy; i += 1) load.push(start(process.execPath, ['-e', 'for (;;) {}']));
function keepLoadCommandRunning() {
  if (stopping || options.loadCommand === null) return;
  const child = start('sh', ['-c', options.loadCommand], openSync(join(logDir, 'load-command.log'), 'a'));
  load.push(child);
  child.on('close', keepLoadCommandRunning);
}
keepLoadCommandRunning();

function stopAll() {
  stopping = true;
  for (const child of load) stop(child);
  if (current) stop(current);
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

console.log(
  `${options.runs} run(s) of: ${options.command.join(' ')}\nLoad: ${options.busy} busy loop(s) on ${availableParallelism()} core(s)` +
    `${options.loadCommand ? `, and "${options.loadCommand}" over and over` : ''}. Logs in ${logDir}/.`,
);
const results = [];
for (let run = 1; run <= options.runs; run += 1) {
  const result = await runOnce(options.command, join(logDir, `run-${run}.log`));
  const load1 = loadavg()[0].toFixed(1);
  results.push({ run, ...result, load1 });
  console.log(
    `run ${run}: ${result.passed ? 'passed' : `FAILED (exit ${String(result.code)})`} in ${result.seconds.toFixed(0)} s, load average ${load1}`,
  );
  for (const line of result.failures.slice(0, 20)) console.log(`    ${line}`);
}
stopAll();

const passed = results.filter((result) => result.passed).length;
console.log(`\n${passed} of ${results.length} run(s) passed under load.`);
process.exit(passed === results.length ? 0 : 1);
