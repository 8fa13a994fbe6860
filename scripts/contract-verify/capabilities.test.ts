// @vitest-environment node
// The kit reads the capability document first and reports per part: against the mock offering no
// document ("spec"), invoices only, and against backends whose document does not tell the truth.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setMockCapabilities } from '../../mocks/runtime/capabilities';
import { startHttpServer, type RunningServer } from '../../mocks/testing/http-server';
import { formatReport } from './report';
import { runKit, startBrokenBackend } from './testing/run-kit';

const ORIGIN = 'http://localhost:5173';
let mock: RunningServer;
let closeBroken: (() => Promise<void>) | undefined;

beforeEach(async () => {
  mock = await startHttpServer({ corsOrigins: [ORIGIN] });
});
afterEach(async () => {
  await closeBroken?.();
  closeBroken = undefined;
  await mock.close();
});

const stateOf = (report: Awaited<ReturnType<typeof runKit>>) => Object.fromEntries(report.parts.map((row) => [row.part, row.state]));

describe('the conformance kit per part', { timeout: 120_000 }, () => {
  it('passes the specification’s service: the core conforms, every part answers 404', async () => {
    setMockCapabilities(null);
    const report = await runKit(mock.base, { origin: ORIGIN });
    const text = formatReport(report);
    expect(report.failures, text).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.capabilityDocument).toBe(false);
    expect(stateOf(report)).toMatchObject({ core: 'conforming', invoices: 'not offered', quotes: 'not offered', purchases: 'not offered' });
    expect(report.operations.find((row) => row.operation === 'createInvoice')?.note).toBe('not offered');
    expect(text).toMatch(/^Parts \(GET \/api\/capabilities answers 404: the specification’s service\):$/m);
    expect(text).toMatch(/^invoices +not offered +1 of 12 operations checked to answer 404$/m);
  });

  it('passes a service of invoices only, and checks every invoice operation', async () => {
    setMockCapabilities(['invoices']);
    const report = await runKit(mock.base, { origin: ORIGIN, issues: 2 });
    const text = formatReport(report);
    expect(report.failures, text).toEqual([]);
    expect(report.ok).toBe(true);
    expect(stateOf(report)).toMatchObject({
      core: 'conforming',
      invoices: 'conforming',
      recurring: 'not offered',
      'credit-notes': 'not offered',
    });
    expect(text).toMatch(/^invoices +conforming +12 of 12 operations checked$/m);
    expect(report.summary.notExercised).toBe(0);
  });

  it('fails a part the document lists when one of its operations answers 404, naming the check', async () => {
    const backend = await startBrokenBackend(mock.base, ({ method, path }) =>
      method === 'GET' && path === '/api/quotes/summary'
        ? { status: 404, json: { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No static resource api/quotes/summary.' } }
        : undefined,
    );
    closeBroken = backend.close;
    const report = await runKit(backend.base, { issues: 2 });
    expect(report.ok).toBe(false);
    const quotes = report.parts.find((row) => row.part === 'quotes');
    expect(quotes?.state).toBe('failing');
    expect(quotes?.failed.every((failure) => failure.startsWith('getQuoteSummary: '))).toBe(true);
    expect(stateOf(report)).toMatchObject({ invoices: 'conforming', purchases: 'conforming' });
    expect(formatReport(report)).toMatch(/^quotes +failing +13 of 13 operations checked\n +- getQuoteSummary: /m);
  });

  it('fails a part the document leaves out that still answers', async () => {
    const backend = await startBrokenBackend(mock.base, ({ method, path, json }) =>
      method === 'GET' && path === '/api/capabilities' && typeof json === 'object' && json !== null
        ? { status: 200, json: { ...json, parts: ['invoices'] } }
        : undefined,
    );
    closeBroken = backend.close;
    const report = await runKit(backend.base, { issues: 2 });
    expect(report.ok).toBe(false);
    expect(stateOf(report)).toMatchObject({ invoices: 'conforming', quotes: 'not offered, yet answers' });
    const failure = report.failures.find((f) => f.check === 'quotes is not listed: listQuotes answers 404');
    expect(failure?.problems[0]).toBe('expected 404, got 200');
  });
});
