// `npm run bench:bank-confirm`: confirming 1,000 sure matches in one request
// (POST /api/bank-accounts/{id}/matches) against the mock in the large scenario, through the real
// handlers: the busiest business is given 1,000 more open invoices, a statement of 1,000 lines
// paying them by number is imported,
// the engine's sure suggestions are confirmed in bulk, then every match is undone, BENCH_RUNS times
// (3 by default). Prints the median and each run, the write lock's longest hold, and the machine's
// load. Figures only: it fails only when it cannot measure (docs/benchmarks.md#benchbank-confirm).
import { loadavg } from 'node:os';
import { getResponse } from 'msw';
import { signToken } from '../mocks/runtime/auth';
import { today } from '../mocks/runtime/clock';
import { startColdStart } from '../mocks/runtime/cold-start';
import { db, writeLockHold, type InvoiceRecord } from '../mocks/runtime/db';
import { balanceOf } from '../mocks/domain/invoice-views';
import { createHandlers } from '../mocks/handlers';
import { confirmChunk } from '../mocks/handlers/bank-matches';
import { seed } from '../mocks/seed/seed';
import { suggestMatches } from '../src/features/billing/bank-accounts/matching/suggest-matches';
import type { OpenInvoice } from '../src/features/billing/bank-accounts/matching/types';

const BASE = 'http://bench.local/';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LINES = 1_000;
const GOAL_MS = 5_000;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

console.log(`load before: ${load()}`);
await seed('large');
startColdStart(0);
const handlers = createHandlers(BASE);
const token = await signToken({ username: 'admin', roles: ['ADMIN', 'USER'] });

async function call(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const answer = await getResponse(
    handlers,
    new Request(new URL(path, BASE), {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  if (!answer) throw new Error(`No handler for ${method} ${path}`);
  const text = await answer.text();
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${text.slice(0, 500)}`);
  return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
}

// The large scenario's businesses have a few dozen open invoices each: the busiest one is given
// 1,000 more, copies of one of its open invoices with numbers of their own.
const date = today();
const isOpen = (record: InvoiceRecord) =>
  (record.status === 'ISSUED' || record.status === 'PARTIALLY_PAID') &&
  record.number !== undefined &&
  record.issueDate <= date &&
  balanceOf(record) > 0;
const counts = new Map<number, number>();
for (const record of db.invoices.all()) if (isOpen(record)) counts.set(record.businessId, (counts.get(record.businessId) ?? 0) + 1);
const businessId = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
const template = db.invoices.all().find((record) => record.businessId === businessId && record.status === 'ISSUED' && isOpen(record));
if (businessId === undefined || !template) throw new Error('The large scenario has no open invoice to copy.');
let nextId = Math.max(...db.invoices.all().map((record) => record.id)) + 1;
for (let copy = 0; copy < LINES; copy += 1) {
  const id = nextId++;
  await db.invoices.create({
    ...structuredClone(template),
    id,
    number: `BENCH-${String(copy).padStart(4, '0')}`,
    sequence: 900_000 + copy,
  });
}
const open: OpenInvoice[] = db.invoices
  .all()
  .filter((record) => record.businessId === businessId && isOpen(record))
  .map((record) => ({
    id: record.id,
    number: record.number ?? '',
    businessId: record.businessId,
    clientId: record.clientId,
    clientName: db.clients.findFirst((q) => q.where({ id: record.clientId }))?.clientName ?? '',
    issueDate: record.issueDate,
    dueDate: record.dueDate,
    balance: balanceOf(record),
  }));
const paid = open.filter((invoice) => invoice.number.startsWith('BENCH-'));

const account = await call('POST', '/api/bank-accounts', { businessId, name: 'Bench', accountNumber: '01-0902-0068389-00' });
const accountId = account.id as number;
await call('POST', `/api/bank-accounts/${accountId}/imports`, {
  lines: paid.map((invoice, index) => ({
    date,
    amount: invoice.balance,
    payee: `PAYER ${index}`,
    particulars: invoice.number,
    reference: `BENCH ${index}`,
  })),
});
const lines = db.bankLines.findMany((q) => q.where({ accountId }));

const suggestStarted = performance.now();
const suggestions = suggestMatches(
  lines.map(({ id, date: on, amount, payee, particulars, reference }) => ({ id, date: on, amount, payee, particulars, reference })),
  { invoices: open },
);
const suggestMs = performance.now() - suggestStarted;
const matches = suggestions.flatMap((one) => {
  const first = one.suggestions[0];
  if (first?.confidence !== 'sure' || first.excess !== 0) return [];
  return [{ lineId: one.lineId, allocations: first.allocations.map((a) => ({ invoiceId: a.documentId, amount: a.amount })) }];
});
if (matches.length !== LINES) throw new Error(`The engine found ${matches.length} sure matches of ${LINES}.`);

let version = 0;

/** Confirms every match in one request (recorded `chunkLines` lines per write) while another user renames the account. */
async function measure(chunkLines: number) {
  confirmChunk.lines = chunkLines;
  const confirmMs: number[] = [];
  const undoMs: number[] = [];
  const holds: number[] = [];
  const otherMs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    writeLockHold.reset();
    let started = performance.now();
    // Another user's write sent while the confirm holds the write lock: how long it waits (decision 234).
    let other: Promise<number> | undefined;
    writeLockHold.onWrite = () => {
      writeLockHold.onWrite = undefined;
      const otherStarted = performance.now();
      other = call('PUT', `/api/bank-accounts/${accountId}`, {
        version,
        name: `Bench ${version}`,
        accountNumber: '01-0902-0068389-00',
      }).then(() => performance.now() - otherStarted);
    };
    const confirming = call('POST', `/api/bank-accounts/${accountId}/matches`, { matches });
    const result = await confirming;
    otherMs.push(await (other ?? Promise.reject(new Error('No write was seen.'))));
    version += 1;
    confirmMs.push(performance.now() - started);
    holds.push(writeLockHold.longestMs);
    if (result.matched !== LINES) throw new Error(`Matched ${String(result.matched)} of ${LINES}.`);
    started = performance.now();
    for (const { lineId } of matches) await call('DELETE', `/api/bank-accounts/${accountId}/lines/${lineId}/match`);
    undoMs.push(performance.now() - started);
  }
  return { confirmMs, undoMs, holds, otherMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-NZ')} ms`;
console.log(
  `business ${businessId}: ${open.length.toLocaleString('en-NZ')} open invoices (${LINES} of them copies); ${LINES} lines imported`,
);
console.log(`suggestions for ${LINES} lines (engine, once): ${ms(suggestMs)}`);
for (const chunkLines of [confirmChunk.lines, LINES]) {
  const { confirmMs, undoMs, holds, otherMs } = await measure(chunkLines);
  const how = chunkLines >= LINES ? 'one write (as before decision 234)' : `${chunkLines} lines per write`;
  console.log(
    `confirm ${LINES} sure matches in one request, ${how}: median ${ms(median(confirmMs))} (runs: ${confirmMs.map(ms).join(', ')}) ${median(confirmMs) < GOAL_MS ? 'ok' : 'MISS'} (goal < ${ms(GOAL_MS)})`,
  );
  console.log(`  write lock held at most: ${ms(Math.max(...holds))}`);
  console.log(
    `  another user's write made during the confirm answered in: median ${ms(median(otherMs))} (runs: ${otherMs.map(ms).join(', ')})`,
  );
  console.log(`  undo ${LINES} matches one request each: median ${ms(median(undoMs))} (runs: ${undoMs.map(ms).join(', ')})`);
}
console.log(`load after: ${load()}`);
