// `npm run bench:lock`: the longest time any write holds the mock's one write lock (db.ts
// serialise) in the large scenario, while every other write waits (goal: under 100 ms). Runs a
// round of everyday writes and the worst catch-up a schedule may cause (a weekly ISSUE schedule
// starting as far back as allowed, then the clock moved two months on); BENCH_RUNS rounds (5 by
// default), then prints each write's longest hold and the median of the rounds' longest.
import { readFileSync } from 'node:fs';
import { getResponse } from 'msw';
import { signToken } from '../mocks/runtime/auth';
import { setMockDate, today } from '../mocks/runtime/clock';
import { startColdStart } from '../mocks/runtime/cold-start';
import { db, writeLockHold } from '../mocks/runtime/db';
import { createHandlers } from '../mocks/handlers';
import { seed } from '../mocks/seed/seed';
import { SCHEDULE_START_WINDOW } from '../src/config/invoicing';
import { addDays } from '../src/lib/calendar-date';

const BASE = 'http://bench.local/';
const ROUNDS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_MS = 100;

await seed('large');
startColdStart(0);
const handlers = createHandlers(BASE);
const tokens = {
  admin: await signToken({ username: 'admin', roles: ['ADMIN', 'USER'] }),
  user: await signToken({ username: 'user', roles: ['USER'] }),
};
type Who = keyof typeof tokens;

/** Answers a request and returns the longest lock hold it caused. */
async function timed(method: string, path: string, who: Who, body?: unknown): Promise<{ json: Record<string, unknown>; holdMs: number }> {
  writeLockHold.reset();
  const answer = await getResponse(
    handlers,
    new Request(new URL(path, BASE), {
      method,
      headers: { Authorization: `Bearer ${tokens[who]}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  if (!answer) throw new Error(`No handler for ${method} ${path}`);
  const text = await answer.text();
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${text}`);
  return { json: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>), holdMs: writeLockHold.longestMs };
}

const LINE = { description: 'Labour', quantity: '2', unitPrice: 8000, taxCode: 'STANDARD' };
const longest = new Map<string, number>();
const roundLongest: number[] = [];

async function round(): Promise<number> {
  let worst = 0;
  const note = (label: string, holdMs: number) => {
    longest.set(label, Math.max(longest.get(label) ?? 0, holdMs));
    worst = Math.max(worst, holdMs);
  };
  const date = today();
  const invoice = { businessId: 1, clientId: 1, issueDate: date, dueDate: addDays(date, 14), lines: [LINE] };
  const draft = await timed('POST', '/api/invoices', 'user', invoice);
  note('create a draft invoice', draft.holdMs);
  const issued = await timed('POST', `/api/invoices/${String(draft.json.id)}/issue`, 'user', { version: draft.json.version });
  note('issue it (numbering)', issued.holdMs);
  const paid = await timed('POST', `/api/invoices/${String(draft.json.id)}/payments`, 'user', {
    version: issued.json.version,
    amount: 100,
    paidOn: date,
    method: 'BANK_TRANSFER',
  });
  note('record a payment', paid.holdMs);
  const quote = await timed('POST', '/api/quotes', 'user', { ...invoice, dueDate: undefined, validUntil: addDays(date, 30) });
  note('create a quote', quote.holdMs);
  note(
    'send it (numbering)',
    (await timed('POST', `/api/quotes/${String(quote.json.id)}/send`, 'user', { version: quote.json.version })).holdMs,
  );
  note(
    'create a client (admin)',
    (await timed('POST', '/api/admin/clients', 'admin', { linkedBusinessId: 1, clientName: 'Bench client' })).holdMs,
  );
  // The worst catch-up a request may cause: a weekly ISSUE schedule as far back as allowed.
  const start = addDays(date, -SCHEDULE_START_WINDOW.daysBefore);
  const schedule = await timed('POST', '/api/schedules', 'admin', {
    businessId: 2,
    clientId: 4,
    frequency: 'WEEKLY',
    startDate: start,
    endType: 'NEVER',
    mode: 'ISSUE',
    paymentTermsDays: 7,
    lines: [LINE],
  });
  note('create a schedule 92 days back (catch-up)', schedule.holdMs);
  note('next request (rest of the catch-up)', (await timed('GET', '/api/invoices?size=1', 'user')).holdMs);
  // Every schedule two months behind at once, as after a long quiet spell.
  setMockDate(addDays(date, 61));
  note('first request two months on (every schedule due)', (await timed('GET', '/api/invoices?size=1', 'user')).holdMs);
  setMockDate(date);
  // Out of the way for the next round (the schedule's own requests would make more invoices first).
  await db.schedules.update((q) => q.where({ id: Number(schedule.json.id) }), {
    data(record) {
      record.status = 'ENDED';
    },
  });
  return worst;
}

setMockDate(today());
console.log(`Large scenario: ${db.invoices.count()} invoices, ${db.schedules.count()} schedules, ${db.clients.count()} clients.`);
await round(); // warm up
longest.clear();
for (let i = 0; i < ROUNDS; i += 1) roundLongest.push(await round());

console.log(`\n${'write'.padEnd(52)} longest hold over ${ROUNDS} rounds`);
for (const [label, ms] of longest) console.log(`${label.padEnd(52)} ${ms.toFixed(1).padStart(8)} ms`);
const sorted = [...roundLongest].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
console.log(`\nLongest write-lock hold per round: ${sorted.map((ms) => ms.toFixed(1)).join(', ')} ms`);
console.log(`Median: ${median.toFixed(1)} ms (goal under ${GOAL_MS} ms): ${median < GOAL_MS ? 'met' : 'MISSED'}`);
console.log(`Load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
