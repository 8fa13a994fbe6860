// A host that sleeps: until the wake moment the health check fails and every other request is
// held (not refused), as a sleeping cloud host holds connections while it boots.
import type { ColdStart } from '../../src/config/env-schema';

let wakeAt: number | 'never' = 0;
/** The held requests, answered as soon as the server is awake. */
const held = new Set<() => void>();
let alarm: ReturnType<typeof setTimeout> | undefined;

/**
 * Answers the held requests if the server is awake, else sets an alarm for the wake moment. Run
 * whenever the moment changes, so a server woken early (a test control) answers at once.
 */
function answerWhenAwake(): void {
  clearTimeout(alarm);
  alarm = undefined;
  if (held.size === 0 || wakeAt === 'never') return;
  if (isAwake()) {
    for (const answer of held) answer();
    held.clear();
    return;
  }
  alarm = setTimeout(answerWhenAwake, wakeAt - Date.now());
}

/** Starts a cold start of `delay` from `now`; `never` keeps the server asleep. */
export function startColdStart(delay: ColdStart, now: number = Date.now()): void {
  wakeAt = delay === 'never' ? 'never' : now + delay;
  answerWhenAwake();
}

/** Resumes a cold start whose wake moment is already known (e.g. after a page reload). */
export function resumeColdStart(moment: number | 'never'): void {
  wakeAt = moment;
  answerWhenAwake();
}

export function wakeMoment(): number | 'never' {
  return wakeAt;
}

export function isAwake(now: number = Date.now()): boolean {
  return wakeAt !== 'never' && now >= wakeAt;
}

/** Resolves when the server is awake; a server that never wakes holds the request until woken. */
export function untilAwake(): Promise<void> {
  if (isAwake()) return Promise.resolve();
  return new Promise((resolve) => {
    held.add(resolve);
    answerWhenAwake();
  });
}
