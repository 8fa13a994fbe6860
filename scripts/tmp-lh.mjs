import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
for (const path of process.argv.slice(2)) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const r = await lighthouse('http://127.0.0.1:5352' + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const m = r.lhr.audits.metrics.details?.items[0] ?? (console.log(path, r.lhr.runtimeError, r.lhr.audits.metrics.errorMessage), {});
  console.log(path, 'obsFP', m.observedFirstPaint, 'obsLCP', m.observedLargestContentfulPaint, 'load', m.observedLoad, 'LCP', Math.round(m.largestContentfulPaint), 'TBT', m.totalBlockingTime, 'perf', r.lhr.categories.performance.score);
  await chrome.kill();
}
