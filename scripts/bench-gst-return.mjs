// `npm run bench:gst-return`: the GST return with 20,000 bills, in the large scenario
// (?mockSeed=large: Harbourview Property Management holds 20,000 bills and expenses over two years
// besides its invoices, mocks/seed/seed-purchases.ts), as `admin`. For the invoice basis, then the
// payments basis (the business switched by the admin API), each run a period not cached yet: the
// return's boxes, the documents behind box 11 (every bill of the period) and behind box 15 (every
// sale and bill). Each figure is from the API answer's end (resource timing) to the screen showing
// it, painted; the round trip is printed apart. Goal: within 300 ms of the data arriving.
// A benchmark: it prints figures, it does not pass or fail on them.
import { buildDemo, launch, loadAverage, measureScreen, ms, serveDemo, signIn, stats, twoMonthlyPeriod } from './lib/bench-browser.mjs';

// Four runs of three cases on two bases: 24 periods, the two years the bills cover, none asked twice.
const REPEATS = Number(process.env.BENCH_REPEATS ?? 4);
const BUSINESS_ID = 2;

await buildDemo();
const { origin, stop } = await serveDemo(Number(process.env.BENCH_PORT ?? 5392));
const { browser, page } = await launch();

/** Sets the business's GST basis through the admin API (the page's own mock backend). */
async function setBasis(apiBase, basis) {
  const status = await page.evaluate(
    async ({ apiBase, id, basis }) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' };
      // The admin API lists businesses (no GET by id); the PUT replaces the whole business.
      const business = [...(await (await fetch(`${apiBase}/api/admin/businesses`, { headers })).json())].find((b) => b.id === id);
      if (!business?.businessGst) return 'not found';
      const answer = await fetch(`${apiBase}/api/admin/businesses/${id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...business, businessGstBasis: basis }),
      });
      return answer.status;
    },
    { apiBase, id: BUSINESS_ID, basis },
  );
  if (status !== 200) throw new Error(`Setting the GST basis to ${basis} answered ${status}.`);
}

try {
  const started = Date.now();
  const login = page.waitForRequest(/\/auth\/login$/);
  await signIn(page, origin, { username: 'admin', password: 'admin123', query: '?mockSeed=large' });
  const apiBase = new URL((await login).url()).origin;
  console.log(`\nLarge scenario (20,000 bills on business ${BUSINESS_ID}) ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await page.getByText('Paid this month').waitFor();
  const rows = [];
  let period = 0;
  for (const basis of ['INVOICE', 'PAYMENTS']) {
    await setBasis(apiBase, basis);
    if (process.env.BENCH_DEBUG) console.log(`basis ${basis}`);
    const cases = [
      ['the boxes', '', 'button[aria-label^="Box 15:"]'],
      ['documents behind box 11', '&box=11', 'section[aria-label="Documents behind box 11"] tbody tr'],
      ['documents behind box 15', '&box=15', 'section[aria-label="Documents behind box 15"] dl'],
    ];
    for (const [label, query, selector] of cases) {
      const render = [];
      const trip = [];
      let documents = 0;
      for (let i = 0; i < REPEATS; i += 1) {
        // Periods of the last two years, a new one each run: never cached (nor cached on the other basis).
        const path = `/gst-return?business=${BUSINESS_ID}&period=${twoMonthlyPeriod(period++)}${query}`;
        const result = await measureScreen(page, path, '/gst-returns/', selector);
        if (process.env.BENCH_DEBUG) console.log(path, result);
        render.push(result.render);
        trip.push(result.roundTrip);
        documents = Math.max(documents, await page.locator('section[aria-label^="Documents behind"] tbody tr').count());
      }
      rows.push([`${basis.toLowerCase()} basis, ${label}${documents ? ` (up to ${documents} rows)` : ''}`, stats(render), stats(trip)]);
    }
  }
  console.log(
    `\n${'GST return of Harbourview, large scenario'.padEnd(58)} ${'render median'.padStart(14)} ${'max'.padStart(10)} ${'round trip'.padStart(11)}`,
  );
  for (const [label, render, trip] of rows) {
    console.log(`${label.padEnd(58)} ${ms(render.median).padStart(14)} ${ms(render.max).padStart(10)} ${ms(trip.median).padStart(11)}`);
  }
  console.log(`\nGoal: each renders within 300 ms of its data arriving (n = ${REPEATS} each). /proc/loadavg: ${loadAverage()}`);
} finally {
  await browser.close();
  stop();
}
