// `npm run bench:statements`: reading statement files and importing them (docs/benchmarks.md#benchstatements).
// Reads generated ANZ CSV, Kiwibank CSV (money in and out, balances) and OFX 1.x files of 1,000,
// 5,000 and 20,000 lines with the import screen's pure reader (as its worker runs it), then imports
// 5,000 lines into the default seed's empty rent account through the mock's handlers: the preview,
// the import (its longest hold of the write lock) and the same file again. Prints the median of
// BENCH_RUNS runs (5) and the growth against 1,000 lines; figures only.
import { loadavg } from 'node:os';
import { getResponse } from 'msw';
import { createHandlers } from '../mocks/handlers';
import { signToken } from '../mocks/runtime/auth';
import { startColdStart } from '../mocks/runtime/cold-start';
import { db, writeLockHold } from '../mocks/runtime/db';
import { seed } from '../mocks/seed/seed';
import { readStatement } from '../src/features/billing/bank-accounts/statement-files/read-statement';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SIZES = [1_000, 5_000, 20_000];
const BASE = 'http://bench.local/';
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const day = (i: number) => `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/2026`;
const amount = (i: number) => `${(i % 999) + 1},${String(i % 1000).padStart(3, '0')}.${String(i % 100).padStart(2, '0')}`;

const FILES: Record<string, (n: number) => string> = {
  'ANZ CSV': (n) =>
    [
      'Type,Details,Particulars,Code,Reference,Amount,Date,ForeignCurrencyAmount,ConversionCharge',
      ...Array.from(
        { length: n },
        (_, i) => `Direct Credit,TENANT ${i % 97},RENT,WK${i % 52},SLR-${i},"${i % 2 ? '-' : ''}${amount(i)}",${day(i)},,`,
      ),
    ].join('\r\n'),
  'Kiwibank CSV': (n) =>
    [
      'Account number,Date,Memo/Description,Source Code (payment type),TP ref,TP part,TP code,OP ref,OP part,OP code,OP name,OP Bank Account Number,Amount (credit),Amount (debit),Amount,Balance',
      ...Array.from(
        { length: n },
        (_, i) =>
          `38-9000-0765434-00,${day(i).replace(/\//g, '-')},Rent,CR,SLR-${i},RENT,WK,,,,Tenant ${i % 97},,${i % 2 ? '' : '450.00'},${i % 2 ? '12.50' : ''},,${10_000 + i}.00`,
      ),
    ].join('\n'),
  'OFX 1.x': (n) =>
    `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><BANKID>38<BRANCHID>9000<ACCTID>0765434-00</BANKACCTFROM><BANKTRANLIST>\n${Array.from(
      { length: n },
      (_, i) =>
        `<STMTTRN>\n<TRNTYPE>CREDIT\n<DTPOSTED>2026${String((i % 12) + 1).padStart(2, '0')}${String((i % 28) + 1).padStart(2, '0')}\n<TRNAMT>${i % 2 ? '-' : ''}${(i % 9999) + 1}.50\n<FITID>F${i}\n<NAME>TENANT ${i % 97}\n<MEMO>RENT SLR-${i}\n</STMTTRN>`,
    ).join('\n')}\n</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`,
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function time(work: () => void): number {
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    work();
    runs.push(performance.now() - started);
  }
  return median(runs);
}

console.log(`load before: ${load()}`);
console.log('reading (the import screen reads files of at most 5,000 lines; 20,000 shows the growth):');
for (const [name, make] of Object.entries(FILES)) {
  let first = 0;
  for (const size of SIZES) {
    const bytes = new TextEncoder().encode(make(size));
    const reading = readStatement(bytes);
    const read = reading.kind === 'statement' ? `${reading.lines.length} lines, ${reading.problems.length} problems` : reading.kind;
    const ms = time(() => readStatement(bytes));
    if (size === SIZES[0]) first = ms;
    const growth = `${(ms / first).toFixed(2)} for ${size / (SIZES[0] ?? 1)} times the lines`;
    console.log(
      `  ${name.padEnd(13)} ${String(size).padStart(6)} lines ${(bytes.length / 1024).toFixed(0).padStart(5)} KB: ${ms.toFixed(1).padStart(7)} ms (${growth}; ${read})`,
    );
  }
}

await seed('default');
startColdStart(0);
const handlers = createHandlers(BASE);
const token = await signToken({ username: 'user', roles: ['USER'] });
const anz = readStatement(new TextEncoder().encode(FILES['ANZ CSV']?.(5_000) ?? ''));
if (anz.kind !== 'statement') throw new Error('the 5,000-line file could not be read');
const linesJson = JSON.stringify(anz.lines);

async function importOnce(dryRun: boolean): Promise<{ ms: number; holdMs: number; answer: string }> {
  writeLockHold.reset();
  const started = performance.now();
  const response = await getResponse(
    handlers,
    new Request(new URL('/api/bank-accounts/3/imports', BASE), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: `{"dryRun":${String(dryRun)},"lines":${linesJson}}`,
    }),
  );
  const answer = (await response?.text()) ?? 'no answer';
  if (response?.status !== 200) throw new Error(`the import answered ${response?.status ?? 'nothing'}: ${answer}`);
  return { ms: performance.now() - started, holdMs: writeLockHold.longestMs, answer: answer.slice(0, 60) };
}

console.log('importing 5,000 lines into an empty account (mock handlers, Node):');
for (const [what, dryRun] of [
  ['preview', true],
  ['import', false],
  ['same file again', false],
] as const) {
  const { ms, holdMs, answer } = await importOnce(dryRun);
  console.log(`  ${what.padEnd(16)} ${ms.toFixed(0).padStart(5)} ms, write lock held ${holdMs.toFixed(0)} ms: ${answer}…`);
}
console.log(`  lines stored: ${db.bankLines.findMany((q) => q.where({ accountId: 3 })).length}`);
console.log(`load after: ${load()}`);
