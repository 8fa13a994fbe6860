// npm run contract:verify -- --base-url URL [--admin USER:PASS] [--user USER:PASS] [--read-only]
//   [--origin URL] [--issues N] [--json FILE] [--timeout-ms N] [--token-key KEY]
// Runs the conformance kit (docs/backend.md#the-conformance-kit) and exits 0 when the backend
// conforms, 1 when it does not, 2 on a usage error. Needs only Node 20 and tsx.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatReport } from './report';
import { verifyContract, type VerifyOptions } from './verify';

const USAGE = `Usage: npm run contract:verify -- --base-url URL [options]

  --base-url URL      the backend to check, e.g. http://localhost:8080 (required)
  --admin USER:PASS   an ADMIN account (default admin:admin123, the mock's)
  --user USER:PASS    a USER account, without ADMIN (default user:user123)
  --read-only         GET only (plus sign-in and CORS preflights): creates nothing, for production
  --origin URL        the web app's origin: check CORS on every answer and by preflights
  --issues N          drafts issued at once for the numbering check (default 10)
  --json FILE         also write the report as JSON
  --timeout-ms N      per request (default 30000)
  --spec FILE         the contract (default openapi.yaml beside this kit)
  --token-key KEY     the service's HS256 signing key: also check that a token without exp gets 401
                      (for mock:server: mock-backend-signing-key-for-development-only)`;

const repository = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

function account(value: string, option: string) {
  const at = value.indexOf(':');
  if (at < 1) throw new Error(`${option} must be USER:PASS, got "${value}".`);
  return { username: value.slice(0, at), password: value.slice(at + 1) };
}

function whole(value: string, option: string, min: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min) throw new Error(`${option} must be a whole number from ${min}, got "${value}".`);
  return Number(value);
}

function origin(value: string): string {
  const url = new URL(value);
  if (url.origin !== value.replace(/\/$/, '')) throw new Error(`--origin must be an origin such as http://localhost:5173, got "${value}".`);
  return url.origin;
}

export function optionsFrom(argv: string[]): VerifyOptions & { json?: string } {
  const { values } = parseArgs({
    args: argv,
    options: {
      'base-url': { type: 'string' },
      admin: { type: 'string', default: 'admin:admin123' },
      user: { type: 'string', default: 'user:user123' },
      'read-only': { type: 'boolean', default: false },
      origin: { type: 'string' },
      issues: { type: 'string', default: '10' },
      json: { type: 'string' },
      'timeout-ms': { type: 'string', default: '30000' },
      spec: { type: 'string', default: repository('openapi.yaml') },
      'token-key': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) throw new Error(USAGE);
  const baseUrl = values['base-url'];
  if (!baseUrl || !/^https?:\/\/[^/]/.test(baseUrl)) throw new Error('--base-url must be an http(s) URL, e.g. http://localhost:8080.');
  return {
    baseUrl,
    admin: account(values.admin, '--admin'),
    user: account(values.user, '--user'),
    readOnly: values['read-only'],
    ...(values.origin !== undefined ? { origin: origin(values.origin) } : {}),
    issues: whole(values.issues, '--issues', 1),
    timeoutMs: whole(values['timeout-ms'], '--timeout-ms', 1),
    specPath: values.spec,
    vectorsPath: repository('test-vectors/invoice-totals.json'),
    ...(values.json !== undefined ? { json: values.json } : {}),
    ...(values['token-key'] !== undefined ? { tokenKey: values['token-key'] } : {}),
  };
}

async function main(): Promise<number> {
  let options;
  try {
    options = optionsFrom(process.argv.slice(2));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message === USAGE) {
      console.log(USAGE);
      return 0;
    }
    console.error(`contract:verify: ${message}\n\n${USAGE}`);
    return 2;
  }
  const report = await verifyContract(options);
  console.log(formatReport(report));
  if (options.json !== undefined) writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
  return report.ok ? 0 : 1;
}

process.exitCode = await main();
