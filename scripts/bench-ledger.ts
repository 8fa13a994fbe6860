// `npm run bench:ledger`: the ledger over the large scenario (docs/benchmarks.md#benchledger).
// Derives Harbourview's journals (business 2: its 20,000 bills and expenses and its invoices) from
// its documents as the mock does on every ledger request, then times the trial balance at today
// and the general ledger of receivables and payables over a year on those journals, and on the
// same journals twice over (twice the entries) to show the growth. Then the same over every
// business of the scenario. Prints the median of BENCH_RUNS runs (5); figures only.
import { loadavg } from 'node:os';
import { addDays } from '../src/lib/calendar-date';
import { generalLedger, trialBalance } from '../src/lib/ledger/reports';
import type { Journal } from '../src/lib/ledger/types';
import { ledgerOf } from '../mocks/domain/ledger';
import { today } from '../mocks/runtime/clock';
import { db } from '../mocks/runtime/db';
import { seed } from '../mocks/seed/seed';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function time<T>(work: () => T): { ms: number; result: T } {
  const runs: number[] = [];
  let result = work();
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    result = work();
    runs.push(performance.now() - started);
  }
  return { ms: median(runs), result };
}

const entriesOf = (journals: readonly Journal[]) => journals.reduce((sum, journal) => sum + journal.lines.length, 0);

function report(label: string, journals: readonly Journal[], chart: Parameters<typeof trialBalance>[2], base?: number): number {
  const date = today();
  const from = addDays(date, -365);
  const tb = time(() => trialBalance(journals, date, chart));
  const gl = time(() => [generalLedger(journals, '610', from, date), generalLedger(journals, '800', from, date)]);
  if (tb.result.totalDebit !== tb.result.totalCredit) throw new Error(`${label}: the trial balance does not balance`);
  const entries = entriesOf(journals);
  const growth =
    base === undefined
      ? ''
      : ` (x${(tb.ms / base).toFixed(2)} for x${(entries / entriesOf(journals.slice(0, journals.length / 2))).toFixed(0)} entries)`;
  console.log(
    `  ${label.padEnd(34)} ${String(journals.length).padStart(7)} journals ${String(entries).padStart(8)} entries: trial balance ${tb.ms.toFixed(1).padStart(6)} ms${growth}, general ledger 610 + 800 ${gl.ms.toFixed(1).padStart(6)} ms (${gl.result.map((g) => g.entries.length).join(' + ')} entries)`,
  );
  return tb.ms;
}

console.log(`load before: ${load()}`);
const seeding = performance.now();
await seed('large');
console.log(`large scenario seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; today ${today()}`);

const harbourview = db.businesses.findFirst((q) => q.where({ id: 2 }));
if (!harbourview) throw new Error('the large scenario has no business 2');
const derived = time(() => ledgerOf(harbourview));
const { chart, journals } = derived.result;
console.log(`deriving Harbourview's journals from its documents (each ledger request): ${derived.ms.toFixed(1)} ms`);
const once = report('Harbourview', journals, chart.accounts);
report('Harbourview, every journal twice', [...journals, ...journals], chart.accounts, once);

const everyone = time(() => db.businesses.all().flatMap((business) => ledgerOf(business).journals));
console.log(`deriving every business's journals: ${everyone.ms.toFixed(1)} ms`);
const all = report('every business', everyone.result, chart.accounts);
report('every business, every journal twice', [...everyone.result, ...everyone.result], chart.accounts, all);
console.log(`load after: ${load()}`);
