// A host that sleeps: until the wake moment the health check fails and every other request is
// held (not refused), as a sleeping cloud host holds connections while it boots.
import type { ColdStart } from '../src/config/env-schema';

let wakeAt: number | 'never' = 0;

/** Starts a cold start of `delay` from `now`; `never` keeps the server asleep. */
export function startColdStart(delay: ColdStart, now: number = Date.now()): void {
  wakeAt = delay === 'never' ? 'never' : now + delay;
}

/** Resumes a cold start whose wake moment is already known (e.g. after a page reload). */
export function resumeColdStart(moment: number | 'never'): void {
  wakeAt = moment;
}

export function wakeMoment(): number | 'never' {
  return wakeAt;
}

export function isAwake(now: number = Date.now()): boolean {
  return wakeAt !== 'never' && now >= wakeAt;
}

/** Resolves when the server is awake; never resolves for a server that never wakes. */
export function untilAwake(): Promise<void> {
  if (isAwake()) return Promise.resolve();
  const moment = wakeAt;
  if (moment === 'never') return new Promise<void>(() => {});
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - Date.now())));
}
