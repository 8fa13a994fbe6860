import { chromium } from 'playwright';
import { chromiumLaunch } from '/work/wt/landing/scripts/lib/chromium.mjs';
const browser = await chromium.launch(chromiumLaunch);
for (const js of [true, false]) for (const i of [1,2]) {
  const ctx = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await page.goto('http://127.0.0.1:5352/');
  await page.waitForTimeout(2500);
  const r = await cdp.send('Runtime.evaluate', { expression: `JSON.stringify({paint: performance.getEntriesByType('paint').map(e=>[e.name,Math.round(e.startTime)]), lcp: await new Promise(r=>new PerformanceObserver(l=>r(l.getEntries().map(e=>[e.element?.tagName, Math.round(e.startTime), Math.round(e.renderTime), Math.round(e.loadTime)]))).observe({type:'largest-contentful-paint',buffered:true}))})`, awaitPromise: true, replMode: true });
  console.log('js', js, r.result.value);
  await ctx.close();
}
await browser.close();
