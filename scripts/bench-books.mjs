// `npm run bench:books`: how quickly the statement and the GST return render once their data has
// arrived, in the large scenario (?mockSeed=large) as `admin`: the statement of the client with
// about 2,000 documents (mocks/seed/seed-books.ts) over its whole history (the lines in view; and every
// line, as printing draws them), its outstanding view, and the
// GST return of Harbourview Property Management (with that client's invoices) for recent periods,
// then the documents behind box 5. Each run asks for data not cached yet. Each figure is from the API answer's end (resource
// timing) to the screen showing it, painted; the round trip itself is printed apart.
// A benchmark: it prints figures, it does not pass or fail on them.
import { buildDemo, launch, measureScreen, ms, serveDemo, signIn, stats, twoMonthlyPeriod } from './lib/bench-browser.mjs';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const BUSINESS_ID = 2;

await buildDemo();
const { origin, stop } = await serveDemo(Number(process.env.BENCH_PORT ?? 5391));
const { browser, page } = await launch();

try {
  const started = Date.now();
  const login = page.waitForRequest(/\/auth\/login$/);
  await signIn(page, origin, { username: 'admin', password: 'admin123', query: '?mockSeed=large' });
  const apiBase = new URL((await login).url()).origin;
  console.log(`\nLarge scenario ready and signed in after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await page.getByText('Paid this month').waitFor();
  const clientId = await page.evaluate(
    async ({ apiBase, businessId }) => {
      const response = await fetch(`${apiBase}/api/invoicing/businesses/${businessId}/clients`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await response.json()).find((client) => client.name === 'Statement Bench Tenant')?.id;
    },
    { apiBase, businessId: BUSINESS_ID },
  );
  if (!clientId) throw new Error('The large scenario has no Statement Bench Tenant.');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
  // Two-monthly periods (ending in even months), newest first: each run asks for one not cached yet.
  const period = twoMonthlyPeriod;
  const daysBack = (n) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

  const cases = [
    [
      'statement, activity, first lines shown',
      (i) => [`/clients/${clientId}/statement?from=201${i}-01-01&to=${today}`, '/statements/activity', 'article.statement-doc'],
    ],
    [
      'statement, activity, ~2,000 lines, lines in view drawn',
      (i) => [
        `/clients/${clientId}/statement?from=200${i}-01-01&to=${today}`,
        '/statements/activity',
        'article.statement-doc table[aria-rowcount] tbody tr[data-index]',
      ],
    ],
    [
      'statement, outstanding as at a recent day',
      (i) => [`/clients/${clientId}/statement?view=outstanding&asAt=${daysBack(i)}`, '/statements/outstanding', 'article.statement-doc'],
    ],
    [
      'GST return, a recent period (boxes)',
      (i) => [`/gst-return?business=${BUSINESS_ID}&period=${period(i)}`, '/gst-returns/', 'button[aria-label^="Box 10:"]'],
    ],
    [
      'GST return, documents behind box 5',
      (i) => [
        `/gst-return?business=${BUSINESS_ID}&period=${period(REPEATS + i)}&box=5`,
        '/gst-returns/',
        'section[aria-label="Documents behind box 5"] tbody tr',
      ],
    ],
  ];
  const rows = [];
  // Printing draws every line of the ~2,000-line statement at once: timed from `beforeprint` to
  // the last line in the page, painted.
  const printTimes = [];
  for (let i = 0; i < REPEATS; i += 1) {
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/clients/${clientId}/statement?from=199${i}-01-01&to=${today}`);
    await page.locator('article.statement-doc table[aria-rowcount]').waitFor();
    printTimes.push(
      await page.evaluate(async () => {
        const started = performance.now();
        dispatchEvent(new Event('beforeprint'));
        const lines = document.querySelectorAll('article.statement-doc tbody tr[data-index]').length;
        const wanted = Number(document.querySelector('article.statement-doc table')?.getAttribute('aria-rowcount') ?? 0);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        const took = performance.now() - started;
        dispatchEvent(new Event('afterprint'));
        if (wanted !== 0 || lines < 1000) throw new Error(`Printing drew ${lines} lines.`);
        return took;
      }),
    );
  }
  for (const [label, args] of cases) {
    const render = [];
    const trip = [];
    for (let i = 0; i < REPEATS; i += 1) {
      const result = await measureScreen(page, ...args(i));
      render.push(result.render);
      trip.push(result.roundTrip);
    }
    rows.push([label, stats(render), stats(trip)]);
  }
  console.log(`\n${'what'.padEnd(52)} ${'render median'.padStart(14)} ${'render max'.padStart(11)} ${'round trip'.padStart(11)}`);
  for (const [label, render, trip] of rows) {
    console.log(`${label.padEnd(52)} ${ms(render.median).padStart(14)} ${ms(render.max).padStart(11)} ${ms(trip.median).padStart(11)}`);
  }
  console.log(
    `${'statement, all ~2,000 lines drawn for printing'.padEnd(52)} ${ms(stats(printTimes).median).padStart(14)} ${ms(stats(printTimes).max).padStart(11)}`,
  );
  console.log(`\nBudget: each screen renders within 300 ms of its data arriving (n = ${REPEATS} each).`);
} finally {
  await browser.close();
  stop();
}
