// @vitest-environment node
// The kit fails, with a readable report, against a backend that is the mock but for one operation
// answered wrong: a missing required field, a wrong status, a ledger whose payables stand still, a total in
// dollars instead of cents.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHttpServer, type RunningServer } from '../../mocks/testing/http-server';
import { formatReport } from './report';
import { runCli, runKit, startBrokenBackend, type Breakage } from './testing/run-kit';

let mock: RunningServer;
let closeBroken: (() => Promise<void>) | undefined;

beforeEach(async () => {
  mock = await startHttpServer({ corsOrigins: [] });
});
afterEach(async () => {
  await closeBroken?.();
  closeBroken = undefined;
  await mock.close();
});

async function broken(breakage: Breakage): Promise<string> {
  const backend = await startBrokenBackend(mock.base, breakage);
  closeBroken = backend.close;
  return backend.base;
}

const isRecord = (json: unknown): json is Record<string, unknown> => typeof json === 'object' && json !== null && !Array.isArray(json);

describe('the conformance kit against a broken backend', { timeout: 120_000 }, () => {
  it('exits 1 and names the operation and the schema message when a required field is missing', async () => {
    const base = await broken(({ method, path, status, json }) => {
      if (method !== 'GET' || !/^\/api\/invoices\/\d+$/.test(path) || status !== 200 || !isRecord(json)) return undefined;
      const rest = { ...json };
      delete rest.balance;
      return { status, json: rest };
    });
    const { code, stdout } = await runCli(['--base-url', base, '--issues', '2']);
    expect(stdout).toMatch(/^getInvoice +GET \/api\/invoices\/\{id\} +\d+ +\d+ +[1-9]\d* +FAILED$/m);
    expect(stdout).toMatch(/^\d+\. getInvoice: read the draft$/m);
    expect(stdout).toMatch(/^ {3}request: GET \/api\/invoices\/\d+$/m);
    expect(stdout).toContain("- GET /api/invoices/{id} 200 body: (body) must have required property 'balance'");
    expect(stdout).toMatch(/FAILED: the backend does not conform to openapi.yaml/);
    expect(code).toBe(1);
  });

  it('reports a wrong status, and what it could then not exercise', async () => {
    const base = await broken(({ method, path, status, json }) =>
      method === 'POST' && path === '/api/admin/businesses' && status === 201 ? { status: 200, json } : undefined,
    );
    const report = await runKit(base);
    const text = formatReport(report);
    expect(report.ok).toBe(false);
    const failure = report.failures.find((f) => f.operation === 'createBusiness' && f.check === 'create a business');
    expect(failure?.request).toMatch(/^POST \/api\/admin\/businesses \{"businessName":"Kit \w+ Trading"/);
    expect(failure?.problems).toEqual(['expected 201, got 200', 'POST /api/admin/businesses answered undocumented status 200']);
    expect(text).toMatch(/^updateBusiness +PUT \/api\/admin\/businesses\/\{id\} +not exercised: creating a business failed \(200\)$/m);
  });

  it('catches a ledger whose payables do not move with the bill it approved', async () => {
    const base = await broken(({ method, path, status, json }) => {
      if (method !== 'GET' || !/^\/api\/ledger\/\d+\/trial-balance$/.test(path) || status !== 200 || !isRecord(json)) return undefined;
      const accounts = Array.isArray(json.accounts) ? json.accounts.filter((row) => !isRecord(row) || row.code !== '800') : [];
      return { status, json: { ...json, accounts } };
    });
    const report = await runKit(base, { issues: 2 });
    const failure = report.failures.find((f) => f.check === 'the trial balance after the documents');
    expect(failure?.operation).toBe('getTrialBalance');
    expect(failure?.problems.join('\n')).toMatch(/^payables \(800\) must grow by the bill's total, \d+; they grew by 0$/m);
    expect(report.ok).toBe(false);
  });

  it('catches a total in dollars instead of cents with the units-for-cents vector', async () => {
    const base = await broken(({ method, path, status, json }) =>
      method === 'POST' && path === '/api/invoices' && status === 201 && isRecord(json) && typeof json.total === 'number'
        ? { status, json: { ...json, total: Math.round(json.total / 100) } }
        : undefined,
    );
    const report = await runKit(base, { issues: 2 });
    const failure = report.failures.find((f) => f.check === 'totals of test vector units-for-cents');
    expect(failure?.operation).toBe('createInvoice');
    expect(failure?.problems).toEqual([
      'total: expected 137483 cents, got 1375',
      'that is a known mistake: the total written in whole dollars',
    ]);
    expect(formatReport(report)).toMatch(/^createInvoice +POST \/api\/invoices +\d+ +\d+ +\d+ +FAILED$/m);
    expect(report.ok).toBe(false);
  });
});
