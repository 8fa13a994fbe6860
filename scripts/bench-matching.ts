// `npm run bench:matching`: the bank matching engine (src/features/billing/bank-accounts/matching)
// against the large scenario's open invoices and schedules, with statements of 1,000, 5,000 and
// 20,000 lines written from them (numbers written loosely, names by initials, part and over
// payments, schedule references, money out, lines matching nothing). Prints the median of
// BENCH_RUNS runs (3 by default) per size, the growth against 1,000 lines (linear: ok, or MISS when
// a line costs over 1.5 times what it costs at 1,000), and the time to record 1,000 sure matches.
// Figures only: it fails only when it cannot measure (docs/benchmarks.md#benchmatching).
import { loadavg } from 'node:os';
import { today } from '../mocks/runtime/clock';
import { db } from '../mocks/runtime/db';
import { createLookups, toListItem } from '../mocks/domain/invoice-views';
import { toScheduleListItem } from '../mocks/domain/schedules';
import { mulberry32 } from '../mocks/seed/seed-invoices';
import { seed } from '../mocks/seed/seed';
import { addDays } from '../src/lib/calendar-date';
import { applyMatches, openBooks } from '../src/features/billing/bank-accounts/matching/books';
import { indexDocuments } from '../src/features/billing/bank-accounts/matching/document-index';
import { suggestMatches } from '../src/features/billing/bank-accounts/matching/suggest-matches';
import type { BankLine, OpenInvoice, RecurringSchedule } from '../src/features/billing/bank-accounts/matching/types';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SIZES = [1_000, 5_000, 20_000];
const LINEAR_TOLERANCE = 1.5;

