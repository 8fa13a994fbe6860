// A route's code that fails to load reloads the page once, by itself, at the address the user was
// going to (docs/decisions/330-code-that-fails-to-load-reloads-once.md): after a deploy the hashed
// chunks an open tab names are gone, and only a fresh app.html names the new ones.
import { readJson, writeItem } from '@/lib/storage';

/** This tab's last reload for code: which address, when, and from which page load. */
const MARKER_KEY = 'invoicing:code-reload:v1';

/** The same address failing again this soon after its reload: reloading did not help. */
const AGAIN_WITHIN_MS = 5 * 60_000;

// Chromium, Firefox and Safari's words for an import() that could not be fetched, and Vite's for a
// stylesheet its preload could not fetch (thrown after `vite:preloadError`).
const CODE_LOAD_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isCodeLoadFailure(error: unknown): boolean {
  return error instanceof Error && CODE_LOAD_FAILURES.some((words) => words.test(error.message));
}

interface Marker {
  target: string;
  at: number;
  page: number;
}

function readMarker(): Marker | null {
  const stored = readJson(MARKER_KEY, 'session');
  if (stored.state !== 'found' || typeof stored.value !== 'object' || stored.value === null) return null;
  const { target, at, page } = stored.value as Record<string, unknown>;
  return typeof target === 'string' && typeof at === 'number' && typeof page === 'number' ? { target, at, page } : null;
}

export interface ReloadClock {
  /** Now, in ms since the epoch. */
  now: number;
  /** This page load (performance.timeOrigin): a second call in the same load gives the same answer. */
  page: number;
}

/**
 * Whether the code that failed for `target` (path, query and hash) should be reloaded: yes, unless
 * this tab already reloaded for it a moment ago in another page load, or the marker cannot be kept
 * (then a reload could loop). Records the reload it allows.
 */
export function shouldReloadFor(target: string, { now, page }: ReloadClock = { now: Date.now(), page: performance.timeOrigin }): boolean {
  const last = readMarker();
  if (last?.target === target) {
    if (last.page === page) return true;
    if (now - last.at < AGAIN_WITHIN_MS) return false;
  }
  return writeItem(MARKER_KEY, JSON.stringify({ target, at: now, page } satisfies Marker), 'session');
}
