// `npm run bench:history`: how quickly the invoice history answers in the large scenario
// (?mockSeed=large: 20,000 more invoices) as `user`. Each figure is the time from the action
// (navigation, next page, a filter, a sort, the search firing) to the table showing the new rows,
// painted. Every action asks for a page the cache does not hold, so each is a round trip.
// A benchmark: it prints figures, it does not pass or fail on them. `--seed=huge` (or
// BENCH_SEED=huge) measures the huge scenario instead (200,000 more invoices); target 200 ms each.
// `BENCH_LIST=quotes npm run bench:history` (or `-- --list=quotes`) does the same for the quotes list
// (3,000 more quotes); `--list=bills` for the bills list (`npm run bench:bills`: the huge scenario's
// 200,000 bills), whose status filter is a select (each status, then Any status) and which has no
// sort or search.
import { readFileSync } from 'node:fs';
import { buildDemo, launch, ms, serveDemo, signIn, stats } from './lib/bench-browser.mjs';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const LISTS = {
  invoices: {
    nav: 'Invoice History',
    statuses: ['Overdue', 'Paid', 'Draft', 'Void', 'Issued'],
    columns: ['Client', 'Total', 'Balance', 'Due', 'Number'],
    searches: ['Ngata', 'RENO-00', 'Smith', 'Ltd', 'Walker'],
  },
  quotes: {
    nav: 'Quotes',
    statuses: ['Sent', 'Accepted', 'Draft', 'Declined', 'Expired'],
    columns: ['Client', 'Total', 'Valid until', 'Number', 'Date'],
    searches: ['Ngata', 'Q-00', 'Smith', 'Ltd', 'Walker'],
  },
  bills: {
    nav: 'Purchases',
    statusSelect: 'Status',
    statuses: ['Awaiting payment', 'Paid', 'Part paid', 'Draft', 'Void'],
    columns: [],
    searches: [],
  },
};
const argument = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const LIST = LISTS[argument('list') ?? process.env.BENCH_LIST ?? 'invoices'];
if (!LIST) throw new Error(`BENCH_LIST must be one of ${Object.keys(LISTS).join(', ')}.`);
const SEED = argument('seed') ?? process.env.BENCH_SEED ?? 'large';
if (!['large', 'huge'].includes(SEED)) throw new Error(`--seed must be large or huge, got "${SEED}"`);

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

await buildDemo();
const { origin, stop } = await serveDemo();
const { browser, page } = await launch();

/** Runs `action` in the page and waits until the table shows different, settled rows, then a frame. */
function measure(action) {
  return page.evaluate(async ({ kind, text, label }) => {
    const snapshot = () => {
      const table = document.querySelector('table.ui-table');
      return table && !table.hasAttribute('aria-busy') ? `${table.tBodies[0]?.textContent}|${table.caption?.textContent}` : null;
    };
    const before = snapshot();
    const buttons = () => [...document.querySelectorAll('button')];
    const t0 = performance.now();
    if (kind === 'button')
      buttons()
        .find((b) => b.textContent?.trim() === text)
        ?.click();
    if (kind === 'nav') [...document.querySelectorAll('nav a')].find((a) => a.textContent === text)?.click();
    if (kind === 'checkbox')
      [...document.querySelectorAll('label')]
        .find((l) => l.textContent?.trim() === text)
        ?.querySelector('input')
        ?.click();
    if (kind === 'select') {
      const select = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === label)?.control;
      const option = [...(select?.options ?? [])].find((o) => o.textContent?.trim() === text);
      if (select && option) {
        select.value = option.value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }
    if (kind === 'search') {
      // The app waits for a pause in typing (300 ms) before it asks: time from when it asks.
      const input = document.querySelector('input[type="search"]');
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, text);
      input?.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const start =
      kind === 'search'
        ? await new Promise((resolve) => {
            const initial = location.search;
            const poll = () => (location.search !== initial ? resolve(performance.now()) : setTimeout(poll, 1));
            poll();
          })
        : t0;
    await new Promise((resolve) => {
      const check = () => {
        const now = snapshot();
        if (now !== null && now !== before) resolve();
        else requestAnimationFrame(check);
      };
      check();
    });
    await new Promise((resolve) => requestAnimationFrame(() => resolve()));
    return performance.now() - start;
  }, action);
}

try {
  const started = Date.now();
  await signIn(page, origin, { query: `?mockSeed=${SEED}` });
  console.log(`\n${SEED} scenario ready and signed in (load ${loadAverage()}) after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const results = [];
  // Let the dashboard finish its own requests first: the mock answers on the page's main thread.
  await page.getByText('Paid this month').waitFor();
  await page.waitForTimeout(500);
  await page.evaluate(() => performance.clearResourceTimings());
  results.push([`open ${LIST.nav} (route code and first page)`, [await measure({ kind: 'nav', text: LIST.nav })]]);
  if (process.env.BENCH_DEBUG)
    console.log(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => `${e.name.slice(-60)} ${e.startTime.toFixed(0)} +${e.duration.toFixed(0)}`)
          .join('\n'),
      ),
    );
  const total = await page.locator('table.ui-table caption').innerText();
  const next = [];
  for (let i = 0; i < REPEATS; i += 1) next.push(await measure({ kind: 'button', text: 'Next page' }));
  results.push(['next page', next]);
  const filters = [];
  for (const status of LIST.statuses) {
    if (LIST.statusSelect) {
      filters.push(await measure({ kind: 'select', label: LIST.statusSelect, text: status }));
      filters.push(await measure({ kind: 'select', label: LIST.statusSelect, text: 'Any status' }));
    } else {
      filters.push(await measure({ kind: 'checkbox', text: status }));
      filters.push(await measure({ kind: 'checkbox', text: status }));
    }
  }
  results.push(['status filter on / off', filters]);
  const sorts = [];
  for (const column of LIST.columns) sorts.push(await measure({ kind: 'button', text: column }));
  if (sorts.length > 0) results.push(['sort by a column', sorts]);
  const searches = [];
  for (const text of LIST.searches) searches.push(await measure({ kind: 'search', text }));
  if (searches.length > 0) results.push(['search (after the 300 ms pause)', searches]);

  console.log(`${LIST.nav} as user, ${SEED} scenario: ${total} (load ${loadAverage()})`);
  console.log('action                                         median      p95         max       (n)');
  for (const [label, values] of results) {
    const s = stats(values);
    console.log(`${label.padEnd(46)} ${ms(s.median).padEnd(11)} ${ms(s.p95).padEnd(11)} ${ms(s.max).padEnd(10)} (${s.n})`);
  }
} finally {
  await browser.close();
  stop();
}
