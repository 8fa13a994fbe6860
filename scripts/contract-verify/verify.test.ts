// @vitest-environment node
// The kit against the mock backend over HTTP, in this process: every operation of openapi.yaml
// exercised and conforming, so the mock and the kit cannot drift apart; read-only mode creates
// nothing; the CLI's exit codes.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/runtime/db';
import { startHttpServer, type RunningServer } from '../../mocks/testing/http-server';
import { loadContract } from './contract';
import { formatReport } from './report';
import { KIT_DEFAULTS, runCli, runKit } from './testing/run-kit';

const ORIGIN = 'http://localhost:5173';
const KIT_RUN = { timeout: 120_000 };
let mock: RunningServer;

beforeEach(async () => {
  mock = await startHttpServer({ corsOrigins: [ORIGIN] });
});
afterEach(() => mock.close());

const counts = () => ({
  users: db.users.all().length,
  businesses: db.businesses.all().length,
  clients: db.clients.all().length,
  invoices: db.invoices.all().length,
});

describe('the conformance kit against the mock backend', KIT_RUN, () => {
  it('exercises every operation of openapi.yaml, and every answer conforms', async () => {
    const report = await runKit(mock.base, { origin: ORIGIN });
    expect(report.failures, formatReport(report)).toEqual([]);
    expect(report.ok).toBe(true);
    const operations = loadContract(KIT_DEFAULTS.specPath).operations.map((op) => op.operationId);
    for (const operation of operations) {
      const row = report.operations.find((r) => r.operation === operation);
      expect(row?.checked, operation).toBeGreaterThan(0);
    }
    // The edges and CORS have rows of their own.
    expect(report.operations.map((r) => r.operation)).toEqual(
      expect.arrayContaining(['PATCH /api/invoices/{id}', 'OPTIONS /api/invoices', 'GET /api/contract-verify-no-such-path']),
    );
    expect(report.summary.checks).toBeGreaterThan(150);
    // The mock lists every part by default, and each conforms.
    expect(report.capabilityDocument).toBe(true);
    expect(report.parts.filter((row) => row.state !== 'conforming')).toEqual([]);
    // Issue 21: each hostile case is a step with its expected answer, and every one passes.
    const steps = report.robustness.map((step) => `${step.check} -> ${step.expected}`);
    expect(steps).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^a schedule starting 9999-12-31: 400 naming startDate.* -> 400 naming startDate$/),
        expect.stringMatching(/^after a schedule starting 9999-12-31: another user's new draft still answers 201 -> 201$/),
        expect.stringMatching(/^the GST return for 0100-02: 400 naming period -> 400 naming period$/),
        expect.stringMatching(/^\/api\/schedules\?page=999999999999999: 400 naming page -> 400 naming page$/),
        expect.stringMatching(/^a variation that takes the quote past .*: 400 naming lines -> 400 naming lines$/),
        expect.stringMatching(/^the revision moved to another business .* -> 400 naming businessId$/),
        expect.stringMatching(/^the deposit draft moved to another business .* -> 400 naming businessId$/),
        expect.stringMatching(/^a schedule line with quantity " 1 ": stored as "1" -> 201$/),
        'a correctly signed token without exp: 401 -> 401',
        // Issue 33: uploads and emails are what they claim.
        'a receipt form with two `file` parts: 400 naming file -> 400 naming file',
        'after the two-file form: the bill holds none of its files -> 200',
        'a PDF whose /OpenAction runs JavaScript: 400 naming file -> 400 naming file',
        'a PDF whose JavaScript action is in a compressed object stream: 400 naming file -> 400 naming file',
        'the PDF receipt served: attachment, nosniff, sandbox CSP -> 200',
        'a PNG named kit-photo.pdf: 201, kept as kit-photo.png, image/png -> 201',
        'the image receipt served: inline, nosniff, sandbox CSP -> 200',
        'an email whose subject is "Hi\\r\\nBcc: victim@example.nz": 400 naming subject -> 400 naming subject',
        'an email to an address ending "\\r\\nBcc: victim@example.nz": 400 naming to.0 -> 400 naming to.0',
        'an email copied to an address holding a NUL: 400 naming cc.0 -> 400 naming cc.0',
        'an invoice template whose subject holds a line break: 400 naming subject -> 400 naming subject',
        // Issue 33: public links behind a proxy.
        'the invoice through its link: no staff username, email or internal id; no-store, Vary: Document-Token -> 200',
        'a wrong token: 404 link-unknown, no-store, Vary: Document-Token -> 404',
        expect.stringMatching(
          /^after 10 unknown tokens from one address, a forged X-Forwarded-For first hop .*: 429 with Retry-After -> 429$/,
        ),
        'a good token from the refused address: 429 too (else the guesser reads on) -> 429',
      ]),
    );
    expect(report.robustness.every((step) => step.ok)).toBe(true);
    expect(formatReport(report)).toMatch(/^ok +the GST return for 9999-12: 400 naming period: expected 400 naming period, got 400$/m);
  });

  it('cleans up what it can, and says what it leaves and why', async () => {
    const before = counts();
    const report = await runKit(mock.base, { issues: 3 });
    expect(report.ok, formatReport(report)).toBe(true);
    const after = counts();
    // Users and drafts are gone; the kit's business, its client and its 8 issued invoices stay (one paid from the
    // bank, one opened through its link, one posted to the ledger).
    expect(after).toEqual({
      users: before.users,
      businesses: before.businesses + 1,
      clients: before.clients + 1,
      invoices: before.invoices + 8,
    });
    expect(report.leftBehind[0]).toMatch(/^8 issued or voided invoices \(K\w+-0001 to K\w+-0008\) of business "Kit \w+ Trading"/);
    expect(report.leftBehind.join('\n')).toMatch(/client "Kit \w+ Client".*kept for the tax records/);
  });

  it('creates nothing in read-only mode, and lists what it could not exercise', async () => {
    const before = counts();
    const report = await runKit(mock.base, { readOnly: true, origin: ORIGIN });
    expect(report.ok, formatReport(report)).toBe(true);
    expect(counts()).toEqual(before);
    expect(report.operations.find((r) => r.operation === 'createInvoice')?.note).toBe('skipped (read-only)');
    expect(report.operations.find((r) => r.operation === 'listInvoices')?.checked).toBeGreaterThan(0);
    expect(report.leftBehind).toEqual([]);
  });

  it('runs as the CLI: exit 0 and the report when the backend conforms, 2 on a usage error', async () => {
    const json = join(mkdtempSync(join(tmpdir(), 'contract-verify-')), 'report.json');
    const passed = await runCli(['--base-url', mock.base, '--issues', '2', '--json', json]);
    expect(passed.stdout).toMatch(/PASSED: the backend conforms to openapi.yaml\./);
    expect(JSON.parse(readFileSync(json, 'utf8'))).toMatchObject({ ok: true, baseUrl: mock.base, summary: { failed: 0, notExercised: 0 } });
    expect(passed.stdout).toMatch(/^createInvoice +POST \/api\/invoices +\d+ +\d+ +0$/m);
    expect(passed.code).toBe(0);

    const usage = await runCli(['--base-url', 'localhost:8080']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/--base-url must be an http\(s\) URL/);
  });
});
