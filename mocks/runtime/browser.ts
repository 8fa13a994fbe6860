// The mock backend in the browser (dev server, demo builds, Storybook). Reads its URL controls:
//   ?mockColdStartMs=N | never   a fresh cold start of N ms (or a server that never wakes)
//   ?mockReset                   restore the seed data
//   ?mockSeed=large              10,000 users, 300 businesses, 5,000 clients, 20,040 invoices (not saved)
//   ?mockSeed=huge               100,000 users, 300 businesses, 50,000 clients, 200,040 invoices (not saved)
//   ?mockNow=YYYY-MM-DD          the mock's today, kept for the tab's session (?mockNow=today: the real date)
//   ?mockCapabilities=spec|all|a,b   the parts offered, kept for the tab's session (default all)
import { setupWorker } from 'msw/browser';
import { parseColdStart, type ColdStart } from '../../src/config/env-schema';
import { parseCapabilitySelection } from '../../src/lib/capabilities';
import { setMockCapabilities } from './capabilities';
import { mockDate, parseMockDate, setMockDate } from './clock';
import { resumeColdStart, startColdStart, wakeMoment } from './cold-start';
import { createHandlers } from '../handlers';
import { warmInvoiceLists } from '../domain/invoice-queries';
import { mountMockControls } from './mock-controls';
import { setPublicAppUrl } from './public-app-url';
import { forgetSnapshot, loadSnapshot, saveOnChange, saveSnapshot } from './persistence';
import { parseSeedScenario, seed } from '../seed/seed';

const WAKE_KEY = 'invoicing-mock-wake-at';
const NOW_KEY = 'invoicing-mock-now';
const CAPABILITIES_KEY = 'invoicing-mock-capabilities';

interface MockBackendOptions {
  baseUrl: string;
  /** Cold start from the environment (VITE_MOCK_COLD_START_MS). */
  coldStart: ColdStart;
}

function configureColdStart(params: URLSearchParams, fallback: ColdStart): void {
  const requested = params.get('mockColdStartMs');
  const stored = sessionStorage.getItem(WAKE_KEY);
  if (requested !== null) {
    let delay = fallback;
    try {
      delay = parseColdStart(requested, fallback, 'mockColdStartMs');
    } catch (error) {
      console.warn(`[mock backend] ${(error as Error).message} Using ${String(fallback)}.`);
    }
    startColdStart(delay);
  } else if (stored !== null) {
    // Reloads in the same tab keep the server's state: once awake it stays awake.
    resumeColdStart(stored === 'never' ? 'never' : Number(stored));
  } else {
    startColdStart(fallback);
  }
  sessionStorage.setItem(WAKE_KEY, String(wakeMoment()));
}

/** The mock's date: from ?mockNow=, else the one this tab chose before, else the real date. */
function configureClock(params: URLSearchParams): void {
  const requested = params.get('mockNow');
  if (requested !== null) {
    try {
      const date = parseMockDate(requested, 'mockNow');
      if (date === null) sessionStorage.removeItem(NOW_KEY);
      else sessionStorage.setItem(NOW_KEY, date);
    } catch (error) {
      console.warn(`[mock backend] ${(error as Error).message} Keeping the current date.`);
    }
  }
  try {
    setMockDate(parseMockDate(sessionStorage.getItem(NOW_KEY) ?? '', 'mockNow'));
  } catch {
    sessionStorage.removeItem(NOW_KEY);
    setMockDate(null);
  }
}

/** The parts offered: from ?mockCapabilities=, else the ones this tab chose before, else all. */
function configureCapabilities(params: URLSearchParams): void {
  const requested = params.get('mockCapabilities');
  if (requested !== null) {
    try {
      parseCapabilitySelection(requested);
      sessionStorage.setItem(CAPABILITIES_KEY, requested);
    } catch (error) {
      console.warn(`[mock backend] mockCapabilities: ${(error as Error).message} Keeping the current parts.`);
    }
  }
  try {
    setMockCapabilities(parseCapabilitySelection(sessionStorage.getItem(CAPABILITIES_KEY) ?? 'all'));
  } catch {
    sessionStorage.removeItem(CAPABILITIES_KEY);
    setMockCapabilities(parseCapabilitySelection('all'));
  }
}

async function prepareData(params: URLSearchParams): Promise<void> {
  const scenario = parseSeedScenario(params.get('mockSeed'));
  if (scenario !== 'default') {
    await seed(scenario);
    void warmInvoiceLists();
    return;
  }
  if (params.has('mockReset')) forgetSnapshot();
  if (!(await loadSnapshot())) {
    await seed('default');
    saveSnapshot();
  }
  saveOnChange();
}

async function resetDemoData(): Promise<void> {
  forgetSnapshot();
  await seed('default');
  saveSnapshot();
}

/**
 * MSW asks the browser to update a worker it finds registered and does not wait for the answer
 * (mswjs/msw#2006). On a busy machine Chromium can fail that check ("Not found") while the worker it
 * has goes on serving; the rejection would show as an uncaught error of the page. It is not one.
 */
function ignoreFailedWorkerUpdate(workerUrl: string): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (
      reason instanceof TypeError &&
      reason.message.startsWith('Failed to update a ServiceWorker') &&
      reason.message.includes(workerUrl)
    ) {
      event.preventDefault();
    }
  });
}

export async function startMockBackend({ baseUrl, coldStart }: MockBackendOptions): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const workerUrl = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  ignoreFailedWorkerUpdate(workerUrl);
  configureClock(params);
  configureCapabilities(params);
  // The links a reminder carries open this app, wherever it is served (decision 235).
  setPublicAppUrl(window.location.origin);
  await prepareData(params);
  configureColdStart(params, coldStart);
  const worker = setupWorker(...createHandlers(baseUrl));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: workerUrl },
  });
  if (params.has('mockReset')) {
    // A reload must not reset again.
    params.delete('mockReset');
    const search = params.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`,
    );
  }
  mountMockControls({ onReset: resetDemoData, mockDate: mockDate() });
}
