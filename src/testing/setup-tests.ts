// Vitest setup of the integrated project: jest-dom matchers, the mock backend (unknown requests
// fail), the seed data (laid again whenever a test changed it), an empty page, real timers and empty
// storage before every test, and the contract check of every mocked exchange. It runs before each
// test file, but the files of a worker share one jsdom and their modules (no isolation, decision
// 151): what a test leaves behind outside its own render is put back here, so no file sees another's.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setInteractionModality } from 'react-aria-components';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { PART_NAMES } from '../lib/capabilities';
import { setMockCapabilities } from '../../mocks/runtime/capabilities';
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

/**
 * The page as a new jsdom has it: no nodes outside Testing Library's containers (what a portal or a
 * test appended), no attributes a modal put on <html> and <body> (scroll lock, hidden from assistive
 * technology), nothing focused, the address at '/'. And react-aria's module-wide record of how the
 * user last interacted, which decides whether a dialog takes focus at once or after transitions (a
 * "virtual" click in one file made the next file's dialog focus late).
 */
function resetPage(): void {
  if (typeof document === 'undefined') return;
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.title = '';
  window.history.replaceState(null, '', '/');
  // null is the state before any interaction; the type lists only the three kinds it records.
  setInteractionModality(null as unknown as Parameters<typeof setInteractionModality>[0]);
}

afterEach(async () => {
  cleanup();
  resetPage();
  vi.useRealTimers();
  // Also after the test: the next file's module code (a test table) may read the mock's today.
  setMockDate(null);
  setMockCapabilities(PART_NAMES);
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
