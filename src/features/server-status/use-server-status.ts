// Polls the health endpoint on start (docs/product.md#the-wake-indicator): every 1500 ms, never two probes at
// once; 200, 204, 401 or 403 means ready; after 30 s without that, unreachable. Beyond the spec, a
// server that answers at once shows nothing: the notice appears only when the first probe fails or
// has not answered within a second, so a healthy start does not flash a banner on every page.
import { useCallback, useEffect, useState } from 'react';
import { probeHealth } from '@/api/health';
import { HEALTH } from '@/config/constants';

export type ServerPhase = 'hidden' | 'waking' | 'ready' | 'unreachable';

const SHOW_AFTER_MS = 1000;

export type HealthProbe = (signal: AbortSignal) => Promise<number>;

export interface ServerStatus {
  phase: ServerPhase;
  /** Starts polling again after the server was unreachable. */
  retry: () => void;
}

export function useServerStatus(probe: HealthProbe = probeHealth): ServerStatus {
  const [phase, setPhase] = useState<ServerPhase>('hidden');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let finished = false;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    const show = () => setPhase((current) => (current === 'hidden' ? 'waking' : current));

    const finish = (next: 'ready' | 'unreachable') => {
      finished = true;
      clearTimeout(pollTimer);
      clearTimeout(showTimer);
      clearTimeout(deadline);
      // A server that was ready before anyone saw a notice needs no "ready" notice either.
      setPhase((current) => (next === 'ready' && current === 'hidden' ? 'hidden' : next));
    };

    const showTimer = setTimeout(show, SHOW_AFTER_MS);
    const deadline = setTimeout(() => {
      if (finished) return;
      finish('unreachable');
      controller.abort();
    }, HEALTH.timeoutMs);

    const poll = async () => {
      try {
        const status = await probe(controller.signal);
        if (finished) return;
        if (HEALTH.readyStatuses.includes(status)) {
          finish('ready');
          return;
        }
      } catch {
        if (finished) return;
        // A network error keeps the server "waking".
      }
      show();
      pollTimer = setTimeout(() => void poll(), HEALTH.pollIntervalMs);
    };
    // The first probe waits for the page to finish loading, so it never competes with the first
    // screen's own requests (it opens a connection to another origin).
    const start = () => void poll();
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });

    return () => {
      window.removeEventListener('load', start);
      finished = true;
      controller.abort();
      clearTimeout(pollTimer);
      clearTimeout(showTimer);
      clearTimeout(deadline);
    };
  }, [attempt, probe]);

  // "Ready" is shown briefly, then the notice hides.
  useEffect(() => {
    if (phase !== 'ready') return;
    const timer = setTimeout(() => setPhase('hidden'), HEALTH.hideDelayMs);
    return () => clearTimeout(timer);
  }, [phase]);

  const retry = useCallback(() => {
    setPhase('waking');
    setAttempt((n) => n + 1);
  }, []);

  return { phase, retry };
}
