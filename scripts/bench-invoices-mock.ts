// `npm run bench:invoices-mock`: how fast the mock backend answers invoice history and dashboard
// requests in the large scenario (20,000 extra invoices). Prints figures; asserts nothing.
// Each request goes through the real MSW handlers (token check, query, JSON), as in the browser.
import { getResponse } from 'msw';
import { signToken } from '../mocks/runtime/auth';
import { startColdStart } from '../mocks/runtime/cold-start';
import { db } from '../mocks/runtime/db';
import { createHandlers } from '../mocks/handlers';
import { seed } from '../mocks/seed/seed';
import { addDays, todayIn } from '../src/lib/calendar-date';

const BASE = 'http://bench.local/';
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const started = performance.now();
await seed('large');
const seedMs = performance.now() - started;
startColdStart(0);

const handlers = createHandlers(BASE);
const tokens = {
  admin: await signToken({ username: 'admin', roles: ['ADMIN', 'USER'] }),
  user: await signToken({ username: 'user', roles: ['USER'] }),
};

async function request(method: string, path: string, token: string, body?: unknown) {
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
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${text}`);
  return text === '' ? null : (JSON.parse(text) as Record<string, unknown>);
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0 };
}

const today = todayIn();
const someBusiness = db.businesses.all().find((b) => b.id > 3 && b.businessPermittedLogins.includes('user'))?.id ?? 4;
const cases: Array<[string, 'admin' | 'user', string]> = [
  ['history, first page (admin, all invoices)', 'admin', '/api/invoices'],
  ['history, first page (user, permitted only)', 'user', '/api/invoices'],
  ['history, page 500', 'admin', '/api/invoices?page=500'],
  ['status=OVERDUE', 'admin', '/api/invoices?status=OVERDUE'],
  ['status=PAID&status=PARTIALLY_PAID', 'admin', '/api/invoices?status=PAID&status=PARTIALLY_PAID'],
  ['one business', 'user', `/api/invoices?businessId=${someBusiness}`],
  ['date range (90 days)', 'admin', `/api/invoices?from=${addDays(today, -180)}&to=${addDays(today, -90)}`],
  ['search "smith"', 'admin', '/api/invoices?q=smith'],
  ['search by number "B42-00"', 'admin', '/api/invoices?q=B42-00'],
  ['sort clientName,asc', 'admin', '/api/invoices?sort=clientName,asc'],
  ['sort total,desc + status + search', 'user', '/api/invoices?sort=total,desc&status=ISSUED&q=an'],
  ['CSV export page (size=2000)', 'admin', '/api/invoices?size=2000'],
  ['dashboard summary (admin)', 'admin', '/api/invoices/summary'],
  ['dashboard summary (one business)', 'user', `/api/invoices/summary?businessId=${someBusiness}`],
  ['one invoice', 'user', `/api/invoices/${db.invoices.all().find((i) => i.businessId === someBusiness)?.id ?? 1}`],
  ['invoiceable businesses (admin, 300)', 'admin', '/api/invoicing/businesses'],
];

console.log(
  `Mock backend, large scenario: ${db.invoices.count()} invoices, ${db.businesses.count()} businesses, ${db.clients.count()} clients.`,
);
global.gc?.();
const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;
console.log(`Seeding the large scenario took ${seedMs.toFixed(0)} ms; heap in use afterwards: ${heapMb.toFixed(0)} MB.\n`);
console.log(`${'request'.padEnd(48)} ${'median'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}   rows`);
for (const [label, who, path] of cases) {
  await request('GET', path, tokens[who]); // warm up
  const samples: number[] = [];
  let rows = '';
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now();
    const body = await request('GET', path, tokens[who]);
    samples.push(performance.now() - t);
    const page = body?.page as { totalElements?: number } | undefined;
    rows = page?.totalElements !== undefined ? String(page.totalElements) : '';
  }
  const { median, p95, max } = stats(samples);
  console.log(
    `${label.padEnd(48)} ${median.toFixed(1).padStart(6)}ms ${p95.toFixed(1).padStart(6)}ms ${max.toFixed(1).padStart(6)}ms   ${rows}`,
  );
}

// Writes: create a draft and issue it (numbering scans the business's invoices).
const writeSamples: number[] = [];
const client = db.clients.all().find((c) => c.linkedBusinessId === someBusiness);
if (client) {
  for (let i = 0; i < 10; i += 1) {
    const t = performance.now();
    const draft = await request('POST', '/api/invoices', tokens.user, {
      businessId: someBusiness,
      clientId: client.id,
      issueDate: today,
      dueDate: addDays(today, 14),
      lines: [{ description: 'Nights', quantity: '2', unitPrice: 24000, taxCode: 'EXEMPT' }],
    });
    await request('POST', `/api/invoices/${String(draft?.id)}/issue`, tokens.user, { version: 0 });
    writeSamples.push(performance.now() - t);
  }
  const { median, p95 } = stats(writeSamples);
  console.log(`${'create + issue a draft'.padEnd(48)} ${median.toFixed(1).padStart(6)}ms ${p95.toFixed(1).padStart(6)}ms`);
}

// Writes at once: every write runs under the one lock (serialise in mocks/runtime/db.ts), so a burst is
// answered one request after another. Total time for the burst, and each request's wait.
async function burst(label: string, count: number, send: (i: number) => Promise<unknown>) {
  const started = performance.now();
  const waits = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const t = performance.now();
      await send(i);
      return performance.now() - t;
    }),
  );
  const { median, p95 } = stats(waits);
  const total = performance.now() - started;
  console.log(`${label.padEnd(48)} ${median.toFixed(1).padStart(6)}ms ${p95.toFixed(1).padStart(6)}ms   total ${total.toFixed(0)} ms`);
}

console.log(`\n${'burst of writes (each request: median, p95)'.padEnd(48)}`);
await burst('200 registrations at once', 200, (i) =>
  request('POST', '/auth/register', tokens.admin, { username: `bench-${i}`, email: `bench-${i}@example.nz`, password: 'bench-pass-1' }),
);
if (client) {
  await burst('100 drafts created at once', 100, () =>
    request('POST', '/api/invoices', tokens.user, {
      businessId: someBusiness,
      clientId: client.id,
      issueDate: today,
      dueDate: addDays(today, 14),
      lines: [{ description: 'Nights', quantity: '2', unitPrice: 24000, taxCode: 'EXEMPT' }],
    }),
  );
}
