// Vitest setup of the integrated project: jest-dom matchers, the mock backend (unknown requests
// fail), the seed data (laid again whenever a test changed it) and empty storage before every
// test, and the contract check of every mocked exchange. It runs before each test file, so state
// that must outlive one file (without isolation, decision 151) lives in the modules it imports.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setMockDate } from '../../mocks/runtime/clock';
import { startColdStart } from '../../mocks/runtime/cold-start';
import { server } from '../../mocks/runtime/node';
import { reseedDefault } from '../../mocks/seed/seed';
import { takeContractProblems } from './contract-watch';

// The first render of a lazy route transforms its modules; on a busy 2-core machine that can take
// longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(async () => {
  startColdStart(0, 0);
  setMockDate(null);
  await reseedDefault();
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  // Node-environment tests (the mock HTTP server) have no web storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  const problems = await takeContractProblems();
  if (problems.length > 0) {
    throw new Error(`The mock backend broke the contract in openapi.yaml:\n- ${problems.join('\n- ')}`);
  }
});

afterAll(() => server.close());
