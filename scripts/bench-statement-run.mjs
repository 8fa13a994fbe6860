// `npm run bench:statement-run`: a month-end statement run over the month-end scenario's 520 clients
// owing (?mockSeed=month-end), in the production demo build as `user`: the run's time from the click
// to its summary, and how the page responds while it runs — the longest task on the page's thread,
// the long tasks (over 50 ms), and the slowest interaction (an INP-like figure: clicks made every
// 250 ms during the run, each timed by the Event Timing API from input to the next paint).
// The mock backend answers in the page's thread (MSW), so its work counts in these figures; with
// the Spring service it would not. A benchmark: it prints figures, it does not pass or fail on them.
import { readFile } from 'node:fs/promises';
import { buildDemo, launch, ms, serveDemo, signIn, stats } from './lib/bench-browser.mjs';

const loadavg = async () => (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');

await buildDemo();
const { origin, stop } = await serveDemo(Number(process.env.BENCH_PORT ?? 5392));
const { browser, page } = await launch();

try {
  console.log(`load before: ${await loadavg()}`);
  await signIn(page, origin, { query: '?mockSeed=month-end' });
  // A client-side move: a page load would leave the month-end scenario.
  await page.getByRole('navigation').getByRole('button', { name: 'Sending' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Statement runs' }).click();
  const start = page.getByRole('button', { name: 'Send the month-end statements' });
  await start.waitFor({ timeout: 60_000 });

  await page.evaluate(() => {
    const seen = { longTasks: [], interactions: [], startedAt: 0 };
    window.__bench = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.longTasks.push({ at: entry.startTime - seen.startedAt, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: false });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) seen.interactions.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });

  const heading = page.getByRole('heading', { level: 1, name: 'Statement runs' });
  const box = await heading.boundingBox();
  const started = Date.now();
  await page.evaluate(() => (window.__bench.startedAt = performance.now()));
  await start.click();
  const summary = page.getByRole('status').filter({ hasText: /^The run is done: / });
  let clicks = 0;
  // Clicks while the run goes on, as a user reading the page would make.
  while (!(await summary.isVisible())) {
    if (box) await page.mouse.click(box.x + 5, box.y + box.height / 2);
    clicks += 1;
    await page.waitForTimeout(250);
  }
  const seconds = (Date.now() - started) / 1000;
  const text = (await summary.textContent()) ?? '';
  const clients = [...text.matchAll(/(\d+) (?:sent|failed)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
  const { longTasks, interactions } = await page.evaluate(() => window.__bench);
  const long = stats(longTasks.length ? longTasks.map((task) => task.duration) : [0]);
  const longest = [...longTasks].sort((a, b) => b.duration - a.duration).slice(0, 3);
  const events = stats(interactions.length ? interactions : [0]);
  console.log(`\n${text}`);
  console.log(
    `run: ${seconds.toFixed(1)} s for ${clients} clients emailed or tried (${((seconds * 1000) / Math.max(clients, 1)).toFixed(0)} ms a client)`,
  );
  console.log(`long tasks (> 50 ms) during the run: ${longTasks.length}; longest ${ms(long.max)}, median ${ms(long.median)}`);
  console.log(`the longest, at ms after the press: ${longest.map((task) => `${ms(task.duration)} at ${task.at.toFixed(0)}`).join(', ')}`);
  console.log(
    `interactions: ${clicks} clicks, ${interactions.length} timed over 16 ms; slowest ${ms(events.max)} (INP-like), p95 ${ms(events.p95)}`,
  );
  console.log(`load after: ${await loadavg()}`);
} finally {
  await browser.close();
  stop();
}
