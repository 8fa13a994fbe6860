// Vitest setup: jest-dom matchers, the mock backend (unknown requests fail), fresh seed data and
// storage before every test, and the contract check of every mocked exchange.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { env } from '@/config/env';
import { setMockDate } from '../../mocks/clock';
import { startColdStart } from '../../mocks/cold-start';
import { server } from '../../mocks/node';
import { seed } from '../../mocks/seed';
import { checkExchange } from './contract';

// The first render of a lazy route transforms its modules; on a busy 2-core machine that can take
// longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// The PDF fonts are assets the web server serves; here they are read from the project's disk.
vi.mock('@/features/billing/shared/document/pdf-font-file', () => ({
  fetchFontFile: async (url: string) => {
    const bytes = await readFile(url.startsWith('/@fs/') ? url.slice(4) : join(process.cwd(), url));
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  },
}));

const pending: Array<Promise<string[]>> = [];
let contractChecked = true;

/** For a test that deliberately answers off the contract (e.g. a plain-text 500 from a proxy). */
export function skipContractCheck(): void {
  contractChecked = false;
}

server.events.on('response:mocked', ({ request, response }) => {
  if (contractChecked) pending.push(checkExchange(env.apiBaseUrl, request, response));
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(async () => {
  startColdStart(0, 0);
  setMockDate(null);
  await seed('default');
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  // Node-environment tests (the mock HTTP server) have no web storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  const problems = (await Promise.all(pending.splice(0))).flat();
  const wasChecked = contractChecked;
  contractChecked = true;
  if (wasChecked && problems.length > 0) {
    throw new Error(`The mock backend broke the contract in openapi.yaml:\n- ${problems.join('\n- ')}`);
  }
});

afterAll(() => server.close());
