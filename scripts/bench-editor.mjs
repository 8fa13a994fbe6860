// `npm run bench:editor`: how quickly the invoice editor answers a keystroke with 200 lines.
// Restores a 200-line invoice from unsaved work, types into quantities and unit prices, and
// prints the time from each keydown to the updated total in the DOM, and to the next frame.
// A benchmark: it prints figures, it does not pass or fail on them.
import { buildDemo, launch, ms, serveDemo, signIn, stats } from './lib/bench-browser.mjs';

const LINES = Number(process.env.BENCH_LINES ?? 200);
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 60);

await buildDemo();
const { origin, stop } = await serveDemo();
const { browser, page } = await launch();
try {
  await signIn(page, origin);
  const lines = Array.from({ length: LINES }, (_, i) => ({
    key: `bench-${i}`,
    description: `Line ${i + 1}: labour and materials`,
    quantity: String((i % 7) + 1),
    unitPrice: `${(i % 50) * 13 + 20}.50`,
    tax: i % 10 === 9 ? 'EXEMPT:0' : 'STANDARD:1500',
  }));
  await page.evaluate(
    (work) => {
      localStorage.setItem('invoicing:unsaved-invoice:v1:user:new', JSON.stringify(work));
    },
    {
      savedAt: new Date().toISOString(),
      baseVersion: null,
      form: {
        businessId: 1,
        clientId: 1,
        issueDate: '2026-11-22',
        dueDate: '2026-12-06',
        reference: '',
        currency: 'NZD',
        pricesIncludeGst: false,
        discountKind: 'PERCENT',
        discountValue: '5',
        notes: '',
        paymentInstructions: '',
        lines,
      },
    },
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Invoice' }).click();
  await page.getByRole('heading', { name: 'You have unsaved changes' }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Restore my changes' }).click();
  await page.getByLabel(`Description, line ${LINES}`).waitFor();
  await page.waitForTimeout(500);

  // Timestamps in the page: keydown (capture), the total's text changing, the frame after it.
  await page.evaluate(() => {
    const w = window;
    w.benchSamples = [];
    let pending = null;
    window.addEventListener('keydown', () => (pending = { down: performance.now() }), { capture: true });
    const total = document.getElementById('editor-total');
    new MutationObserver(() => {
      if (!pending) return;
      const sample = pending;
      pending = null;
      sample.updated = performance.now();
      requestAnimationFrame(() => {
        sample.frame = performance.now();
        w.benchSamples.push(sample);
      });
    }).observe(total, { characterData: true, childList: true, subtree: true });
  });

  const results = {};
  for (const [label, field, line] of [
    ['quantity, line 100', 'Quantity', Math.ceil(LINES / 2)],
    ['unit price, line 200', 'Unit price', LINES],
  ]) {
    await page.evaluate(() => (window.benchSamples = []));
    const input = page.getByLabel(`${field}, line ${line}`);
    await input.click();
    await page.keyboard.press('End');
    for (let i = 0; i < KEYSTROKES; i += 1) {
      // A digit then Backspace: every keystroke changes the total.
      await page.keyboard.press(i % 2 === 0 ? String((i % 9) + 1) : 'Backspace');
      await page.waitForFunction((n) => window.benchSamples.length >= n, i + 1);
    }
    const samples = await page.evaluate(() => window.benchSamples);
    results[label] = {
      updated: stats(samples.map((s) => s.updated - s.down)),
      frame: stats(samples.map((s) => s.frame - s.down)),
    };
  }

  console.log(`\nInvoice editor with ${LINES} lines, ${KEYSTROKES} keystrokes per field (production build, Chromium)`);
  console.log('field                  keydown → total updated (median / p95 / max)   keydown → next frame (median / p95 / max)');
  for (const [label, { updated, frame }] of Object.entries(results)) {
    console.log(
      `${label.padEnd(22)} ${`${ms(updated.median)} / ${ms(updated.p95)} / ${ms(updated.max)}`.padEnd(47)} ${ms(frame.median)} / ${ms(frame.p95)} / ${ms(frame.max)}`,
    );
  }
  console.log('One frame at 60 Hz is 16.7 ms.');
} finally {
  await browser.close();
  stop();
}
