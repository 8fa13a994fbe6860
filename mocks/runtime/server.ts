// `npm run mock:server`: the mock backend on http://localhost:8080 (MOCK_PORT), for production
// builds and tools that need a real HTTP backend. See .env.example for the variables.
import { parseColdStart } from '../../src/config/env-schema';
import { parseCapabilitySelection } from '../../src/lib/capabilities';
import { mockCapabilities, setMockCapabilities } from './capabilities';
import { parseMockDate, setMockDate, today } from './clock';
import { startColdStart } from './cold-start';
import { parseTrustedProxies } from './forwarded-for';
import { createMockHttpServer } from './http-server';
import { parsePublicAppUrl, publicAppUrl, setPublicAppUrl } from './public-app-url';
import { warmInvoiceLists } from '../domain/invoice-queries';
import { parseSeedScenario, seed } from '../seed/seed';

const DEFAULT_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173'];

function fail(message: string): never {
  console.error(`mock:server: ${message}`);
  process.exit(1);
}

const port = Number(process.env.MOCK_PORT ?? 8080);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`MOCK_PORT must be a port number, got "${process.env.MOCK_PORT ?? ''}".`);

const corsOrigins = (process.env.MOCK_CORS_ORIGINS ?? DEFAULT_ORIGINS.join(','))
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
for (const origin of corsOrigins) {
  try {
    if (new URL(origin).origin !== origin) throw new Error();
  } catch {
    fail(`MOCK_CORS_ORIGINS must list origins such as http://localhost:5173, got "${origin}".`);
  }
}

// Proxies whose X-Forwarded-For is believed; none by default, as the mock is called directly (docs/mock-backend.md).
const trustedProxies = (process.env.MOCK_TRUSTED_PROXIES ?? '')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean);
try {
  parseTrustedProxies(trustedProxies);
} catch (error) {
  fail(`MOCK_TRUSTED_PROXIES: ${(error as Error).message}`);
}

// The app the links in reminders open: by default the first origin allowed to call (decision 235).
try {
  setPublicAppUrl(parsePublicAppUrl(process.env.MOCK_PUBLIC_APP_URL?.trim() || (corsOrigins[0] ?? ''), 'MOCK_PUBLIC_APP_URL'));
} catch (error) {
  fail((error as Error).message);
}

let coldStart;
try {
  coldStart = parseColdStart(process.env.MOCK_COLD_START_MS?.trim() || undefined, 0, 'MOCK_COLD_START_MS');
} catch (error) {
  fail((error as Error).message);
}

try {
  setMockDate(parseMockDate(process.env.MOCK_NOW ?? '', 'MOCK_NOW'));
} catch (error) {
  fail((error as Error).message);
}

// The parts offered: spec (no capability document), all (the default) or a comma list.
try {
  setMockCapabilities(parseCapabilitySelection(process.env.MOCK_CAPABILITIES ?? 'all'));
} catch (error) {
  fail(`MOCK_CAPABILITIES: ${(error as Error).message}`);
}

const scenario = parseSeedScenario(process.env.MOCK_SEED);
await seed(scenario);
if (scenario !== 'default') void warmInvoiceLists();
startColdStart(coldStart);

const quiet = process.env.MOCK_QUIET === '1';
const controls = process.env.MOCK_CONTROLS === '1';
const server = createMockHttpServer({ corsOrigins, controls, trustedProxies, log: quiet ? undefined : (line) => console.log(line) });
server.listen(port, () => {
  console.log(`Mock backend on http://localhost:${port} (seed: ${scenario}, cold start: ${String(coldStart)} ms, date: ${today()})`);
  console.log(`CORS origins: ${corsOrigins.join(', ')}`);
  console.log(`Trusted proxies: ${trustedProxies.join(', ') || 'none (X-Forwarded-For is ignored)'}`);
  console.log(`Links for clients open ${publicAppUrl()}`);
  console.log(`Parts offered: ${mockCapabilities()?.join(', ') ?? 'spec (no capability document)'}`);
  if (controls)
    console.log(
      'Test controls on: POST /__mock/reset, POST /__mock/cold-start {"ms": N | "never"}, POST /__mock/now {"date": "YYYY-MM-DD" | null}, GET /__mock/outbox',
    );
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