console.log(
  `load before: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
let started = performance.now();
await seed('large');
const asOf = today();
const lookups = createLookups();
const invoices: OpenInvoice[] = db.invoices
  .all()
  .filter((record) => record.status === 'ISSUED' || record.status === 'PARTIALLY_PAID')
  .map((record) => ({ item: toListItem(record, asOf, lookups), scheduleId: record.scheduleId }))
  .filter(({ item }) => item.balance > 0 && item.number !== undefined)
  .map(({ item, scheduleId }) => ({
    id: item.id,
    number: item.number ?? '',
    businessId: item.businessId,
    clientId: item.clientId,
    clientName: item.clientName,
    issueDate: item.issueDate,
    dueDate: item.dueDate,
    balance: item.balance,
    ...(scheduleId === undefined ? {} : { scheduleId }),
  }));
const schedules: RecurringSchedule[] = db.schedules.all().map((record) => {
  const item = toScheduleListItem(record);
  return {
    id: item.id,
    clientId: item.clientId,
    total: item.total,
    ...(item.clientName ? { clientName: item.clientName } : {}),
    ...(item.reference ? { reference: item.reference } : {}),
  };
});
console.log(
  `large scenario seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${invoices.length} open invoices, ${schedules.length} schedules`,
);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const random = mulberry32(20261126);
const pick = <T>(list: readonly T[]): T => {
  const value = list[Math.floor(random() * list.length)];
  if (value === undefined) throw new Error('Nothing to pick from.');
  return value;
};
const byClient = new Map<number, OpenInvoice[]>();
for (const invoice of invoices) byClient.set(invoice.clientId, [...(byClient.get(invoice.clientId) ?? []), invoice]);
const initials = (name: string) =>
  name
    .split(' ')
    .map((word, at, words) => (at < words.length - 1 ? word.charAt(0) : word))
    .join(' ')
    .toUpperCase();
const loosely = (number: string) =>
  pick([number, number.toLowerCase(), number.replace(/-0*/, ' '), number.replace(/^\D+-0*/, ''), `inv ${number}`]);

/** One statement line of a kind people really pay with. */
function lineOf(id: number): BankLine {
  const invoice = pick(invoices);
  const date = addDays(asOf, -Math.floor(random() * 30));
  const roll = random();
  const amountLike = (balance: number) => (random() < 0.7 ? balance : random() < 0.5 ? Math.ceil(balance / 2) : balance + 500);
  if (roll < 0.35)
    return { id, date, amount: amountLike(invoice.balance), payee: initials(invoice.clientName), reference: loosely(invoice.number) };
  if (roll < 0.55)
    return { id, date, amount: invoice.balance, payee: random() < 0.5 ? invoice.clientName.toUpperCase() : initials(invoice.clientName) };
  if (roll < 0.65) {
    const [a, b] = byClient.get(invoice.clientId) ?? [];
    return { id, date, amount: (a?.balance ?? 0) + (b?.balance ?? 100), payee: invoice.clientName };
  }
  if (roll < 0.7 && schedules.length > 0) {
    const schedule = pick(schedules);
    return { id, date, amount: schedule.total, particulars: (schedule.reference ?? 'RENT').slice(0, 12), payee: schedule.clientName ?? '' };
  }
  if (roll < 0.85)
    return { id, date, amount: -(100 + Math.floor(random() * 50_000)), payee: pick(['Z ENERGY', 'PLACEMAKERS', 'BUNNINGS 123', 'IRD']) };
  return {
    id,
    date,
    amount: 100 + Math.floor(random() * 300_000),
    payee: `PAYER ${id}`,
    reference: String(Math.floor(random() * 100_000)),
  };
}

// One untimed run first, so the first size is not charged for the JIT's warm-up.
suggestMatches(
  Array.from({ length: 1_000 }, (_, at) => lineOf(at + 1)),
  { invoices, schedules },
);

const indexTimes: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  started = performance.now();
  indexDocuments({ invoices, schedules });
  indexTimes.push(performance.now() - started);
}
const index = indexDocuments({ invoices, schedules });
const indexMs = median(indexTimes);
console.log(
  `\nindexing ${invoices.length} open invoices and ${schedules.length} schedules: ${indexMs.toFixed(1)} ms (median of ${RUNS}), once per statement`,
);

const results: { size: number; ms: number; suggested: number; sure: number }[] = [];
for (const size of SIZES) {
  const lines = Array.from({ length: size }, (_, at) => lineOf(at + 1));
  const times: number[] = [];
  let suggested = 0;
  let sure = 0;
  for (let run = 0; run < RUNS; run += 1) {
    started = performance.now();
    const result = suggestMatches(lines, index);
    times.push(performance.now() - started);
    suggested = result.filter((line) => line.suggestions.length > 0).length;
    sure = result.filter((line) => line.suggestions[0]?.confidence === 'sure').length;
  }
  results.push({ size, ms: median(times), suggested, sure });
}

const base = results[0];
if (!base) throw new Error('Nothing measured.');
console.log(`suggestMatches over that index, median of ${RUNS} (with indexing: add ${indexMs.toFixed(0)} ms):`);
console.log('lines    | median ms | ms per 1,000 lines | with a suggestion | sure   | time ratio (lines ratio) | linear');
for (const { size, ms, suggested, sure } of results) {
  const perLine = ms / size / (base.ms / base.size);
  const mark = perLine <= LINEAR_TOLERANCE ? 'ok' : 'MISS';
  console.log(
    `${String(size).padEnd(8)} | ${ms.toFixed(1).padStart(9)} | ${((ms / size) * 1000).toFixed(1).padStart(18)} | ${String(suggested).padStart(17)} | ${String(sure).padStart(6)} | ${(ms / base.ms).toFixed(2).padStart(10)} (${String(size / base.size).padStart(2)})${' '.repeat(12)}| ${mark}`,
  );
}

// Recording 1,000 sure matches in one go (the pure bookkeeping a bulk confirm runs).
const statement = Array.from({ length: 5_000 }, (_, at) => lineOf(at + 1));
const sureMatches = suggestMatches(statement, { invoices, schedules })
  .flatMap((line) => (line.suggestions[0]?.confidence === 'sure' ? [line.suggestions[0]] : []))
  .slice(0, 1_000);
const times: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  started = performance.now();
  const applied = applyMatches(openBooks({ invoices }), statement, sureMatches);
  times.push(performance.now() - started);
  if (!applied.ok) throw new Error(applied.problems.join('\n'));
}
console.log(`\napplyMatches of ${sureMatches.length} sure matches: ${median(times).toFixed(1)} ms (median of ${RUNS})`);
console.log(
  `load after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
